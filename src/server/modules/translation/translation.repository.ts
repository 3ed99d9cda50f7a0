import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { translations } from "../../db/schema.js";

export interface StoredTranslation {
  key: string;
  provider: string;
  sourceText: string;
  translatedText: string;
  createdAt: Date;
}

export function createTranslationRepository(db: Db) {
  return {
    /** Translations stored after `since`, by key. */
    async findFresh(keys: string[], since: Date): Promise<Map<string, string>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: translations.key, translatedText: translations.translatedText })
        .from(translations)
        .where(and(inArray(translations.key, keys), gt(translations.createdAt, since)));
      return new Map(rows.map((r) => [r.key, r.translatedText]));
    },
    /** Inserts or refreshes rows (another process may have stored the same key meanwhile). */
    async save(rows: StoredTranslation[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(translations)
        .values(rows)
        .onConflictDoUpdate({
          target: translations.key,
          set: { translatedText: sql`excluded.translated_text`, createdAt: sql`excluded.created_at` },
        });
    },
    async purgeOlderThan(before: Date): Promise<void> {
      await db.delete(translations).where(lt(translations.createdAt, before));
    },
  };
}
export type TranslationRepository = ReturnType<typeof createTranslationRepository>;
