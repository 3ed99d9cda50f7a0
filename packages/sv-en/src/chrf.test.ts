import { describe, expect, it } from "vitest";
import { chrfStatistics, corpusChrf, sentenceChrf } from "./chrf.js";

describe("chrF", () => {
  it("matches sacreBLEU's chrF on a published sentence example", () => {
    const score = sentenceChrf(
      "The relationship between Obama and Netanyahu is not exactly friendly.",
      "The ties between Obama and Netanyahu are not particularly friendly.",
    );
    expect(score).toBeCloseTo(61.576379378113785, 9);
  });

  it("sums statistics over the corpus before scoring, as sacreBLEU does", () => {
    const score = corpusChrf(
      [
        "The relationship between cats and dogs is not exactly friendly.",
        "a good bookshop is just a genteel black hole that knows how to read.",
      ],
      [
        "The relationship between dogs and cats is not exactly friendly.",
        "A good bookshop is just a genteel Black Hole that knows how to read.",
      ],
    );
    expect(score).toBeCloseTo(84.64214891738334, 9);
  });

  it("ignores whitespace, scores identity 100 and disjoint text 0", () => {
    expect(sentenceChrf("the cat", "thecat")).toBe(100);
    expect(sentenceChrf("abc", "xyz")).toBe(0);
    expect(sentenceChrf("", "anything")).toBe(0);
  });

  it("counts character n-grams of orders 1 to 6 with clipped matches", () => {
    const stats = chrfStatistics("aab", "ab");
    expect(stats).toHaveLength(6);
    expect(stats[0]).toEqual([3, 2, 2]);
    expect(stats[1]).toEqual([2, 1, 1]);
    expect(stats[5]).toEqual([0, 0, 0]);
  });

  it("weighs recall twice as much as precision (beta = 2)", () => {
    const shortHypothesis = sentenceChrf("the cat", "the cat sat on the mat");
    const longHypothesis = sentenceChrf("the cat sat on the mat and more words here", "the cat sat on the mat");
    expect(longHypothesis).toBeGreaterThan(shortHypothesis);
  });
});
