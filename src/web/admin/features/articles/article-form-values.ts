import { type Article, type ArticleInput, articleInput, type BodyFormat } from "#shared/schemas/article.js";

/** How an input holds a value: checkboxes a boolean, the format's select a format, every other input text. */
type FormValue<T> = T extends boolean ? boolean : T extends BodyFormat ? BodyFormat : string;

/**
 * The article dialog's state: every field of the article's input (the shared schema's `articleInput`, so a
 * field added there is a field here) as the inputs hold it: strings for text, select and date (the
 * publication date a datetime-local value, local time at minute precision, or "").
 */
export type ArticleFormValues = { [K in keyof ArticleInput]-?: FormValue<NonNullable<ArticleInput[K]>> };

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  body: "",
  // A copy kept before formats existed was plain text.
  bodyFormat: "text",
  author: "",
  categoryId: "",
  heroImage: "",
  // The hero picture's alt text, and the caption and credit shown under it.
  heroAlt: "",
  heroCaption: "",
  heroCredit: "",
  thumbImage: "",
  featured: false,
  published: false,
  publishedAt: "",
  // Credit for an article based on another publication's: "Originally published in Swedish by …".
  sourceName: "",
  sourceUrl: "",
};

/**
 * A new article's starting values: its author is the signed-in staff member, until changed, and it is
 * written in Markdown (the toolbar's format; plain paragraphs read the same in both).
 */
export function newArticleValues(author: string | undefined): ArticleFormValues {
  return { ...EMPTY_ARTICLE, bodyFormat: "markdown", author: author ?? "" };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** ISO instant → the datetime-local value in the browser's time zone, at minute precision. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local value (read as local time) → ISO instant, or null when empty or unreadable. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function valuesFromArticle(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt ?? "",
    body: article.body ?? "",
    bodyFormat: article.bodyFormat,
    author: article.author,
    categoryId: article.categoryId ? String(article.categoryId) : "",
    heroImage: article.heroImage ?? "",
    heroAlt: article.heroAlt ?? "",
    heroCaption: article.heroCaption ?? "",
    heroCredit: article.heroCredit ?? "",
    thumbImage: article.thumbImage ?? "",
    featured: article.featured,
    published: article.published,
    publishedAt: toLocalInput(article.publishedAt),
    sourceName: article.sourceName ?? "",
    sourceUrl: article.sourceUrl ?? "",
  };
}

export type ArticleField = keyof ArticleFormValues;

export type ValidationResult =
  | { ok: true; payload: Omit<ArticleInput, "publishedAt"> & { publishedAt: string | null } }
  | { ok: false; field: ArticleField | undefined; message: string };

/** Validates with the shared schema (SPEC 5): the first failing rule's message, and which field it is. */
export function validateArticle(values: ArticleFormValues): ValidationResult {
  const raw = { ...values, publishedAt: values.publishedAt ? (fromLocalInput(values.publishedAt) ?? "invalid") : null };
  const result = articleInput.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      ok: false,
      field: issue?.path[0] as ArticleField | undefined,
      message: issue?.message ?? "Invalid input",
    };
  }
  return { ok: true, payload: { ...result.data, publishedAt: result.data.publishedAt?.toISOString() ?? null } };
}
