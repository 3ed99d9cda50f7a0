import type { NearMatch, TranslationAnalytics } from "#shared/schemas/translation-memory.js";
import type { SourceMemoryMark } from "../../db/schema.js";
import { badRequest, notFound } from "../../http-error.js";
import type { MemoryRepository, TranslationUnitRow, TranslationUnitWrite } from "./memory.repository.js";
import { NO_TERMS, type TermBase } from "../translation/term-base.js";
import { reviewSegment, type SegmentReview } from "./reviews.js";
import { alignBlocks, bodyParagraphs, editSimilarity, segmentKey } from "./segments.js";
import { readTmx, TmxError, writeTmx } from "./tmx.js";

/** A remembered segment offered for one that is only like it: from this likeness up (issue 43: 90 %). */
export const NEAR_MATCH_MIN = 0.9;
/** Rows the memory screen lists at most; its search narrows them. */
const LIST_LIMIT = 200;
export const UNIT_NOT_FOUND = "Translation unit not found";
/** The engine name of a segment whose English the memory gave (wire-draft.ts marks its blocks so). */
export const MEMORY_ENGINE = "memory";
/** Units one TMX import takes at most. */
const IMPORT_MAX_UNITS = 50_000;

export interface RecalledSegment extends SourceMemoryMark {
  english: string;
}

export const toUnit = (row: TranslationUnitRow) => ({
  id: row.id,
  swedish: row.swedish,
  english: row.english,
  engineEnglish: row.engineEnglish,
  engine: row.engine,
  sourceName: row.sourceName,
  articleId: row.articleId,
  fixedBy: row.fixedBy,
  fixed: row.english !== row.engineEnglish,
  updatedAt: row.updatedAt.toISOString(),
});

const markOf = (row: TranslationUnitRow): RecalledSegment => ({
  unitId: row.id,
  english: row.english,
  fixedBy: row.fixedBy,
  fixed: row.english !== row.engineEnglish,
  engineEnglish: row.engineEnglish,
});

/**
 * The translation memory (issue 43, ADR 0033): when a desk article is published, each of its Swedish
 * segments (the title and each block of the source) is remembered with the English readers got, found by
 * aligning the published body back to the draft's blocks; the next draft with the same segment takes that
 * English before any engine, and one only like it is offered to the editor.
 */
