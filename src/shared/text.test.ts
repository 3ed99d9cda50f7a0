import { describe, expect, it } from "vitest";
import { slugify } from "./schemas/common.js";
import { readingTimeMinutes, shortenAtWord, splitParagraphs } from "./text.js";

describe("shortenAtWord", () => {
  it("keeps a short text as it is", () => {
    expect(shortenAtWord("Riksbank holds the rate.", 40)).toBe("Riksbank holds the rate.");
  });
  it("cuts at the last word that fits, without trailing punctuation, and adds an ellipsis", () => {
    expect(shortenAtWord("Riksbank holds the rate, again, in December", 26)).toBe("Riksbank holds the rate…");
  });
  it("cuts inside a word only when there is no space in its second half", () => {
    expect(shortenAtWord("Riksdagsvalet-2026-kampanjen börjar", 12)).toBe("Riksdagsval…");
  });
});

describe("text helpers", () => {
  it("slugify folds Swedish letters and collapses hyphens", () => {
    expect(slugify("  Göteborg -- Malmö & Umeå ")).toBe("goteborg-malmo-umea");
  });
  it("reading time is words over 200, rounded up", () => {
    expect(readingTimeMinutes("ord ".repeat(201))).toBe(2);
  });
  it("splits paragraphs on blank lines", () => {
    expect(splitParagraphs("One.\n\n  \nTwo.\r\n\r\nThree.")).toEqual(["One.", "Two.", "Three."]);
  });
});
