import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { WireStatus } from "#shared/schemas/wire.js";
import type { Db } from "../../db/client.js";
import { wireItems, wireSources } from "../../db/schema.js";

export type SourceRow = typeof wireSources.$inferSelect & { itemCount: number };
export type WireItemRow = typeof wireItems.$inferSelect & { sourceName: string };

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

/** Newest first: by publication, else by when the desk first saw the item (the migration's indexes). */
const newestFirst = [desc(sql`coalesce(${wireItems.publishedAt}, ${wireItems.firstSeenAt})`), desc(wireItems.id)];

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

    async recordPollResult(id: number, error: string | null): Promise<void> {
      await db.update(wireSources).set({ lastError: error }).where(eq(wireSources.id, id));
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

    /** Stores the items not stored yet (another process may have added some meanwhile); answers how many were new. */
    async insertItems(items: NewWireItem[]): Promise<number> {
      if (items.length === 0) return 0;
      const rows = await db
        .insert(wireItems)
        .values(items)
        .onConflictDoNothing({ target: [wireItems.sourceId, wireItems.guid] })
        .returning({ id: wireItems.id });
      return rows.length;
    },

    async listItems(filter: WireFilter, offset: number, limit: number) {
      const where = itemWhere(filter);
      const [rows, [totals]] = await Promise.all([
        selectItems()
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(wireItems).where(where),
      ]);
      return { rows: rows as WireItemRow[], total: Number(totals?.total ?? 0) };
    },

    async findItem(id: number): Promise<WireItemRow | undefined> {
      const [row] = await selectItems().where(eq(wireItems.id, id)).limit(1);
      return row as WireItemRow | undefined;
    },

    /** Dismisses or restores an item that is not in use by an article; false when there is no such item. */
    async setStatus(id: number, status: "new" | "dismissed"): Promise<boolean> {
      const rows = await db
        .update(wireItems)
        .set({ status })
        .where(and(eq(wireItems.id, id), isNull(wireItems.articleId)))
        .returning({ id: wireItems.id });
      return rows.length > 0;
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
