import { type Role, seesEveryArticle } from "./roles.js";

/**
 * Who is saving or reading an article, for the roles' article rows (issue 32): contributors and authors
 * work only on their own; contributors never publish, nor change or delete what is published; only editors
 * delete published work. Calls without a writer (the desk's drafts, seeds, tools) are the newsroom's own.
 * One rule for both sides: the server holds people to it, the admin shows only what it allows.
 */
export interface Writer {
  id: number;
  role: Role;
}

export const NOT_YOURS = "You can only work on articles you wrote";
export const CONTRIBUTORS_CANNOT_PUBLISH = "Contributors cannot publish: save the article as a draft for an editor";
export const CONTRIBUTORS_CANNOT_CHANGE_PUBLISHED =
  "Contributors cannot change a published or scheduled article: ask an editor";
export const ONLY_EDITORS_DELETE_PUBLISHED =
  "Only editors delete a published or scheduled article: unpublish it first, or ask an editor";

export type ArticleAction = "read" | "save" | "delete";

/** What the rules look at: the stored article (none for a new one). */
export interface OwnedArticle {
  createdBy: number | null;
  published: boolean;
}

/**
 * Why `writer` may not do `action` to `article` (none for a new one), or undefined when they may;
 * `publishes` when a save would leave it published or scheduled. The server refuses with this reason
 * (403, articles/article-permissions.ts); the admin uses it to offer only what the server allows.
 */
export function articleRefusal(
  writer: Writer,
  article: OwnedArticle | undefined,
  action: ArticleAction,
  publishes: boolean,
): string | undefined {
  if (seesEveryArticle(writer.role)) return undefined;
  if (article && article.createdBy !== writer.id) return NOT_YOURS;
  if (action === "read") return undefined;
  if (writer.role === "contributor") {
    if (article?.published) return CONTRIBUTORS_CANNOT_CHANGE_PUBLISHED;
    if (publishes) return CONTRIBUTORS_CANNOT_PUBLISH;
  }
  if (action === "delete" && article?.published) return ONLY_EDITORS_DELETE_PUBLISHED;
  return undefined;
}

/** The articles a writer's lists show: their own, unless they see every article. */
export const listedFor = (writer: Writer | undefined): number | undefined =>
  writer && !seesEveryArticle(writer.role) ? writer.id : undefined;

/** Whether `writer` may do `action` to `article` (the admin's buttons; the server refuses the rest). */
export const mayWorkOn = (
  writer: Writer,
  article: OwnedArticle | undefined,
  action: ArticleAction,
  publishes = false,
): boolean => articleRefusal(writer, article, action, publishes) === undefined;
