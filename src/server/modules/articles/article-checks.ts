import { parseBody } from "article-markup";
import { isPlaceholderAlt } from "#shared/alt-text.js";
import type { BodyFormat } from "#shared/schemas/article.js";
import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import type { TermEntry } from "#shared/schemas/term.js";
import type { TermBase } from "../translation/term-base.js";
import { termsIn, writesEnglish } from "../translation/term-matching.js";
import { swedishWordsIn } from "../translation/untranslated-words.js";

/** What the checks read of an article, saved or about to be. */
export interface CheckedArticle {
  /** Its title, when known (the term check reads it with the excerpt and body). */
  title?: string;
  body: string;
  bodyFormat: BodyFormat;
  excerpt: string | null;
  heroImage: string | null;
  heroAlt?: string | null;
}

/**
 * The Swedish words the translation of an article left in `body` (the desk's wire/article-sources.ts answers it from the
 * article's stored Swedish source); undefined for an article without a source.
 */
export type UntranslatedWordsOf = (articleId: number, body: string) => Promise<string[] | undefined>;

/** What the translation checks read besides the article (issue 43); each absent: that check finds nothing. */
export interface TranslationChecks {
  untranslatedWordsOf?: UntranslatedWordsOf;
  /** The Swedish a desk article was translated from (its title and blocks); undefined: none. */
  swedishOf?: (articleId: number) => Promise<string | undefined>;
  termBase?: () => Promise<TermBase>;
}

/**
 * The Swedish words left in an article with no Swedish source to compare with (a hand-written one), in
 * its title, excerpt and body; the term base's kept names are written in Swedish on purpose.
 */
const swedishWithoutSource = (article: CheckedArticle, terms: readonly TermEntry[]) =>
  swedishWordsIn([article.title ?? "", article.excerpt ?? "", article.body].join("\n"), terms);

/**
 * The terms a desk article's Swedish names whose English its text does not write (issue 43): "the
 * source names Trafikverket" and the text has no "Swedish Transport Administration".
 */
function termsMissing(article: CheckedArticle, swedish: string, terms: readonly TermEntry[]): TermEntry[] {
  const english = [article.title ?? "", article.excerpt ?? "", article.body].join("\n");
  return termsIn(swedish, terms).filter((term) => !term.keep && !writesEnglish(english, term));
}

/** `<img …>` written as HTML: Markdown bodies show it as text (no raw HTML), but it was meant as a picture. */
const HTML_IMG = /<img\b[^>]*>/gi;
const HTML_ALT = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Every picture's alt text in a body: Markdown images, and `<img>` tags in a Markdown body (undefined: no alt). */
function altTexts({ body, bodyFormat }: Pick<CheckedArticle, "body" | "bodyFormat">): (string | undefined)[] {
  if (bodyFormat !== "markdown") return [];
  const alts: (string | undefined)[] = parseBody(body, "markdown")
    .images()
    .map((image) => image.alt);
  for (const tag of body.match(HTML_IMG) ?? []) {
    const match = HTML_ALT.exec(tag);
    alts.push(match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined);
  }
  return alts;
}

const quoted = (texts: string[]) => texts.map((t) => `"${t}"`).join(", ");
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The placeholder alt texts of a body and its hero picture, each once, trimmed. */
export function placeholderAlts(article: CheckedArticle): string[] {
  const found = altTexts(article).filter((alt): alt is string => alt !== undefined && isPlaceholderAlt(alt));
  if (article.heroImage && article.heroAlt && isPlaceholderAlt(article.heroAlt)) found.push(article.heroAlt);
  return [...new Set(found.map((alt) => alt.trim()))];
}

/** Why publishing is refused, or null when it may go ahead: the one rule that blocks (placeholder alt text). */
export function publishRefusal(article: CheckedArticle): string | null {
  const placeholders = placeholderAlts(article);
  if (placeholders.length === 0) return null;
  return `Replace the placeholder alt text ${quoted(placeholders)} before publishing`;
}

/** Every problem found, errors first: what the editor shows before publishing. */
export async function checkArticle(
  article: CheckedArticle,
  articleId: number | null,
  translation: TranslationChecks = {},
): Promise<ArticleCheck[]> {
  const checks: ArticleCheck[] = [];
  const placeholders = placeholderAlts(article);
  if (placeholders.length > 0)
    checks.push({
      kind: "image-alt-placeholder",
      severity: "error",
      message: publishRefusal(article)!,
      words: placeholders,
    });
  const missing = altTexts(article).filter((alt) => alt === undefined || alt.trim() === "").length;
  if (missing > 0)
    checks.push({
      kind: "image-alt-missing",
      severity: "warning",
      message: `${missing} ${plural(missing, "picture in the text has", "pictures in the text have")} no alt text: screen readers cannot say what ${plural(missing, "it shows", "they show")}`,
    });
  const { terms } = (await translation.termBase?.().catch(() => undefined)) ?? { terms: [] };
  const fromSource = articleId !== null ? await translation.untranslatedWordsOf?.(articleId, article.body) : undefined;
  const words = fromSource ?? swedishWithoutSource(article, terms);
  if (words.length > 0)
    checks.push({
      kind: "untranslated-words",
      severity: "warning",
      message: `Swedish ${plural(words.length, "word", "words")} left untranslated: ${quoted(words)}`,
      words,
    });
  const swedish = articleId !== null ? await translation.swedishOf?.(articleId) : undefined;
  const missingTerms = swedish ? termsMissing(article, swedish, terms) : [];
  if (missingTerms.length > 0)
    checks.push({
      kind: "term-missing",
      severity: "warning",
      message: `The source names ${missingTerms
        .map((term) => `${term.swedish}: write it as "${term.english}"`)
        .join("; ")}`,
      words: missingTerms.map((term) => term.swedish),
    });
  if (!article.excerpt?.trim())
    checks.push({
      kind: "no-excerpt",
      severity: "warning",
      message: "No excerpt: lists and link previews will show the start of the text instead",
    });
  if (article.heroImage && !article.heroAlt?.trim())
    checks.push({
      kind: "hero-alt-missing",
      severity: "warning",
      message: "The hero image has no alt text: screen readers will read the title instead",
    });
  return checks;
}
