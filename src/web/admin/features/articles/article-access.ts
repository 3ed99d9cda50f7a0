import {
  type ArticleAction,
  listedFor,
  mayWorkOn,
  type OwnedArticle,
  type Writer,
} from "#shared/article-permissions.js";
import type { Article } from "#shared/schemas/article.js";

/**
 * What the shared rule (src/shared/article-permissions.ts) reads of an article the admin shows. The API's
 * article carries no `createdBy` (src/shared/schemas/article.ts), and needs none here: a writer who does not
 * see every article is listed and shown only their own (`listedFor` filters the list, and the server
 * answers 403 to opening another's), and for one who does, the rule does not look at the owner.
 */
function shownArticle(writer: Writer, article: Pick<Article, "published">): OwnedArticle {
  return { createdBy: listedFor(writer) ?? null, published: article.published };
}

/**
 * Whether the signed-in writer may do `action` to `article` (null: a new one), by the rule the server refuses
 * with; `publishes` when the save would leave it published or scheduled. Nobody signed in may do nothing.
 */
export function mayWorkOnShown(
  writer: Writer | null | undefined,
  article: Pick<Article, "published"> | null,
  action: ArticleAction,
  publishes = false,
): boolean {
  if (!writer) return false;
  return mayWorkOn(writer, article ? shownArticle(writer, article) : undefined, action, publishes);
}
