import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROLES } from "../../shared/roles.js";

import { timestamptz, tsvector } from "./columns.js";

/**
 * An article's content: the columns an article and each of its revisions have, listed once (ADR 0029).
 * A revision keeps them all and a restore puts them all back (modules/articles/article-fields.ts), so a
 * content field added later is added here, to the shared schema (src/shared/schemas/article.ts), to the
 * article form's values and in a migration, and nowhere else. Fresh builders each call: each table has
 * its own, and the article's refines four of them (`articles` below).
 */
function articleContentColumns() {
  return {
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    body: text("body").notNull(),
    author: text("author").notNull(),
    categoryId: integer("category_id"),
    heroImage: text("hero_image"),
    thumbImage: text("thumb_image"),
    featured: boolean("featured").notNull(),
    published: boolean("published").notNull(),
    publishedAt: timestamptz("published_at"),
    /** Credit for an article based on another publication's (migration 0007). */
    sourceName: text("source_name"),
    sourceUrl: text("source_url"),
    /** The body's format (migration 0010): "text" (paragraphs on blank lines) or "markdown" (a small subset). */
    bodyFormat: text("body_format", { enum: ["text", "markdown"] })
      .notNull()
      .default("text"),
    /** The hero picture's alt text, caption and credit (migration 0010). */
    heroAlt: text("hero_alt"),
    heroCaption: text("hero_caption"),
    heroCredit: text("hero_credit"),
  };
}
export type ArticleContentField = keyof ReturnType<typeof articleContentColumns>;
/** The names of the article's content columns, in their order (see `articleContentColumns`). */
export const ARTICLE_CONTENT_FIELDS = Object.keys(articleContentColumns()) as readonly ArticleContentField[];

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** Set by each successful login; null until the first. */
  lastSignInAt: timestamptz("last_sign_in_at"),
  /** What the account may do (migration 0019, src/shared/roles.ts). */
  role: text("role", { enum: ROLES }).notNull().default("contributor"),
  /** Two-factor sign-in (migration 0021): the TOTP secret in use, the one being set up, the last step used. */
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
});

/** One-time recovery codes of two-factor sign-in (migration 0021), as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** Staff sessions; the id column holds a SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** The browser it was opened in, and when it was last used (migration 0023; written at most once a minute). */
    userAgent: text("user_agent"),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt), index("sessions_user_idx").on(t.userId)],
);

/** A password reset link (migration 0020): the id is a SHA-256 of the link's secret; one hour, used once. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** An invitation to join the newsroom (migration 0020): seven days, accepted once; withdrawn by deleting it. */
export const staffInvitations = pgTable("staff_invitations", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  role: text("role", { enum: ROLES }).notNull(),
  invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
  acceptedAt: timestamptz("accepted_at"),
});

/** The audit log (migration 0022): staff actions that change something, sign-ins and failed ones. */
export const auditLog = pgTable("audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: timestamptz("at").notNull().defaultNow(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  who: text("who").notNull(),
  action: text("action").notNull(),
  target: text("target"),
  detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
});

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  order: integer("order").notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

