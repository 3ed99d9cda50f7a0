import { renderBody } from "article-markup";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeMarkdown, isSameTitle, leadExcerpt, markdownBody, withoutRepeatedTitle } from "./draft-body.js";

/** What a reader sees of a Markdown body: each block's tag and text. */
const shown = (markdown: string) =>
  renderBody(markdown, "markdown").blocks.map((block) => [typeof block === "string" ? "text" : block.t, text(block)]);
const text = (node: Parameters<typeof renderBody>[0] | object): string =>
  typeof node === "string" ? node : ((node as { c?: object[] }).c ?? []).map(text).join("");

describe("escapeMarkdown", () => {
  it.each([
    "Priset steg *kraftigt* till 3_000 kronor",
    "# inte en rubrik",
    "> inte ett citat",
    "- inte en lista",
    "+ inte heller",
    "1. inte numrerad",
    "2025) och sedan",
    "[länk](https://svt.se) och ![bild](x.png)",
    "AT&amp;T och &#169; och <https://svt.se>",
    "snedstreck \\ och \\* och `kod`",
  ])("shows %j exactly as written", (sentence) => {
    expect(shown(escapeMarkdown(sentence))).toEqual([["p", sentence]]);
  });

  it("shows any single line exactly as written", () => {
    const line = fc
      .string({ unit: fc.constantFrom(..."ab 1#>-+*_[]()!<>&;`\\.)=~|:/é"), minLength: 1, maxLength: 40 })
      .map((s) => s.replace(/\s+/g, " ").trim())
      .filter((s) => s.length > 0);
    fc.assert(
      fc.property(line, (sentence) => {
        expect(shown(escapeMarkdown(sentence)).map(([, t]) => t)).toEqual([sentence]);
      }),
      { numRuns: 500 },
    );
  });
});

describe("markdownBody", () => {
  it("writes subheadings as ## and paragraphs apart", () => {
    const body = markdownBody([
      { kind: "paragraph", text: "The lead." },
      { kind: "heading", text: "Schools *closed*" },
      { kind: "paragraph", text: "Five schools." },
    ]);
    expect(body).toBe("The lead.\n\n## Schools \\*closed\\*\n\nFive schools.");
    expect(shown(body)).toEqual([
      ["p", "The lead."],
      ["h2", "Schools *closed*"],
      ["p", "Five schools."],
    ]);
  });
});

describe("the title repeated", () => {
  it("counts the same words as the title, whatever the case and punctuation, or nearly", () => {
    expect(isSameTitle("Stormen Elin slog ut strömmen!", "stormen elin – slog ut strömmen")).toBe(true);
    expect(
      isSameTitle(
        "Stormen Elin slog ut strömmen för 14 000 hushåll | SVT Nyheter",
        "Stormen Elin slog ut strömmen för 14 000 hushåll",
      ),
    ).toBe(true);
    expect(
      isSameTitle(
        "Stormen Elin slog ut strömmen i natt, och tusentals hushåll saknar fortfarande el.",
        "Stormen Elin slog ut strömmen",
      ),
    ).toBe(false);
    expect(isSameTitle("", "Titel")).toBe(false);
  });

  it("drops the title repeated at the start, in Swedish or in English", () => {
    const lead = { kind: "paragraph" as const, swedish: "Ingressen.", english: "The lead." };
    const title = { swedish: "Bedragare lurade pensionärer", english: "Fraudsters conned pensioners" };
    expect(
      withoutRepeatedTitle([{ kind: "heading", swedish: "BEDRAGARE LURADE PENSIONÄRER", english: "x" }, lead], title),
    ).toEqual([lead]);
    expect(
      withoutRepeatedTitle(
        [{ kind: "paragraph", swedish: "y", english: "Fraudsters conned pensioners." }, lead],
        title,
      ),
    ).toEqual([lead]);
    expect(withoutRepeatedTitle([lead, { ...lead, swedish: title.swedish }], title)).toHaveLength(2);
  });
});

describe("leadExcerpt", () => {
  it("takes the first paragraph that is no subheading, shortened at a word", () => {
    const long = `${"word ".repeat(100)}end`;
    expect(
      leadExcerpt(
        [
          { kind: "heading", text: "A heading" },
          { kind: "paragraph", text: long },
        ],
        50,
      ),
    ).toBe(`${"word ".repeat(9).trim()}…`);
    expect(leadExcerpt([{ kind: "heading", text: "Only" }], 50)).toBeNull();
  });
});
