import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { WireStatus } from "#shared/schemas/wire.js";
import type { Db } from "../../db/client.js";
import { wireItems, wireSources } from "../../db/schema.js";

export type SourceRow = typeof wireSources.$inferSelect & { itemCount: number };
export type WireItemRow = typeof wireItems.$inferSelect & { sourceName: string };
/** One wire entry: a story's item shown for it, with the story's status and article (ADR 0022). */
export type WireEntryRow = WireItemRow & { storyKey: number; storyStatus: WireStatus; storyArticleId: number | null };

/** How a finished poll went (migration 0013). */
export type PollResult = { ok: true; fetched: number; added: number } | { ok: false; message: string; detail: string };

export interface SourceWrite {
  name: string;
  /** Null keeps the URL from the configuration (a configured source only). */
  feedUrl: string | null;
  configKey: string | null;
  enabled: boolean;
  categoryId: number | null;
  articleHosts: string[];
}

export interface NewWireItem {
  sourceId: number;
  guid: string;
  url: string;
  originalTitle: string;
  title: string;
  originalSummary: string | null;
  summary: string | null;
  publishedAt: Date | null;
}

export interface WireFilter {
  sourceId?: number;
  status?: WireStatus;
  q?: string;
}

/** The story an item belongs to (ADR 0022): its first item's id. */
const storyKey = sql<number>`coalesce(${wireItems.storyId}, ${wireItems.id})`;

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toHostsColumn = (hosts: string[]) => hosts.join(" ");
export const hostsOf = (column: string) => column.split(" ").filter(Boolean);