const articleContent = articleContentColumns();
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    ...articleContent,
    // Only the article's own: its slug is unique, its category a reference, and new ones are drafts, not featured.
    slug: articleContent.slug.unique(),
    categoryId: articleContent.categoryId.references(() => categories.id, { onDelete: "set null" }),
    featured: articleContent.featured.default(false),
    published: articleContent.published.default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** When a published article's body last changed after it went live (migration 0009), else null. */
    bodyUpdatedAt: timestamptz("body_updated_at"),
    /** The account that wrote it (migration 0019): contributors and authors touch only their own. */
    createdBy: integer("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Weighted full-text document (title A, excerpt B, body C), maintained by PostgreSQL. */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
    ),
  },
  (t) => [
    index("articles_public_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.published}`),
    index("articles_category_public_idx")
      .on(t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.published}`),
    index("articles_featured_public_idx")
      .on(t.featured, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.published}`),
    index("articles_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("articles_search_idx").using("gin", t.search),
    index("articles_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "published", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("comments_article_status_idx").on(t.articleId, t.status, t.createdAt),
    index("comments_status_idx").on(t.status, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
  ],
);

export const adSlots = pgTable("ad_slots", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  html: text("html"),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Per-client budgets shared by all server processes on PostgreSQL (migration 0006; see budgets.ts). */
export const rateBudgets = pgTable(
  "rate_budgets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamptz("window_ends_at").notNull(),
  },
  (t) => [index("rate_budgets_window_ends_idx").on(t.windowEndsAt)],
);

/** The read counter's salt per 30-minute window (migration 0025, unlogged): earlier windows' rows are deleted. */
export const readSalts = pgTable("read_salts", {
  windowStart: timestamptz("window_start").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The Swedish feeds the newsroom desk reads (migration 0007). A source with a `configKey` takes its feed
 * URL from the configuration and `feedUrl` is null; any other has the URL staff typed.
 */
export const wireSources = pgTable("wire_sources", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  configKey: text("config_key").unique(),
  feedUrl: text("feed_url"),
  enabled: boolean("enabled").notNull().default(true),
  categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
  /** Host names, space-separated, from which the source's article pages may be fetched. */
  articleHosts: text("article_hosts").notNull().default(""),
  polledAt: timestamptz("polled_at"),
  /** The last poll's error in words for people; `lastErrorDetail` the raw one (migration 0013). */
  lastError: text("last_error"),
  lastErrorDetail: text("last_error_detail"),
  /** Items the last finished poll read and added. */
  lastFetched: integer("last_fetched"),
  lastAdded: integer("last_added"),
  /** When a poll last worked, and how many in a row have failed since. */
  lastOkAt: timestamptz("last_ok_at"),
  failureStreak: integer("failure_streak").notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** The wire: each source's items, translated, stored once per source by guid (else link). */
export const wireItems = pgTable(
  "wire_items",
  {
    id: serial("id").primaryKey(),
    sourceId: integer("source_id")
      .notNull()
      .references(() => wireSources.id, { onDelete: "cascade" }),
    guid: text("guid").notNull(),
    url: text("url").notNull(),
    originalTitle: text("original_title").notNull(),
    title: text("title").notNull(),
    originalSummary: text("original_summary"),
    summary: text("summary"),
    publishedAt: timestamptz("published_at"),
    firstSeenAt: timestamptz("first_seen_at").notNull().defaultNow(),
    status: text("status", { enum: ["new", "used", "dismissed"] })
      .notNull()
      .default("new"),
    articleId: integer("article_id").references(() => articles.id, { onDelete: "set null" }),
    /** The id of the story's first item, when another source reported it first (ADR 0022, migration 0013). */
    storyId: integer("story_id"),
  },
  (t) => [
    index("wire_items_first_seen_idx").on(t.firstSeenAt),
    index("wire_items_article_idx").on(t.articleId),
    index("wire_items_story_idx").on(t.storyId),
  ],
);

/** The versions an article's saves replaced, newest last; 50 kept per article (migration 0009). */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    ...articleContentColumns(),
    savedBy: text("saved_by").notNull(),
    /** Kept by an autosave (migration 0015): the autosaves right after it by the same person keep none. */
    autosave: boolean("autosave").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("article_revisions_article_idx").on(t.articleId, t.id.desc())],
);

/**
 * The media library (migration 0010): one row per stored original. `key` names it in the media store,
 * `path` is the address articles link it at (/uploads/<key>, or MEDIA_PUBLIC_URL/<key>).
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    path: text("path").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** The upload's own file name, cleaned, for showing and searching only (migration 0012); null before. */
    originalName: text("original_name"),
    /** Set on another size of a picture listed under that picture's entry (the demo's thumbnails). */
    variantOf: integer("variant_of").references((): AnyPgColumn => media.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("media_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("media_variant_of_idx").on(t.variantOf).where(sql`${t.variantOf} IS NOT NULL`),
  ],
);

/**
 * What readers send from the contact form (migration 0011); `handledAt` is null until staff mark the
 * message handled. Staff-only: no public answer reads this table.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    handledAt: timestamptz("handled_at"),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("contact_messages_open_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.handledAt} IS NULL`),
  ],
);

/** A block of a desk article's Swedish source and the English it was translated to (migration 0014). */
export interface SourceBlock {
  kind: "paragraph" | "heading";
  swedish: string;
  english: string;
  /** The engine that gave `english` (absent in drafts made before issue 43, and "memory" for a recall). */
  engine?: string;
  /** Taken from the translation memory (issue 43): the unit, and who fixed it. */
  memory?: SourceMemoryMark;
}

/** A draft block or title whose English came from the translation memory. */
export interface SourceMemoryMark {
  unitId: number;
  /** Who saved the remembered English; null for an imported unit. */
  fixedBy: string | null;
  /** Whether that English is an editor's fix of the engine's, or the engine's own, kept as it was. */
  fixed: boolean;
  /** The engine's own English for the segment, as remembered. */
  engineEnglish: string;
}

/**
 * The Swedish source of an article made from a wire item (migration 0014): its blocks paired with their
 * translations, for the editor's side-by-side view, and why the draft got its category. Goes with its article.
 */
export const articleSources = pgTable("article_sources", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  sourceUrl: text("source_url").notNull(),
  swedishTitle: text("swedish_title").notNull(),
  englishTitle: text("english_title").notNull(),
  blocks: jsonb("blocks").$type<SourceBlock[]>().notNull(),
  /** The title's translation memory mark, when the draft's title came from it (migration 0028). */
  titleMemory: jsonb("title_memory").$type<SourceMemoryMark>(),
  categoryReason: text("category_reason"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/**
 * Outgoing e-mail (migration 0016): any process enqueues, one sends. `key` is the idempotency key: one
 * message per key, however often it is enqueued. queued -> sending (claimed until `claimedUntil`) -> sent | failed.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    purpose: text("purpose").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    replyTo: text("reply_to"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<"queued" | "sending" | "sent" | "failed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    claimedUntil: timestamptz("claimed_until"),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
    /** The bodies hold a one-time link (migration 0024): replaced by a note once sent or failed for good. */
    secret: boolean("secret").notNull().default(false),
  },
  (t) => [
    uniqueIndex("mail_outbox_key_idx").on(t.key),
    index("mail_outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} IN ('queued', 'sending')`),
    index("mail_outbox_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("mail_outbox_sent_idx").on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);

/** Sent messages pruned from mail_outbox, still counted: by purpose, and a digest's by "digest:<edition>". */
export const mailSentTally = pgTable("mail_sent_tally", {
  bucket: text("bucket").primaryKey(),
  sent: bigint("sent", { mode: "number" }).notNull().default(0),
});

/** Newsletter subscribers (migration 0017): pending until confirmed (double opt-in), then confirmed or unsubscribed. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** The address lower-cased: one subscriber per address. */
    emailKey: text("email_key").notNull(),
    status: text("status").$type<"pending" | "confirmed" | "unsubscribed">().notNull().default("pending"),
    /** Random and URL-safe: the unsubscribe links carry it (the pages' and List-Unsubscribe's). */
    token: text("token").notNull(),
    /** SHA-256 (hex) of the latest confirmation e-mail's token; cleared once it is used (migration 0024). */
    confirmTokenHash: text("confirm_token_hash"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    confirmationSentAt: timestamptz("confirmation_sent_at"),
    confirmedAt: timestamptz("confirmed_at"),
    unsubscribedAt: timestamptz("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key_idx").on(t.emailKey),
    uniqueIndex("newsletter_subscribers_token_idx").on(t.token),
    uniqueIndex("newsletter_subscribers_confirm_token_idx").on(t.confirmTokenHash),
    index("newsletter_subscribers_confirmed_idx").on(t.confirmedAt),
  ],
);

/** A digest sent (migration 0017): `edition` names it once ("daily:2026-11-28", "manual:<uuid>"). */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    edition: text("edition").notNull(),
    subject: text("subject").notNull(),
    articleIds: jsonb("article_ids").$type<number[]>().notNull().default([]),
    recipients: integer("recipients").notNull().default(0),
    sentBy: integer("sent_by"),
    /** Also the end of its stories' window: the next edition's starts here. */
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** Why a day's digest was not sent (no stories, no subscribers); null for one that was. */
    skippedReason: text("skipped_reason"),
    /** Set once every message is queued: an edition without it is finished by the next run. */
    enqueuedAt: timestamptz("enqueued_at"),
  },
  (t) => [
    uniqueIndex("newsletter_issues_edition_idx").on(t.edition),
    index("newsletter_issues_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Reads of a published article per UTC day (migration 0018), added to by every process. */
export const articleReads = pgTable(
  "article_reads",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    reads: integer("reads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index("article_reads_day_idx").on(t.day, t.articleId)],
);

/** Reads per referring site (host only) and UTC day (migration 0018). */
export const referrerReads = pgTable(
  "referrer_reads",
  {
    host: text("host").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    reads: integer("reads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

/**
 * What content events must still deliver outside the process (migration 0026, ADR 0028): one row per
 * delivery (a WebSub ping for one feed), written in the transaction of the change it tells of and claimed
 * by one deliverer at a time (events/outbox.repository.ts), then kept a while as delivered.
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Which subscriber delivers it ("websub"). */
    subscriber: text("subscriber").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<"pending" | "delivering" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    claimedUntil: timestamptz("claimed_until"),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    deliveredAt: timestamptz("delivered_at"),
  },
  (t) => [
    index("event_outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} IN ('pending', 'delivering')`),
    index("event_outbox_delivered_idx").on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
  ],
);

// The translation tables (the cache, the term base, the memory and its reviews) are in their own file.
export * from "./translation-schema.js";
