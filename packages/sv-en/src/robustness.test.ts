import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translateSwedish, translateSwedishWithStats } from "./index.js";

const SWEDISH_WORDS = [
  "polisen",
  "griper",
  "en",
  "man",
  "i",
  "Göteborg",
  "det",
  "finns",
  "inte",
  "att",
  "som",
  "har",
  "gripits",
  "för",
  "sedan",
  "–",
  ",",
  ".",
  "?",
  "30-årig",
  "SVT:s",
  "10 000",
  "regeringsbeslut",
  "de",
  "nya",
  "Hon",
  "säger",
  "”",
];

describe("robustness", () => {
  it("never throws and always returns text for arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = translateSwedishWithStats(text);
        expect(typeof result.text).toBe("string");
        expect(result.translatedTokens).toBeLessThanOrEqual(result.swedishTokens);
      }),
      { numRuns: 300 },
    );
  });

  it("handles any sequence of Swedish words and punctuation", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SWEDISH_WORDS), { maxLength: 25 }), (words) => {
        const text = words.join(" ");
        const out = translateSwedish(text);
        expect(typeof out).toBe("string");
        if (/\p{L}/u.test(text)) expect(out.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps digits, URLs and unknown words as they are", () => {
    expect(translateSwedish("Läs mer på https://www.svt.se/nyheter")).toBe("Read more on https://www.svt.se/nyheter");
    expect(translateSwedish("Klockan 14:30 den 3/5")).toContain("14:30");
    expect(translateSwedish("#svpol 🙂 Xyzzy")).toBe("#svpol 🙂 Xyzzy");
  });
});