export function createWireRepository(db: Db) {
  const itemCounts = db
    .select({ sourceId: wireItems.sourceId, n: count().as("n") })
    .from(wireItems)
    .groupBy(wireItems.sourceId)
    .as("item_counts");
  const selectSources = () =>
    db
      .select({ ...getTableColumns(wireSources), itemCount: sql<number>`coalesce(${itemCounts.n}, 0)::int` })
      .from(wireSources)
      .leftJoin(itemCounts, eq(itemCounts.sourceId, wireSources.id));
  const selectItems = () =>
    db
      .select({ ...getTableColumns(wireItems), sourceName: wireSources.name })
      .from(wireItems)
      .innerJoin(wireSources, eq(wireSources.id, wireItems.sourceId));

  function itemWhere(filter: WireFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.sourceId !== undefined) conditions.push(eq(wireItems.sourceId, filter.sourceId));
    if (filter.status !== undefined) conditions.push(eq(wireItems.status, filter.status));
    if (filter.q) {
      const pattern = containing(filter.q);
      conditions.push(
        or(
          sql`${wireItems.title} ilike ${pattern}`,
          sql`${wireItems.originalTitle} ilike ${pattern}`,
          sql`${wireItems.summary} ilike ${pattern}`,
          sql`${wireItems.originalSummary} ilike ${pattern}`,
        )!,
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  return {
    async listSources(): Promise<SourceRow[]> {
      return selectSources().orderBy(wireSources.name, wireSources.id);
    },

    async findSource(id: number): Promise<SourceRow | undefined> {
      const [row] = await selectSources().where(eq(wireSources.id, id)).limit(1);
      return row;
    },

    async insertSource(values: SourceWrite): Promise<number> {
      const [row] = await db
        .insert(wireSources)
        .values({ ...values, articleHosts: toHostsColumn(values.articleHosts) })
        .returning({ id: wireSources.id });
      return row!.id;
    },

    async updateSource(id: number, values: SourceWrite): Promise<boolean> {
      const rows = await db
        .update(wireSources)
        .set({ ...values, articleHosts: toHostsColumn(values.articleHosts), updatedAt: new Date() })
        .where(eq(wireSources.id, id))
        .returning({ id: wireSources.id });
      return rows.length > 0;
    },

    async deleteSource(id: number): Promise<boolean> {
      const rows = await db.delete(wireSources).where(eq(wireSources.id, id)).returning({ id: wireSources.id });
      return rows.length > 0;
    },

    /**
     * Claims an enabled source's poll: true for exactly one caller among all the processes sharing the
     * database, and only when the last poll began at least `intervalMs` ago (0: claim now regardless).
     */
    async claimPoll(id: number, intervalMs: number): Promise<boolean> {
      const due = sql`${wireSources.polledAt} is null or ${wireSources.polledAt} <= now() - ${`${intervalMs} milliseconds`}::interval`;
      const rows = await db
        .update(wireSources)
        .set({ polledAt: sql`now()` })
        .where(and(eq(wireSources.id, id), eq(wireSources.enabled, true), intervalMs > 0 ? due : undefined))
        .returning({ id: wireSources.id });
      return rows.length > 0;
    },

    async recordPollResult(id: number, result: PollResult): Promise<void> {
      const values = result.ok
        ? {
            lastError: null,
            lastErrorDetail: null,
            lastFetched: result.fetched,
            lastAdded: result.added,
            lastOkAt: sql`now()`,
            failureStreak: 0,
          }
        : {
            lastError: result.message,
            lastErrorDetail: result.detail,
            lastFetched: 0,
            lastAdded: 0,
            failureStreak: sql`${wireSources.failureStreak} + 1`,
          };
      await db.update(wireSources).set(values).where(eq(wireSources.id, id));
    },

    /** Which of these guids the source already has. */
    async knownGuids(sourceId: number, guids: string[]): Promise<Set<string>> {
      if (guids.length === 0) return new Set();
      const rows = await db
        .select({ guid: wireItems.guid })
        .from(wireItems)
        .where(and(eq(wireItems.sourceId, sourceId), inArray(wireItems.guid, guids)));
      return new Set(rows.map((r) => r.guid));
    },

    /** Stores the items not stored yet (another process may have added some meanwhile); answers the new ones. */
    async insertItems(items: NewWireItem[]) {
      if (items.length === 0) return [];
      return db
        .insert(wireItems)
        .values(items)
        .onConflictDoNothing({ target: [wireItems.sourceId, wireItems.guid] })
        .returning({
          id: wireItems.id,
          originalTitle: wireItems.originalTitle,
          originalSummary: wireItems.originalSummary,
        });
    },

    /** The newest items first seen since `since` from sources other than `sourceId`, to find a story in. */
    async storyCandidates(since: Date, limit: number) {
      return db
        .select({
          id: wireItems.id,
          sourceId: wireItems.sourceId,
          storyKey: storyKey,
          originalTitle: wireItems.originalTitle,
          originalSummary: wireItems.originalSummary,
        })
        .from(wireItems)
        .where(gt(wireItems.firstSeenAt, since))
        .orderBy(desc(wireItems.id))
        .limit(limit);
    },

    /**
     * Puts the item into the story `key`, and with it any item that had joined the item's own story
     * meanwhile (a poll of another source running at the same time), so a story never splits.
     */
    async joinStory(id: number, key: number): Promise<void> {
      await db
        .update(wireItems)
        .set({ storyId: key })
        .where(or(eq(wireItems.id, id), eq(wireItems.storyId, id)));
    },

    /** Every item of these stories, with its source's name, oldest first. */
    async storyMembers(keys: number[]): Promise<(WireItemRow & { storyKey: number })[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(wireItems), sourceName: wireSources.name, storyKey })
        .from(wireItems)
        .innerJoin(wireSources, eq(wireSources.id, wireItems.sourceId))
        .where(inArray(storyKey, keys))
        .orderBy(wireItems.id);
      return rows as (WireItemRow & { storyKey: number })[];
    },

    /**
     * One entry per story (ADR 0022), newest first. A story is "used" when one of its items became an
     * article, else "new" while any item is new, else "dismissed"; the status filter is the story's. The
     * source and search filters choose among a story's items, and the entry shows the first matching item
     * in the story's status (else the first matching one).
     */
    async listItems(filter: WireFilter, offset: number, limit: number) {
      const stories = db
        .select({
          key: storyKey.as("key"),
          status:
            sql<WireStatus>`case when bool_or(${wireItems.articleId} is not null) then 'used' when bool_or(${wireItems.status} = 'new') then 'new' else 'dismissed' end`.as(
              "story_status",
            ),
          articleId: sql<number | null>`max(${wireItems.articleId})`.as("story_article_id"),
        })
        .from(wireItems)
        .groupBy(storyKey)
        .as("stories");
      const ranked = db
        .select({
          id: sql<number>`${wireItems.id}`.as("entry_id"),
          storyKey: sql<number>`${stories.key}`.as("story_key"),
          storyStatus: sql<WireStatus>`${stories.status}`.as("entry_status"),
          storyArticleId: sql<number | null>`${stories.articleId}`.as("entry_article_id"),
          at: sql`coalesce(${wireItems.publishedAt}, ${wireItems.firstSeenAt})`.as("entry_at"),
          rank: sql<number>`row_number() over (partition by ${stories.key} order by (${wireItems.status} = ${stories.status}) desc, ${wireItems.id})`.as(
            "entry_rank",
          ),
        })
        .from(wireItems)
        .innerJoin(stories, eq(stories.key, storyKey))
        .where(itemWhere({ sourceId: filter.sourceId, q: filter.q }))
        .as("ranked");
      const where = and(
        eq(ranked.rank, 1),
        filter.status !== undefined ? eq(ranked.storyStatus, filter.status) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            ...getTableColumns(wireItems),
            sourceName: wireSources.name,
            storyKey: ranked.storyKey,
            storyStatus: ranked.storyStatus,
            storyArticleId: ranked.storyArticleId,
          })
          .from(ranked)
          .innerJoin(wireItems, eq(wireItems.id, ranked.id))
          .innerJoin(wireSources, eq(wireSources.id, wireItems.sourceId))
          .where(where)
          .orderBy(desc(ranked.at), desc(ranked.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(ranked).where(where),
      ]);
      return { rows: rows as WireEntryRow[], total: Number(totals?.total ?? 0) };
    },

    async findItem(id: number): Promise<WireItemRow | undefined> {
      const [row] = await selectItems().where(eq(wireItems.id, id)).limit(1);
      return row as WireItemRow | undefined;
    },

    /**
     * Dismisses or restores a whole story (ADR 0022: the editor dismisses the event, not one source's
     * telling of it), unless one of its items is in use by an article; false when nothing changed.
     */
    async setStatus(id: number, status: "new" | "dismissed"): Promise<boolean> {
      const key = sql`(select coalesce(${wireItems.storyId}, ${wireItems.id}) from ${wireItems} where ${wireItems.id} = ${id})`;
      const inUse = sql`exists (select 1 from ${wireItems} where coalesce(${wireItems.storyId}, ${wireItems.id}) = ${key} and ${wireItems.articleId} is not null)`;
      const rows = await db
        .update(wireItems)
        .set({ status })
        .where(
          and(
            sql`coalesce(${wireItems.storyId}, ${wireItems.id}) = ${key}`,
            isNull(wireItems.articleId),
            sql`not ${inUse}`,
          ),
        )
        .returning({ id: wireItems.id });
      return rows.length > 0;
    },

    /** The other sources that reported the item's story: each source once, with its item's link. */
    async otherReports(id: number): Promise<{ name: string; url: string }[]> {
      const item = await db
        .select({ key: storyKey, sourceId: wireItems.sourceId })
        .from(wireItems)
        .where(eq(wireItems.id, id))
        .limit(1);
      if (!item[0]) return [];
      const rows = await db
        .select({ sourceId: wireItems.sourceId, name: wireSources.name, url: wireItems.url })
        .from(wireItems)
        .innerJoin(wireSources, eq(wireSources.id, wireItems.sourceId))
        .where(and(eq(storyKey, item[0].key), ne(wireItems.sourceId, item[0].sourceId)))
        .orderBy(wireItems.id);
      const seen = new Set<number>();
      return rows
        .filter((r) => !seen.has(r.sourceId) && Boolean(seen.add(r.sourceId)))
        .map(({ name, url }) => ({ name, url }));
    },

    /**
     * Marks the item used by `articleId`, unless another draft claimed it first: the database decides, so
     * two editors pressing "Create draft" at once get one draft.
     */
    async claimForArticle(id: number, articleId: number): Promise<boolean> {
      const rows = await db
        .update(wireItems)
        .set({ status: "used", articleId })
        .where(and(eq(wireItems.id, id), isNull(wireItems.articleId)))
        .returning({ id: wireItems.id });
      return rows.length > 0;
    },

    /**
     * Forgets items first seen before `before` and published before it (or undated) that never became
     * an article; items whose article was deleted count as never used.
     */
    async pruneUnused(before: Date): Promise<number> {
      const rows = await db
        .delete(wireItems)
        .where(
          and(
            isNull(wireItems.articleId),
            lt(wireItems.firstSeenAt, before),
            or(isNull(wireItems.publishedAt), lt(wireItems.publishedAt, before)),
          ),
        )
        .returning({ id: wireItems.id });
      return rows.length;
    },

    /** An item whose article was deleted is back on the desk as new. */
    async releaseOrphans(): Promise<void> {
      await db
        .update(wireItems)
        .set({ status: "new" })
        .where(and(eq(wireItems.status, "used"), isNull(wireItems.articleId)));
    },
  };
}
export type WireRepository = ReturnType<typeof createWireRepository>;
