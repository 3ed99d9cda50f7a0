import { describe, expect, it } from "vitest";
import { reviewSegment, termsCorrected, wordEditRate } from "./reviews.js";

const trafikverket = {
  swedish: "Trafikverket",
  english: "the Swedish Transport Administration",
  keep: false,
  place: false,
};

describe("wordEditRate", () => {
  it("counts word edits per published word", () => {
    expect(wordEditRate("the road is closed", "The road is closed.")).toBe(0);
    expect(wordEditRate("the road is shut", "the road is closed")).toBe(0.25);
    expect(wordEditRate("road closed", "the road is closed")).toBe(0.5);
    expect(wordEditRate("anything", "")).toBe(1);
  });
});

describe("termsCorrected", () => {
  it("names a term whose English the editor put in", () => {
    const swedish = "Trafikverkets chef avgår.";
    expect(
      termsCorrected(
        swedish,
        "The Transport Administration's chief resigns.",
        "The Swedish Transport Administration's head resigns.",
        [trafikverket],
      ),
    ).toEqual(["Trafikverket"]);
    expect(
      termsCorrected(
        swedish,
        "The Swedish Transport Administration's chief resigns.",
        "The Swedish Transport Administration's head resigns.",
        [trafikverket],
      ),
    ).toEqual([]);
  });

  it("scores an untouched segment as chrF 100 and no edits", () => {
    const review = reviewSegment(
      {
        swedish: "Vägen stängs.",
        engineEnglish: "The road is closed.",
        published: "The road is closed.",
        engine: "deepl",
        fromMemory: false,
      },
      [],
    );
    expect(review).toMatchObject({ chrf: 100, wordEditRate: 0, words: 4, termsCorrected: [] });
  });
});