export function createMemoryService(
  repository: MemoryRepository,
  options: { engineName: () => string; termBase?: () => Promise<TermBase> },
) {
  return {
    /** Remembers a published desk article's segments; an article without a Swedish source has none. */
    async rememberPublished(articleId: number): Promise<number> {
      const article = await repository.publishedDeskArticle(articleId);
      if (!article?.published) return 0;
      const { terms } = (await options.termBase?.().catch(() => undefined)) ?? NO_TERMS;
      const units: TranslationUnitWrite[] = [];
      const reviews: SegmentReview[] = [];
      const unit = (swedish: string, english: string, engineEnglish: string, engine: string) => {
        if (!segmentKey(swedish) || !english.trim()) return;
        reviews.push(
          reviewSegment(
            { swedish, engineEnglish, published: english, engine, fromMemory: engine === MEMORY_ENGINE },
            terms,
          ),
        );
        units.push({
          sourceKey: segmentKey(swedish),
          swedish,
          english,
          engineEnglish,
          engine,
          sourceName: article.sourceName,
          articleId,
          fixedBy: article.savedBy,
        });
      };
      unit(
        article.swedishTitle,
        article.title,
        article.titleMemory?.engineEnglish ?? article.englishTitle,
        article.titleMemory ? MEMORY_ENGINE : options.engineName(),
      );
      const engineEnglish = article.blocks.map((block) => block.memory?.engineEnglish ?? block.english);
      const published = bodyParagraphs(article.body);
      for (const [block, paragraph] of alignBlocks(engineEnglish, published)) {
        const source = article.blocks[block]!;
        unit(source.swedish, published[paragraph]!, engineEnglish[block]!, source.engine ?? options.engineName());
      }
      // One unit per segment: a segment twice in one article is remembered once, as it is last.
      const bySegment = new Map(units.map((row) => [row.sourceKey, row]));
      await repository.upsert([...bySegment.values()]);
      await repository.replaceReviews(articleId, article.sourceName, reviews);
      return bySegment.size;
    },

    /** The remembered English of each segment that has some, by the segment as given. */
    async recall(segments: readonly string[]): Promise<Map<string, RecalledSegment>> {
      const keys = new Map(segments.map((segment) => [segment, segmentKey(segment)]));
      const found = await repository.byKeys([...new Set(keys.values())].filter(Boolean));
      const recalled = new Map<string, RecalledSegment>();
      for (const [segment, key] of keys) {
        const row = found.get(key);
        if (row) recalled.set(segment, markOf(row));
      }
      return recalled;
    },

    /** Remembered segments at least 90 % like this one (not the same one), likest first. */
    async nearMatches(swedish: string): Promise<NearMatch[]> {
      const key = segmentKey(swedish);
      if (!key) return [];
      const candidates = await repository.nearCandidates(key);
      return candidates
        .map((row) => ({ row, similarity: editSimilarity(key, row.sourceKey, NEAR_MATCH_MIN) }))
        .filter(({ similarity }) => similarity >= NEAR_MATCH_MIN && similarity < 1)
        .sort((a, b) => b.similarity - a.similarity)
        .map(({ row, similarity }) => ({
          unitId: row.id,
          swedish: row.swedish,
          english: row.english,
          similarity: Math.round(similarity * 1000) / 1000,
          fixedBy: row.fixedBy,
        }));
    },

    /** What editors changed in the last `days` days (the Analytics screen's translation part). */
    async translationAnalytics(days: number): Promise<TranslationAnalytics> {
      const { engines, terms } = await repository.translationAnalytics(days);
      const segments = engines.reduce((sum, row) => sum + row.segments, 0);
      const fromMemory = engines
        .filter((row) => row.engine === MEMORY_ENGINE)
        .reduce((sum, row) => sum + row.segments, 0);
      const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
      return {
        days,
        engines: engines.map((row) => ({ ...row, chrf: round(row.chrf, 1), wordEditRate: round(row.wordEditRate, 3) })),
        memory: { segments, fromMemory, share: segments === 0 ? 0 : round(fromMemory / segments, 3) },
        termsCorrected: terms,
      };
    },

    async list(q?: string) {
      const [rows, total] = await Promise.all([repository.list(q, LIST_LIMIT), repository.count()]);
      return { items: rows.map(toUnit), total };
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw notFound(UNIT_NOT_FOUND);
    },

    async exportTmx(): Promise<string> {
      return writeTmx((await repository.all()).map(toUnit));
    },

    /** Reads a TMX file's Swedish–English units into the memory; a segment remembered already takes the file's. */
    async importTmx(text: string, by: string) {
      let units: ReturnType<typeof readTmx>;
      try {
        units = readTmx(text);
      } catch (error) {
        if (error instanceof TmxError) throw badRequest(error.message);
        throw error;
      }
      const usable = units.filter((unit) => segmentKey(unit.swedish) && unit.english.trim());
      if (usable.length === 0) throw badRequest("The file has no Swedish–English translation units");
      if (usable.length > IMPORT_MAX_UNITS) {
        throw badRequest(`The file has ${usable.length} units: at most ${IMPORT_MAX_UNITS} are taken at once`);
      }
      const bySegment = new Map(
        usable.map((unit) => [
          segmentKey(unit.swedish),
          {
            sourceKey: segmentKey(unit.swedish),
            swedish: unit.swedish,
            english: unit.english,
            engineEnglish: unit.engineEnglish ?? unit.english,
            engine: unit.engine ?? "import",
            sourceName: null,
            articleId: null,
            fixedBy: unit.fixedBy ?? by,
          } satisfies TranslationUnitWrite,
        ]),
      );
      await repository.upsert([...bySegment.values()]);
      return { imported: bySegment.size, skipped: units.length - usable.length };
    },
  };
}
export type MemoryService = ReturnType<typeof createMemoryService>;
