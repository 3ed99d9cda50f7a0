import { describe, expect, it } from "vitest";
import { englishFor, findTerms, termsIn, writesEnglish } from "./term-matching.js";

const trafikverket = {
  swedish: "Trafikverket",
  english: "the Swedish Transport Administration",
  keep: false,
  place: false,
};
const svt = { swedish: "SVT", english: "SVT", keep: true, place: false };
const stockholm = { swedish: "Stockholm", english: "Stockholm", keep: true, place: true };
const region = { swedish: "Region Stockholm", english: "Region Stockholm", keep: true, place: false };
const terms = [trafikverket, svt, stockholm, region];

describe("findTerms", () => {
  it("finds whole words in any case, as written or in the genitive", () => {
    const text = "Trafikverkets chef och trafikverket talade med SVT:s reporter.";
    expect(
      findTerms(text, terms).map(({ term, genitive, start, end }) => [term.swedish, genitive, text.slice(start, end)]),
    ).toEqual([
      ["Trafikverket", true, "Trafikverkets"],
      ["Trafikverket", false, "trafikverket"],
      ["SVT", true, "SVT:s"],
    ]);
  });

  it("prefers the longer term, and finds none inside a longer word", () => {
    expect(termsIn("Region Stockholm och Stockholm", terms)).toEqual([region, stockholm]);
    expect(findTerms("Stockholmsregionen och Trafikverketsamarbetet", terms)).toEqual([]);
    expect(findTerms("Region\n  Stockholm", terms).map((o) => o.term)).toEqual([region]);
  });

  it("writes the English of an occurrence with 's in the genitive", () => {
    expect(englishFor({ term: trafikverket, genitive: true })).toBe("the Swedish Transport Administration's");
    expect(englishFor({ term: { ...svt, english: "Sveriges Television AB Nyheters" }, genitive: true })).toBe(
      "Sveriges Television AB Nyheters'",
    );
  });
});

describe("writesEnglish", () => {
  it("finds the English whole, in any case, with or without its the", () => {
    expect(writesEnglish("The Swedish Transport Administration's manager", trafikverket)).toBe(true);
    expect(writesEnglish("Swedish Transport Administration staff", trafikverket)).toBe(true);
    expect(writesEnglish("the Transport Administration said", trafikverket)).toBe(false);
    expect(writesEnglish("SVTs", svt)).toBe(false);
  });
});
