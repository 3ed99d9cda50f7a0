import { describe, expect, it } from "vitest";
import { correctQuery, editDistance, searchWords } from "./spelling.js";

describe("editDistance", () => {
  it("counts a letter added, dropped or changed, and two neighbours swapped, as one edit each", () => {
    expect(editDistance("police", "police")).toBe(0);
    expect(editDistance("polise", "police")).toBe(1);
    expect(editDistance("polise", "polisen")).toBe(1);
    expect(editDistance("polise", "policy")).toBe(2);
    expect(editDistance("harbuor", "harbour")).toBe(1);
    expect(editDistance("harbuor", "harbor")).toBe(1);
    expect(editDistance("stokholm", "stockholm")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("göteborg", "goteborg")).toBe(1);
  });
});

describe("searchWords", () => {
  it("keeps letters and digits, lower case, and drops search syntax", () => {
    expect(searchWords('"Stockholm Polise" -snow OR Malmö 2024')).toEqual([
      "stockholm",
      "polise",
      "snow",
      "or",
      "malmö",
      "2024",
    ]);
  });
});

describe("correctQuery", () => {
  it("asks nothing about words too short or too long to be a vocabulary word (3 to 40 letters)", async () => {
    const asked: string[][] = [];
    const repo = {
      releaseScheduledSearchTerms: async () => {},
      spellingCandidates: async (words: string[]) => {
        asked.push(words);
        return [];
      },
      bestCorrections: async () => [],
    };
    expect(await correctQuery(repo, `an ${"x".repeat(100_000)} polise`)).toBe("");
    expect(asked).toEqual([["polise"]]);
    expect(await correctQuery(repo, `an ${"x".repeat(100_000)}`)).toBe("");
    expect(asked).toHaveLength(1);
  });
});
