/**
 * Reads the demo newsroom's articles from `demo/articles/NNN-slug.md` (demo/README.md describes the
 * format): front matter for the article's fields and its comments, the body after it. The seed uses them
 * in file name order, and the slug in a file's name must be the one its title gives.
 *
 * The folder is demo/articles/ at the project root (tsx, vitest), or dist/demo/articles/ beside the
 * bundled server and scripts (scripts/build.mjs copies it there, as it copies the migrations).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORY_SLUGS, type CategorySlug } from "#shared/constants.js";
import { slugify } from "#shared/schemas/common.js";
import type { DemoArticle, DemoComment } from "./demo-types.js";
import { type FrontMatter, FrontMatterError, type FrontMatterValue, parseMarkdownDocument } from "./front-matter.js";

export const DEMO_ARTICLE_FILE = /^(\d{3})-([a-z0-9-]+)\.md$/;

export function demoArticlesFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "..", "demo", "articles"),
    path.join(here, "..", "..", "..", "..", "demo", "articles"),
  ];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`Demo articles folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Every demo article, in file name order. A malformed file stops the seed with its name and the field. */
export function readDemoArticles(folder = demoArticlesFolder()): DemoArticle[] {
  const names = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort();
  return names.map((name) => parseDemoArticle(name, fs.readFileSync(path.join(folder, name), "utf8")));
}

export function parseDemoArticle(file: string, source: string): DemoArticle {
  const match = DEMO_ARTICLE_FILE.exec(file);
  if (!match) throw new FrontMatterError(`${file}: name the file NNN-slug.md (three digits, then the slug)`);
  const { data, body } = parseMarkdownDocument(file, source);
  const fields = new Fields(file, data);
  const article: DemoArticle = {
    title: fields.text("title"),
    category: fields.category("category"),
    author: fields.text("author"),
    daysAgo: fields.number("daysAgo"),
    excerpt: fields.text("excerpt"),
    body,
  };
  const featured = fields.optionalFlag("featured");
  if (featured !== undefined) article.featured = featured;
  const draft = fields.optionalFlag("draft");
  if (draft !== undefined) article.draft = draft;
  const comments = fields.optionalList("comments");
  if (comments) article.comments = comments.map((item, i) => readComment(file, `comments[${i}]`, item));
  fields.rejectOthers();
  if (!body) throw new FrontMatterError(`${file}: the article has no body after the front matter`);
  if (match[2] !== slugify(article.title)) {
    throw new FrontMatterError(`${file}: the title's slug is "${slugify(article.title)}": rename the file to match`);
  }
  return article;
}

function readComment(file: string, where: string, data: FrontMatter): DemoComment {
  const fields = new Fields(file, data, `${where}.`);
  const comment: DemoComment = {
    name: fields.text("name"),
    body: fields.text("body"),
    status: fields.status("status"),
    hoursAfter: fields.number("hoursAfter"),
  };
  if (data.email !== undefined) comment.email = fields.text("email");
  const replies = fields.optionalList("replies");
  if (replies) comment.replies = replies.map((item, i) => readComment(file, `${where}.replies[${i}]`, item));
  fields.rejectOthers();
  return comment;
}

/** Takes typed fields out of one front-matter mapping, naming the file and field when one is wrong. */
class Fields {
  private readonly taken = new Set<string>();
  constructor(
    private readonly file: string,
    private readonly data: FrontMatter,
    private readonly prefix = "",
  ) {}

  text(key: string): string {
    const value = this.take(key, "text");
    if (typeof value !== "string" || value === "") this.fail(key, "must be text");
    return value;
  }

  number(key: string): number {
    const value = this.take(key, "a number");
    if (typeof value !== "number" || value < 0) this.fail(key, "must be a number, 0 or more");
    return value;
  }

  category(key: string): CategorySlug {
    const value = this.take(key, "a category");
    const known = CATEGORY_SLUGS.find((slug) => slug === value);
    if (!known) this.fail(key, `must be one of ${CATEGORY_SLUGS.join(", ")}`);
    return known;
  }

  status(key: string): DemoComment["status"] {
    const value = this.take(key, "a status");
    if (value !== "published" && value !== "pending") this.fail(key, "must be published or pending");
    return value;
  }

  optionalFlag(key: string): boolean | undefined {
    if (this.data[key] === undefined) return undefined;
    const value = this.take(key, "true or false");
    if (typeof value !== "boolean") this.fail(key, "must be true or false");
    return value;
  }

  optionalList(key: string): FrontMatter[] | undefined {
    if (this.data[key] === undefined) return undefined;
    const value = this.take(key, "a list");
    if (!Array.isArray(value)) this.fail(key, "must be a list of items");
    return value;
  }

  rejectOthers(): void {
    const other = Object.keys(this.data).find((key) => !this.taken.has(key));
    if (other) throw new FrontMatterError(`${this.file}: unknown field "${this.prefix}${other}"`);
  }

  private take(key: string, what: string): FrontMatterValue {
    const value = this.data[key];
    if (value === undefined) this.fail(key, `is missing (${what})`);
    this.taken.add(key);
    return value;
  }

  private fail(key: string, message: string): never {
    throw new FrontMatterError(`${this.file}: field "${this.prefix}${key}" ${message}`);
  }
}
