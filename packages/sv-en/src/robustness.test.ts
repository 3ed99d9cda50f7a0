import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translateSwedish, translateSwedishWithStats } from "./index.js";

/** CPU time of this process, in ms: unlike the wall clock, not stretched by other processes on a busy machine. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU ms of `runs` runs of `work`. */
function timed(work: () => unknown, runs: number): number {
  const started = cpuMs();
  for (let i = 0; i < runs; i++) work();
  return cpuMs() - started;
}

/**
 * How many times as long `work` takes on `build(size)` as on `build(size / 16)`: about 16 for linear work,
 * 256 for quadratic. A ratio in one run, so it holds on a slow or busy machine, where a time limit does not
 * (the app's tests/support/linear-time.ts does the same; this package imports nothing from outside it).
 * Warmed up, batches of at least 10 ms, interleaved, the fastest of three rounds of each size compared.
 */
function growth(build: (size: number) => string, size: number, work: (text: string) => unknown): number {
  const inputs = [build(Math.round(size / 16)), build(size)];
  const runs = inputs.map((text) => {
    let n = 1;
    while (timed(() => work(text), n) < 10 && n < 100_000) n *= 4;
    return n;
  });
  const fastest = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let round = 0; round < 3; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      fastest[i] = Math.min(fastest[i]!, timed(() => work(inputs[i]!), runs[i]!) / runs[i]!);
    }
  }
  return fastest[1]! / fastest[0]!;
}

/** The most growth allowed from n to 16n: linear is 16, quadratic 256. */
const MAX_GROWTH = 128;

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

  it("keeps every line break of arbitrary multi-paragraph text", () => {
    const paragraph = fc.array(fc.constantFrom(...SWEDISH_WORDS, "bl.a.", "t.ex.", "kl.", "S.", "!"), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(
        fc.array(paragraph, { minLength: 1, maxLength: 6 }),
        fc.constantFrom("\n", "\n\n", "\r\n\r\n"),
        (paras, br) => {
          const text = paras.map((words) => words.join(" ")).join(br);
          const out = translateSwedish(text);
          expect(out.split("\n").length).toBe(text.split("\n").length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("translates long paragraphs and hostile runs in linear time", () => {
    const sentence =
      "Polisen grep en man i 30-årsåldern i Göteborg, enligt bl.a. SVT. – Vi har gripit en person, säger hon. ";
    // Each input as [unit, times]: measured as given and at a sixteenth of the times.
    const inputs: [string, number][] = [
      [sentence, 40], // a 4,000-character paragraph
      [`${sentence}\n\n`, 40],
      ["polisen griper en man ", 400], // 8,800 characters, no sentence end
      ["a. ", 3000],
      ["bl.a. ", 2000],
      ["– ", 3000],
      ["”", 5000],
      [". ", 5000],
    ];
    for (const [unit, times] of inputs) {
      expect(translateSwedish(unit.repeat(times)).length).toBeGreaterThan(0);
      const ratio = growth((n) => unit.repeat(n), times, translateSwedish);
      expect(ratio, `${JSON.stringify(unit)} × ${times}: ${ratio.toFixed(1)}x the time of a sixteenth`).toBeLessThan(
        MAX_GROWTH,
      );
    }
    const long = translateSwedish(sentence.repeat(40));
    expect(long.match(/The police arrested a man/g)).toHaveLength(40);
  });
});
