import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "#shared/constants.js";
import { slugify } from "#shared/schemas/common.js";
import { DEMO_ARTICLE_FILE, demoArticlesFolder, parseDemoArticle, readDemoArticles } from "./demo-articles.js";
import type { DemoComment } from "./demo-types.js";

const allComments = (list: DemoComment[] = []): DemoComment[] =>
  list.flatMap((comment) => [comment, ...allComments(comment.replies)]);

describe("demo articles (demo/articles/*.md)", () => {
  const articles = readDemoArticles();

  it("are all there, in file name order, each file named after its title's slug", () => {
    const names = fs.readdirSync(demoArticlesFolder()).sort();
    expect(articles).toHaveLength(62);
    expect(names).toHaveLength(62);
    names.forEach((name, i) => {
      expect(name).toMatch(DEMO_ARTICLE_FILE);
      expect(name).toBe(`${String(i + 1).padStart(3, "0")}-${slugify(articles[i]!.title)}.md`);
    });
    expect(articles[0]!.title).toBe("Budget clears finance committee after late deal on regional healthcare funds");
  });

  it("have unique slugs, known categories and every field the seed needs", () => {
    expect(new Set(articles.map((a) => slugify(a.title))).size).toBe(articles.length);
    for (const article of articles) {
      expect(CATEGORY_SLUGS).toContain(article.category);
      for (const text of [article.title, article.author, article.excerpt, article.body]) {
        expect(text.trim(), article.title).not.toBe("");
        expect(text, article.title).toBe(text.trim());
      }
      expect(article.daysAgo).toBeGreaterThanOrEqual(0);
      for (const comment of allComments(article.comments)) {
        expect(comment.name && comment.body, article.title).toBeTruthy();
        expect(["published", "pending"]).toContain(comment.status);
        expect(comment.hoursAfter).toBeGreaterThanOrEqual(0);
      }
    }
    // Every category has demo articles, some are featured and a few are drafts.
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(CATEGORY_SLUGS));
    expect(articles.filter((a) => a.featured).length).toBeGreaterThan(0);
    expect(articles.filter((a) => a.draft).length).toBeGreaterThan(0);
  });

  it("keep the body as written: paragraphs split by one blank line, no front matter left in it", () => {
    for (const article of articles) {
      expect(article.body).not.toMatch(/^---$/m);
      expect(article.body).not.toMatch(/\n{3,}/);
    }
  });

  it("stop with the file and field when a file is wrong", () => {
    const file = "001-a-title.md";
    const article = (front: string[]) => ["---", ...front, "---", "", "Body."].join("\n");
    const base = ["title: A title", "category: politics", "author: Someone", "daysAgo: 1", "excerpt: Short."];
    expect(parseDemoArticle(file, article(base))).toEqual({
      title: "A title",
      category: "politics",
      author: "Someone",
      daysAgo: 1,
      excerpt: "Short.",
      body: "Body.",
    });
    const cases: [string, string[], string][] = [
      [file, base.slice(1), `${file}: field "title" is missing (text)`],
      [file, [...base.slice(0, 1), "category: sport", ...base.slice(2)], `${file}: field "category" must be one of`],
      [file, [...base, "featured: 1"], `${file}: field "featured" must be true or false`],
      [file, [...base, "byline: x"], `${file}: unknown field "byline"`],
      [
        file,
        [...base, "comments:", "  - name: A", "    body: B", "    status: hidden", "    hoursAfter: 1"],
        `${file}: field "comments[0].status" must be published or pending`,
      ],
      ["001-another-title.md", base, '001-another-title.md: the title\'s slug is "a-title": rename the file to match'],
      ["a-title.md", base, "a-title.md: name the file NNN-slug.md"],
    ];
    for (const [name, front, message] of cases) expect(() => parseDemoArticle(name, article(front))).toThrow(message);
  });

  it("are read from any folder given, in file name order", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "onff-demo-"));
    try {
      const write = (name: string, title: string) =>
        fs.writeFileSync(
          path.join(folder, name),
          `---\ntitle: ${title}\ncategory: food\nauthor: A\ndaysAgo: 0.5\nexcerpt: E.\n---\n\nB.\n`,
        );
      write("002-second.md", "Second");
      write("001-first.md", "First");
      expect(readDemoArticles(folder).map((a) => a.title)).toEqual(["First", "Second"]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
