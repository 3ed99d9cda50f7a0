import { describe, expect, it } from "vitest";
import { growth, MAX_GROWTH } from "./growth.testing.js";
import { type Abbreviations, splitSentences } from "./sentence-splitter.js";

const ABBREVIATIONS: Abbreviations = {
  inner: new Set(["bl.a.", "t.ex.", "kl.", "ca.", "jan."]),
  closing: new Set(["m.m.", "osv."]),
};

/** The sentences only (the even pieces). */
const sentences = (text: string) => splitSentences(text, ABBREVIATIONS).filter((_, k) => k % 2 === 0);

describe("splitSentences", () => {
  it("loses nothing: the pieces join to the input", () => {
    const text = "  Första meningen. Andra!\n\nTredje?  Fjärde …\n";
    expect(splitSentences(text, ABBREVIATIONS).join("")).toBe(text);
  });

  it("splits at full stops, question and exclamation marks before a sentence opening", () => {
    expect(sentences("Polisen grep en man. Han nekar. Är det sant? Ja! 2020 kom beskedet.")).toEqual([
      "Polisen grep en man.",
      "Han nekar.",
      "Är det sant?",
      "Ja!",
      "2020 kom beskedet.",
    ]);
  });

  it("keeps whitespace between sentences, paragraph breaks included, as gaps", () => {
    expect(splitSentences("Ett.\n\nTvå.  Tre.", ABBREVIATIONS)).toEqual(["Ett.", "\n\n", "Två.", "  ", "Tre."]);
  });

  it("ends a sentence at every line break, with or without a full stop", () => {
    expect(sentences("Rubrik utan punkt\nBrödtext här")).toEqual(["Rubrik utan punkt", "Brödtext här"]);
  });

  it("does not split after abbreviations, initials or inside numbers", () => {
    expect(sentences("Partiet vill bl.a. sänka skatten. Enligt t.ex. SVT kostar det ca. 3.5 miljarder.")).toEqual([
      "Partiet vill bl.a. sänka skatten.",
      "Enligt t.ex. SVT kostar det ca. 3.5 miljarder.",
    ]);
    expect(sentences("Mötet börjar kl. 14.30, enligt S. Andersson och Anna B. Lind. Sedan åker de.")).toEqual([
      "Mötet börjar kl. 14.30, enligt S. Andersson och Anna B. Lind.",
      "Sedan åker de.",
    ]);
    expect(sentences("Det var den 3 jan. 2024 i Umeå.")).toEqual(["Det var den 3 jan. 2024 i Umeå."]);
  });

  it("splits after an abbreviation that may close a sentence", () => {
    expect(sentences("De sålde bilar, båtar m.m. Sedan gick de hem.")).toEqual([
      "De sålde bilar, båtar m.m.",
      "Sedan gick de hem.",
    ]);
  });

  it("keeps closing quotes with their sentence and splits before dash speech", () => {
    expect(sentences("Hon sa: ”Nej.” Sedan gick hon. – Vi är glada, säger han.")).toEqual([
      "Hon sa: ”Nej.”",
      "Sedan gick hon.",
      "– Vi är glada, säger han.",
    ]);
  });

  it("does not split where a lower-case word follows", () => {
    expect(sentences("– Varför då? frågar hon. Vi köpte mjölk osv. och gick.")).toEqual([
      "– Varför då? frågar hon.",
      "Vi köpte mjölk osv. och gick.",
    ]);
  });

  it("stays linear on long hostile input", () => {
    const hostile: [string, number][] = [
      ["a. ", 40_000],
      ["bl.a. ", 30_000],
      [" ", 200_000],
      ["A. ", 40_000],
    ];
    for (const [unit, times] of hostile) {
      const text = unit.repeat(times);
      expect(splitSentences(text, ABBREVIATIONS).join("")).toBe(text);
      const ratio = growth(
        (n) => unit.repeat(n),
        times,
        (t) => splitSentences(t, ABBREVIATIONS),
      );
      expect(ratio, `${JSON.stringify(unit)} × ${times}: ${ratio.toFixed(1)}x the time of a sixteenth`).toBeLessThan(
        MAX_GROWTH,
      );
    }
  });
});
