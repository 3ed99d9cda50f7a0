import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { anArticle } from "#tests/support/article-fixture.js";
import type { Article } from "#shared/schemas/article.js";
import { ArticleHero } from "./article-content.js";

const article = anArticle({ title: "The title" });
const hero = (changes: Partial<Article>) =>
  renderToStaticMarkup(createElement(ArticleHero, { article: { ...article, ...changes } }));

describe("ArticleHero", () => {
  it("shows nothing for an article without a picture (no empty panel)", () => {
    expect(hero({})).toBe("");
  });

  it("describes the picture with the editor's alt text, else the title, and puts caption and credit under it", () => {
    const html = hero({
      heroImage: "/uploads/abc.jpg",
      heroAlt: "Ice at the quay",
      heroCaption: "The quay on Tuesday.",
      heroCredit: "Photo: TT",
    });
    expect(html).toContain('alt="Ice at the quay"');
    expect(html).toContain(
      '<figcaption class="hero-caption" data-testid="hero-caption">The quay on Tuesday. <span class="hero-credit">Photo: TT</span></figcaption>',
    );
    expect(hero({ heroImage: "/uploads/abc.jpg" })).toContain('alt="The title"');
    expect(hero({ heroImage: "/uploads/abc.jpg" })).not.toContain("figcaption");
  });

  it("keeps the hero's words off a thumbnail standing in for it", () => {
    const html = hero({ thumbImage: "/uploads/t.jpg", heroAlt: "Not this", heroCaption: "Nor this" });
    expect(html).toContain('alt="The title"');
    expect(html).not.toContain("Nor this");
  });
});
