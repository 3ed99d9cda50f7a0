import type { BodyNode } from "article-markup";
import type { Article, ArticleList } from "./schemas/article.js";
import type { Category } from "./schemas/category.js";
import type { PublicComment } from "./schemas/comment.js";
import type { Settings } from "./schemas/setting.js";

export interface PublicAd {
  key: string;
  enabled: boolean;
  html: string | null;
}

/**
 * An article's body as the server rendered it (plain text or Markdown, see packages/article-markup): its
 * blocks as a tree of safe elements for React, its reading time, and its first words for a description.
 */
export interface RenderedBody {
  blocks: BodyNode[];
  readingMinutes: number;
  summary: string;
}

export interface ArticleFilter {
  featured?: boolean;
  categoryId?: number;
  excludeId?: number;
}

/**
 * What server-rendered pages may read, in-process, without calling our own HTTP API. The server
 * implements it over its services; the web app only knows this contract. Only public data: published
 * articles whose time has come, approved comments, enabled ads.
 */
export interface ReaderApi {
  settings(): Promise<Settings>;
  categories(): Promise<Category[]>;
  category(slug: string): Promise<Category | null>;
  articles(filter: ArticleFilter, page: { page: number; limit: number }): Promise<ArticleList>;
  /** A published article with its body rendered. */
  article(slug: string): Promise<(Article & { rendered: RenderedBody }) | null>;
  /** The newest other articles in the article's category, with no total counted. */
  related(article: Pick<Article, "id" | "categoryId">, limit: number): Promise<Article[]>;
  /** Approved comments of an article that `article()` returned. */
  comments(articleId: number): Promise<PublicComment[]>;
  search(query: string, page: { page: number; limit: number }): Promise<ArticleList & { correctedQuery?: string }>;
  ad(key: string): Promise<PublicAd | null>;
  /** The most read published articles of today and yesterday (UTC), most first (issue 31). */
  mostRead(limit: number): Promise<Article[]>;
}

/** The React Router load context the server passes to every loader. */
export interface PageContext {
  reader: ReaderApi;
  /** Public origin, for canonical links and social previews. */
  publicUrl: string;
  /** Per-response nonce for inline scripts (Content-Security-Policy). */
  nonce: string;
  /** The Google News feed URL the widget asks the RSS proxy for (GOOGLE_NEWS_URL). */
  googleNewsUrl: string;
  /** Whether readers can subscribe to the newsletter (issue 31): only when the site can send e-mail (SMTP_URL). */
  newsletterSignup: boolean;
  /** The reader pages' island script and what it imports (ADR 0021); null without a reader build. */
  readerScripts: ReaderScripts | null;
}

/** The reader build's entry script and the scripts it imports, as `/assets/` URLs (reader-manifest.json). */
export interface ReaderScripts {
  entry: string;
  /** Its static imports, transitively: preloaded beside it. */
  preload: string[];
}
