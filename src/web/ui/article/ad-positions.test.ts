import { type BodyNode, renderBody } from "article-markup";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inArticleAdPositions, isTextParagraph } from "./ad-positions.js";
import { ArticleBody } from "./article-content.js";

const markdown = (body: string) =>
  renderBody(body, "markdown", { image: (src) => ({ src, width: 800, height: 600 }) }).blocks;
const text = (body: string) => renderBody(body, "text").blocks;
const positions = (blocks: BodyNode[]) => Object.fromEntries(inArticleAdPositions(blocks));
const paragraphs = (n: number, prefix = "Paragraph") =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1} has some words.`);

/** The body as the page renders it, each ad as an <aside> naming its slot; the tags of its top-level elements. */
function layout(blocks: BodyNode[]): string[] {
  const html = renderToStaticMarkup(
    createElement(ArticleBody, {
      blocks,
      renderAd: (slot) => createElement("aside", { "data-ad-slot": slot }),
    }),
  );
  const inner = html.replace(/^<div[^>]*>/, "").replace(/<\/div>$/, "");
  const tags: string[] = [];
  const tag = /<(\/?)([a-z0-9]+)([^>]*?)(\/?)>/g;
  let depth = 0;
  for (let m = tag.exec(inner); m; m = tag.exec(inner)) {
    const [, closing, name, attributes, selfClosing] = m;
    const isVoid = selfClosing === "/" || name === "br" || name === "img";
    if (closing) depth -= 1;
    else {
      if (depth === 0) tags.push(name === "aside" ? /data-ad-slot="([^"]+)"/.exec(attributes!)![1]! : name!);
      if (!isVoid) depth += 1;
    }
  }
  return tags;
}

describe("in-article ad positions", () => {
  it("keep plain-text bodies exactly as they were: after the 2nd and the 5th block", () => {
    for (let n = 0; n <= 8; n++) {
      const blocks = text(paragraphs(n).join("\n\n"));
      const was: Record<number, string> = {};
      if (n >= 2) was[1] = "in-article-1";
      if (n >= 5) was[4] = "in-article-2";
      expect(positions(blocks), `${n} paragraphs`).toEqual(was);
    }
    // Line breaks and links inside a paragraph do not split it.
    expect(positions(text("One\nline two\n\nhttps://svt.se\n\nThree"))).toEqual({ 1: "in-article-1" });
  });

  it("count a Markdown body's paragraphs only: headings, lists, quotes and figures are skipped", () => {
    const [p1, p2, p3, p4, p5, p6] = paragraphs(6);
    const blocks = markdown(
      [
        p1,
        "## A subheading",
        p2,
        "### A smaller one",
        "- a list item\n- another",
        p3,
        "> A quote from someone.",
        "![A harbour](/uploads/harbour.webp)",
        "1. first\n2. second",
        p4,
        p5,
        "## Closing section",
        p6,
      ].join("\n\n"),
    );
    expect(layout(blocks)).toEqual([
      "p",
      "h2",
      "p",
      "in-article-1",
      "h3",
      "ul",
      "p",
      "blockquote",
      "figure",
      "ol",
      "p",
      "p",
      "in-article-2",
      "h2",
      "p",
    ]);
  });

  it("never put an ad right under a heading, however the headings fall", () => {
    const shapes = [
      ["## H", "P", "## H", "P", "## H", "P", "P", "## H", "P", "P", "P"],
      ["P", "## H", "### H", "P", "## H", "## H", "P", "P", "P", "### H"],
      ["## H", "## H", "P", "P", "P", "P", "P", "P"],
    ];
    shapes.forEach((shape, s) => {
      let n = 0;
      const body = shape.map((kind) => (kind === "P" ? `Paragraph ${++n} of shape ${s}.` : `${kind} ${s}`));
      const tags = layout(markdown(body.join("\n\n")));
      tags.forEach((tag, i) => {
        if (tag.startsWith("in-article")) expect(tags[i - 1], `${tags.join(" ")}`).toBe("p");
      });
      expect(tags.filter((tag) => tag.startsWith("in-article"))).toEqual(["in-article-1", "in-article-2"]);
      const paragraphIndexes = tags.flatMap((tag, i) => (tag === "p" ? [i] : []));
      expect(tags[paragraphIndexes[1]! + 1]).toBe("in-article-1");
      expect(tags[paragraphIndexes[4]! + 1]).toBe("in-article-2");
    });
  });

  it("give a short body fewer ads: one under five paragraphs, none under two", () => {
    expect(positions(markdown("## Only a heading\n\nOne paragraph.\n\n- and a list"))).toEqual({});
    expect(layout(markdown("## Heading\n\nOne.\n\n## Heading\n\nTwo.\n\n## Heading"))).toEqual([
      "h2",
      "p",
      "h2",
      "p",
      "in-article-1",
      "h2",
    ]);
    expect(positions(markdown(paragraphs(4).join("\n\n")))).toEqual({ 1: "in-article-1" });
    expect(positions([])).toEqual({});
  });

  it("do not count a paragraph of pictures only, or one without words", () => {
    const twoPictures = markdown("![A](/uploads/a.webp) ![B](/uploads/b.webp)")[0]!;
    expect(twoPictures).toMatchObject({ t: "p" });
    expect(isTextParagraph(twoPictures)).toBe(false);
    expect(isTextParagraph({ t: "p", c: [" ", { t: "br" }] })).toBe(false);
    expect(isTextParagraph({ t: "p", c: [{ t: "strong", c: [{ t: "em", c: ["deep"] }] }] })).toBe(true);
    expect(isTextParagraph("loose text")).toBe(false);
    expect(isTextParagraph({ t: "h2", c: ["Heading"] })).toBe(false);
    const blocks = markdown(["One.", "![A](/uploads/a.webp) ![B](/uploads/b.webp)", "Two.", "Three."].join("\n\n"));
    expect(positions(blocks)).toEqual({ 2: "in-article-1" });
  });
});
