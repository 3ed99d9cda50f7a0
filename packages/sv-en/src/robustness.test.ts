import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { growth, MAX_GROWTH } from "./growth.testing.js";
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
    expect(translateSwedish("Kursen steg till 14:30 den 3/5")).toContain("14:30");
    expect(translateSwedish("Det hände 3/5")).toContain("3/5");
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
