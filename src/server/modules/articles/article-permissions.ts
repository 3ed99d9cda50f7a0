import { type ArticleAction, articleRefusal, type OwnedArticle, type Writer } from "#shared/article-permissions.js";
import { HttpError } from "../../http-error.js";

/**
 * Refuses (403, with the reason) what `writer` may not do to `article` under the shared rule
 * (src/shared/article-permissions.ts); `publishes` when the save would leave it published or scheduled.
 * Calls without a writer (the desk's drafts, seeds, tools) are the newsroom's own.
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
