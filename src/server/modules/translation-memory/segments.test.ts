import { describe, expect, it } from "vitest";
import { alignBlocks, bodyParagraphs, editSimilarity, segmentKey } from "./segments.js";
import { readTmx, writeTmx } from "./tmx.js";

describe("segmentKey", () => {
  it("ignores case, spacing, quotes, dashes and punctuation", () => {
    expect(segmentKey("– Lägg på luren direkt, säger  Anna Berg.")).toBe(
      segmentKey("Lägg på luren direkt säger anna berg"),
    );
    expect(segmentKey("”Det måste få ett slut”")).toBe(segmentKey('"Det måste få ett slut"'));
    expect(segmentKey("Polisen varnar.")).not.toBe(segmentKey("Polisen varnar inte."));
  });
});

describe("editSimilarity", () => {
  it("is one minus the edit distance over the longer length", () => {
    expect(editSimilarity("abcdefghij", "abcdefghij")).toBe(1);
    expect(editSimilarity("abcdefghij", "abcdefghiX")).toBeCloseTo(0.9);
    expect(editSimilarity("abc", "xyz")).toBe(0);
    expect(editSimilarity("short", "a much longer text", 0.9)).toBe(0);
  });
});

describe("alignBlocks", () => {
  const engine = [
    "The police warn for a new wave of frauds.",
    "The victims are urged to log in with BankID.",
    "Lay on the receiver",
    "Last year over 9,000 frauds were reported.",
  ];

  it("pairs each edited paragraph with the block it came from, in order", () => {
    const published = [
      "The police are warning of a new wave of fraud.",
      "Victims are urged to log in with BankID.",
      "Police: hang up",
      "An editor's new paragraph about something else entirely, with no words in common at all.",
      "Last year more than 9,000 frauds were reported.",
    ];
    expect(alignBlocks(engine, published)).toEqual([
      [0, 0],
      [1, 1],
      [3, 4],
    ]);
  });

  it("leaves a deleted block and a reordered paragraph out rather than pairing them wrongly", () => {
    const published = ["Last year over 9,000 frauds were reported.", "The police warn for a new wave of frauds."];
    expect(alignBlocks(engine, published)).toHaveLength(1);
    expect(alignBlocks([], published)).toEqual([]);
  });
});

describe("bodyParagraphs", () => {
  it("reads a desk body's paragraphs as readers do, without the other reports line", () => {
    expect(bodyParagraphs("## Police: hang up\n\nIt costs 5\\*3 \\[kr\\].\n\nAlso reported by: [SVT](x).")).toEqual([
      "Police: hang up",
      "It costs 5*3 [kr].",
    ]);
  });
});

describe("TMX", () => {
  it("writes TMX 1.4 that reads back, inline markup read as its text", () => {
    const units = [
      {
        id: 7,
        swedish: "Polisen varnar <för> bedrägerier & annat.",
        english: "Police warn of fraud & more.",
        engineEnglish: "The police warn for frauds & other.",
        engine: "dictionary",
        sourceName: "SVT",
        fixedBy: "Eva Editor",
        updatedAt: "2026-12-02T10:11:12.345Z",
      },
    ];
    const file = writeTmx(units);
    expect(file).toContain('<tmx version="1.4">');
    expect(file).toContain('changedate="20261202T101112Z"');
    expect(readTmx(file)).toEqual([
      {
        swedish: units[0]!.swedish,
        english: units[0]!.english,
        engineEnglish: units[0]!.engineEnglish,
        engine: "dictionary",
        fixedBy: "Eva Editor",
      },
    ]);
    const other = `<tmx version="1.4"><header srclang="sv-SE"/><body><tu><tuv xml:lang="sv-SE"><seg>Hej <bpt i="1">&lt;b&gt;</bpt>du<ept i="1">&lt;/b&gt;</ept></seg></tuv><tuv lang="EN-GB"><seg>Hello you</seg></tuv></tu></body></tmx>`;
    expect(readTmx(other)).toMatchObject([{ swedish: "Hej du", english: "Hello you" }]);
  });
});
