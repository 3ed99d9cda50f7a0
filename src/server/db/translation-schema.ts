import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";
import { articles } from "./schema.js";

/**
 * The translation tables (issue 43): the engines' cache, the newsroom's term base and its imports, the
 * translation memory and what editors changed in each segment. Re-exported by schema.ts, so the rest of
 * the server and drizzle-kit read every table from there.
 */

/** Machine translations cached for 24 hours; key is a SHA-256 of provider and source text. */
export const translations = pgTable(
  "translations",
  {
    key: text("key").primaryKey(),
    provider: text("provider").notNull(),
    sourceText: text("source_text").notNull(),
    translatedText: text("translated_text").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("translations_created_idx").on(t.createdAt)],
);

/**
 * The newsroom's term base (migration 0027, issue 43): how a Swedish name or term is written in English.
 * `swedishKey` is the Swedish in lower case with single spaces: one term per name, whatever its case.
 */
export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    swedish: text("swedish").notNull(),
    swedishKey: text("swedish_key").notNull(),
    english: text("english").notNull(),
    keep: boolean("keep").notNull().default(false),
    place: boolean("place").notNull().default(false),
    note: text("note").notNull().default(""),
    updatedBy: text("updated_by"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("terms_swedish_key_idx").on(t.swedishKey)],
);

/**
 * What changed the term base in bulk: the starter set's one load, and each import (TBX or CSV), with its
 * counts. Its newest row and the terms' newest change make the term base's version.
 */
export const termImports = pgTable(
  "term_imports",
  {
    id: serial("id").primaryKey(),
    /** "starter", "tbx" or "csv". */
    kind: text("kind").notNull(),
    added: integer("added").notNull(),
    updated: integer("updated").notNull(),
    importedBy: text("imported_by"),
    importedAt: timestamptz("imported_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("term_imports_starter_idx").on(t.kind).where(sql`${t.kind} = 'starter'`)],
);

/**
 * The translation memory (migration 0028, issue 43, ADR 0033): each Swedish segment of a published desk
 * article with the English readers got, the engine's own English, and who fixed it. `sourceKey` is the
 * Swedish normalised for case, spacing and punctuation (translation-memory/segments.ts): one unit per
 * segment, the latest publication's.
 */
export const translationUnits = pgTable(
  "translation_units",
  {
    id: serial("id").primaryKey(),
    sourceKey: text("source_key").notNull(),
    swedish: text("swedish").notNull(),
    english: text("english").notNull(),
    engineEnglish: text("engine_english").notNull(),
    /** The engine that made `engineEnglish` ("dictionary", "deepl", …). */
    engine: text("engine").notNull(),
    /** The wire source the article came from (its `sourceName`). */
    sourceName: text("source_name"),
    articleId: integer("article_id").references((): AnyPgColumn => articles.id, { onDelete: "set null" }),
    /** Who saved the published English (the revision's `savedBy`); null for an imported unit. */
    fixedBy: text("fixed_by"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("translation_units_source_key_idx").on(t.sourceKey),
    // Near matches are found by trigram similarity first (pg_trgm, migration 0001).
    index("translation_units_source_trgm_idx").using("gin", sql`${t.sourceKey} gin_trgm_ops`),
  ],
);

/**
 * What editors changed in each published desk article's segments (migration 0028, issue 43): the engine's
 * English against what readers got, for the Analytics screen. An article's rows are replaced at each
 * publication or correction, so each segment counts once, as it stands.
 */
export const translationReviews = pgTable(
  "translation_reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleId: integer("article_id").references((): AnyPgColumn => articles.id, { onDelete: "cascade" }),
    sourceName: text("source_name"),
    engine: text("engine").notNull(),
    fromMemory: boolean("from_memory").notNull(),
    /** chrF (0–100) of the engine's English against the published English. */
    chrf: real("chrf").notNull(),
    /** Word edits (insertions, deletions, substitutions) per published word. */
    wordEditRate: real("word_edit_rate").notNull(),
    words: integer("words").notNull(),
    /** The terms (their Swedish) whose English the published text has and the engine's had not. */
    termsCorrected: text("terms_corrected").array().notNull().default(sql`'{}'`),
    reviewedAt: timestamptz("reviewed_at").notNull().defaultNow(),
  },
  (t) => [
    index("translation_reviews_reviewed_at_idx").on(t.reviewedAt),
    index("translation_reviews_article_idx").on(t.articleId),
  ],
);
