import { type Role, seesEveryArticle } from "#shared/roles.js";
import { HttpError } from "../../http-error.js";

/**
 * Who is saving or reading an article, for the roles' article rows (issue 32): contributors and authors
 * work only on their own; contributors never publish, nor change or delete what is published; only editors
 * delete published work. Calls without a writer (the desk's drafts, seeds, tools) are the newsroom's own.
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
 * Refuses (403, with the reason) what `writer` may not do to `article`; `publishes` when the save would
 * leave it published or scheduled.
 */
export function checkArticleAccess(
  writer: Writer | undefined,
  article: OwnedArticle | undefined,
  action: ArticleAction,
  publishes = false,
): void {
  const refusal = writer && articleRefusal(writer, article, action, publishes);
  if (refusal) throw new HttpError(403, refusal);
}

function articleRefusal(
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
