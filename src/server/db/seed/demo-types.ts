import type { CategorySlug } from "#shared/constants.js";

/** A demo comment; replies nest (the demo goes two levels deep). */
export interface DemoComment {
  name: string;
  email?: string;
  body: string;
  /** Approved comments are shown to readers; pending ones wait in the moderation queue. */
  status: "published" | "pending";
  /** Hours after the article's publication that the comment was posted. */
  hoursAfter: number;
  replies?: DemoComment[];
}

/** One demo article (a file in demo/articles/, read by demo-articles.ts). Its slug is its title's. */
export interface DemoArticle {
  title: string;
  category: CategorySlug;
  author: string;
  /** How long ago it was published (fractions allowed: 0.25 = six hours ago). */
  daysAgo: number;
  featured?: boolean;
  /** A draft is saved unpublished, with no publication date. */
  draft?: boolean;
  excerpt: string;
  /** Paragraphs separated by one blank line ("\n\n"). */
  body: string;
  comments?: DemoComment[];
}
