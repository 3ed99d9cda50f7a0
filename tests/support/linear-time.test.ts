import { describe, expect, it } from "vitest";
import { describeGrowth, expectLinearTime, MAX_GROWTH, measureGrowth } from "./linear-time.js";

/** The checker itself: it must pass linear and constant work and fail quadratic work, on any machine. */

/** Linear: one pass over the text. */
function countVowels(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if ("aeiou".includes(text[i]!)) count += 1;
  return count;
}

/** Quadratic: for each character, a scan of everything before it (the shape of a backtracking regex). */
function countEarlierRepeats(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    for (let j = 0; j < i; j++) if (text.charCodeAt(j) === text.charCodeAt(i)) count += 1;
  }
  return count;
}

const text = (size: number) => "abcdefghij".repeat(Math.ceil(size / 10)).slice(0, size);

describe("the linear-time checker", () => {
  it("passes linear work and hands back what the work on 16n returned", async () => {
    const growth = await expectLinearTime((size) => {
      const input = text(size);
      return () => countVowels(input);
    }, 1_000_000);
    expect(growth.result).toBe(300_000);
    expect(growth.smallSize).toBe(62_500);
    expect(growth.ratio).toBeGreaterThan(4); // really measured: 16n did take longer
  });

  it("fails quadratic work", async () => {
    const quadratic = (size: number) => {
      const input = text(size);
      return () => countEarlierRepeats(input);
    };
    const growth = await measureGrowth(quadratic, 8_000, { maxRounds: 3 });
    expect(growth.ratio, describeGrowth(growth)).toBeGreaterThan(MAX_GROWTH);
    await expect(expectLinearTime(quadratic, 8_000, { minBatchMs: 5, maxRounds: 2 })).rejects.toThrow(/quadratic 256x/);
  });

  it("passes constant work, repeating work too short to time alone", async () => {
    const growth = await expectLinearTime((size) => {
      const input = text(size);
      return () => input.slice(0, 10).toUpperCase();
    }, 1_000_000);
    expect(growth.ratio, describeGrowth(growth)).toBeLessThan(8);
    expect(growth.result).toBe("ABCDEFGHIJ");
  });

  it("awaits asynchronous work", async () => {
    const growth = await expectLinearTime((size) => {
      const input = text(size);
      return async () => {
        await Promise.resolve();
        return countVowels(input);
      };
    }, 400_000);
    expect(growth.result).toBe(120_000);
  });
});
