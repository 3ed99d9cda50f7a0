import { eq } from "drizzle-orm";
import type { ArticleSource } from "#shared/schemas/article-source.js";
import type { NearMatch } from "#shared/schemas/translation-memory.js";
import type { Db } from "../../db/client.js";
import { articleSources, articles, type SourceBlock, type SourceMemoryMark } from "../../db/schema.js";
import { notFound } from "../../http-error.js";
import { untranslatedWords } from "../translation/untranslated-words.js";

export const NO_SOURCE = "This article was not made from a wire item, so it has no Swedish source";

export interface ArticleSourceWrite {
  articleId: number;
  sourceUrl: string;
  swedishTitle: string;
  englishTitle: string;
  blocks: SourceBlock[];
  /** The title's translation memory mark, when the title came from the memory. */
  titleMemory?: SourceMemoryMark | null;
  categoryReason: string | null;
}

const wordsOf = (text: string) => text.toLocaleLowerCase("sv").match(/[\p{L}\p{M}]+/gu) ?? [];

/**
 * The Swedish source of each desk article (migration 0014): stored when the draft is made, read by the
 * editor's side-by-side view and by the checks before publishing (`untranslatedWordsOf`).
 */
export function createArticleSources(
  db: Db,
  /** Remembered segments like a Swedish one (the translation memory's near matches), for the panel. */
  nearMatches: (swedish: string) => Promise<NearMatch[]> = async () => [],
) {
  async function find(articleId: number) {
    const [row] = await db
      .select({ id: articles.id, source: articleSources })
      .from(articles)
      .leftJoin(articleSources, eq(articleSources.articleId, articles.id))
      .where(eq(articles.id, articleId))
      .limit(1);
    return row;
  }

  return {
    async save(source: ArticleSourceWrite): Promise<void> {
      await db.insert(articleSources).values(source);
    },

    /** The source's blocks paired with their translations; 404 for an unknown article or one with no source. */
    async forArticle(articleId: number): Promise<ArticleSource> {
      const row = await find(articleId);
      if (!row) throw notFound("Article not found");
      if (!row.source) throw notFound(NO_SOURCE);
      const { source } = row;
      // A segment the memory gave needs no offer; the others get the remembered ones like them.
      const near = (swedish: string, memory: SourceMemoryMark | null | undefined) =>
        memory ? Promise.resolve([]) : nearMatches(swedish).catch(() => []);
      const [titleNear, ...blocksNear] = await Promise.all([
        near(source.swedishTitle, source.titleMemory),
        ...source.blocks.map((block) => near(block.swedish, block.memory)),
      ]);
      return {
        articleId,
        sourceUrl: source.sourceUrl,
        title: {
          swedish: source.swedishTitle,
          english: source.englishTitle,
          untranslated: untranslatedWords(source.swedishTitle, source.englishTitle),
          memory: source.titleMemory ?? null,
          nearMatches: titleNear!,
        },
        blocks: source.blocks.map((block, i) => ({
          kind: block.kind,
          swedish: block.swedish,
          english: block.english,
          untranslated: untranslatedWords(block.swedish, block.english),
          memory: block.memory ?? null,
          nearMatches: blocksNear[i]!,
        })),
        categoryReason: source.categoryReason,
        createdAt: source.createdAt.toISOString(),
      };
    },

    /**
     * The Swedish words the translator left in a desk article that are still in `body` (its current text,
     * perhaps edited since): lower-case, each once, in the source's order. Undefined for an article with no
     * source (the checks then look for Swedish in the text itself).
     */
    async untranslatedWordsOf(articleId: number, body: string): Promise<string[] | undefined> {
      const [row] = await db
        .select({ blocks: articleSources.blocks })
        .from(articleSources)
        .where(eq(articleSources.articleId, articleId))
        .limit(1);
      if (!row) return undefined;
      const left = new Set(row.blocks.flatMap((block) => untranslatedWords(block.swedish, block.english)));
      const inBody = new Set(wordsOf(body));
      return [...left].filter((word) => inBody.has(word));
    },

    /** The Swedish a desk article was translated from: its title and blocks; undefined with no source. */
    async swedishOf(articleId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ title: articleSources.swedishTitle, blocks: articleSources.blocks })
        .from(articleSources)
        .where(eq(articleSources.articleId, articleId))
        .limit(1);
      return row ? [row.title, ...row.blocks.map((block) => block.swedish)].join("\n\n") : undefined;
    },
  };
}
export type ArticleSources = ReturnType<typeof createArticleSources>;
