import type { Pagination } from "#shared/schemas/common.js";
import {
  type Source,
  type SourceInput,
  WIRE_RETENTION_DAYS,
  type WireItem,
  type WireList,
  type WireQuery,
  type WireRefresh,
} from "#shared/schemas/wire.js";
import { badRequest, HttpError, notFound } from "../../http-error.js";
import type { ParsedFeedItem } from "../feeds/feed-parser.js";
import type { TranslationService } from "../translation/translation.service.js";
import { describeFeedError } from "./feed-error.js";
import { assignStories, STORY_CANDIDATES, STORY_WINDOW_DAYS, storyStems } from "./story-grouping.js";
import type { WireFetching } from "./wire-fetching.js";
import {
  hostsOf,
  type NewWireItem,
  type SourceRow,
  type WireEntryRow,
  type WireItemRow,
  type WireRepository,
} from "./wire.repository.js";

const DAY_MS = 86_400_000;
const SOURCE_NOT_FOUND = "Source not found";
export const ITEM_NOT_FOUND = "Wire item not found";

export interface WireServiceOptions {
  repo: WireRepository;
  fetching: WireFetching;
  translation: TranslationService;
  categoryExists: (id: number) => Promise<boolean>;
}

export function toWireItem(row: WireItemRow, others: WireItemRow[] = []): WireItem {
  return {
    id: row.id,
    sourceId: row.sourceId,
    sourceName: row.sourceName,
    url: row.url,
    originalTitle: row.originalTitle,
    title: row.title,
    originalSummary: row.originalSummary,
    summary: row.summary,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: row.status,
    articleId: row.articleId,
    otherReports: others.map((o) => ({ id: o.id, sourceName: o.sourceName, url: o.url, title: o.title })),
  };
}

/** 409 for an item already made into an article, naming it so the desk can open it. */
export const alreadyDrafted = (articleId: number) =>
  new HttpError(409, "A draft from this item already exists", {}, { articleId });
/** 409 for an item whose story another source's item already made into an article (ADR 0022). */
export const storyDrafted = (articleId: number) =>
  new HttpError(409, "A draft of this story already exists, made from another source's report", {}, { articleId });
const inUse = (articleId: number) =>
  new HttpError(409, "This item has become an article and stays with it", {}, { articleId });

/** Sources (the feeds the desk reads) and the wire of their items. */
export function createWireService({ repo, fetching, translation, categoryExists }: WireServiceOptions) {
  function toSource(row: SourceRow): Source {
    return {
      id: row.id,
      name: row.name,
      feedUrl: fetching.feedUrlOf(row),
      enabled: row.enabled,
      categoryId: row.categoryId,
      articleHosts: hostsOf(row.articleHosts),
      configured: fetching.isConfigured(row),
      lastPolledAt: row.polledAt?.toISOString() ?? null,
      lastPollOk: row.lastError !== null ? false : row.lastFetched !== null ? true : null,
      lastFetched: row.lastFetched,
      lastAdded: row.lastAdded,
      lastError: row.lastError,
      lastErrorDetail: row.lastErrorDetail,
      lastSuccessAt: row.lastOkAt?.toISOString() ?? null,
      failureStreak: row.failureStreak,
      itemCount: row.itemCount,
    };
  }

  async function getSource(id: number): Promise<SourceRow> {
    const row = await repo.findSource(id);
    if (!row) throw notFound(SOURCE_NOT_FOUND);
    return row;
  }

  /** The row to write: a configured source keeps following the configuration while its URL is the configured one. */
  async function toWrite(input: SourceInput, existing?: SourceRow) {
    if (input.categoryId !== null && !(await categoryExists(input.categoryId))) throw badRequest("Category not found");
    const keepsConfiguration = existing?.configKey && fetching.configuredUrl(existing.configKey) === input.feedUrl;
    if (!keepsConfiguration) await fetching.checkTypedFeedUrl(input.feedUrl);
    return {
      name: input.name,
      feedUrl: keepsConfiguration ? null : input.feedUrl,
      configKey: keepsConfiguration ? existing.configKey : null,
      enabled: input.enabled,
      categoryId: input.categoryId,
      articleHosts: input.articleHosts,
    };
  }

  /** Reads one source's feed and stores its items not seen before, translated; never throws. */
  async function poll(source: SourceRow): Promise<{ fetched: number; added: number; error?: string }> {
    try {
      const parsed = await fetching.readFeed(source);
      const cutoff = Date.now() - WIRE_RETENTION_DAYS * DAY_MS;
      const usable = parsed.filter(
        (item) =>
          item.link !== "#" && item.title !== "Untitled" && !(item.isoDate && Date.parse(item.isoDate) < cutoff),
      );
      const guidOf = (item: ParsedFeedItem) => item.guid ?? item.link;
      // Each guid once: the ones stored already, and repeats within the feed, are skipped.
      const seen = await repo.knownGuids(source.id, usable.map(guidOf));
      const fresh = usable.filter((item) => !seen.has(guidOf(item)) && Boolean(seen.add(guidOf(item))));
      const english = await translation.translateMany(fresh.flatMap((item) => [item.title, item.description ?? ""]));
      const rows: NewWireItem[] = fresh.map((item, i) => ({
        sourceId: source.id,
        guid: guidOf(item),
        url: item.link,
        originalTitle: item.title,
        title: english[2 * i] || item.title,
        originalSummary: item.description ?? null,
        summary: item.description ? english[2 * i + 1] || item.description : null,
        publishedAt: item.isoDate ? new Date(item.isoDate) : null,
      }));
      const inserted = await repo.insertItems(rows);
      await groupStories(source.id, inserted);
      await repo.recordPollResult(source.id, { ok: true, fetched: parsed.length, added: inserted.length });
      return { fetched: parsed.length, added: inserted.length };
    } catch (error) {
      const { message, detail } = describeFeedError(error, fetching.feedUrlOf(source), fetching.timeoutMs);
      await repo.recordPollResult(source.id, { ok: false, message, detail }).catch(() => {});
      return { fetched: 0, added: 0, error: message };
    }
  }

  /**
   * Puts each new item of a source into the story another source reported already (ADR 0022): compared
   * with the newest items of the last few days, a bounded amount of work per poll.
   */
  async function groupStories(sourceId: number, items: Awaited<ReturnType<WireRepository["insertItems"]>>) {
    if (items.length === 0) return;
    const since = new Date(Date.now() - STORY_WINDOW_DAYS * DAY_MS);
    const candidates = (await repo.storyCandidates(since, STORY_CANDIDATES)).map((c) => ({
      ...c,
      stems: storyStems(c.originalTitle, c.originalSummary),
    }));
    const stems = items.map((item) => ({ id: item.id, stems: storyStems(item.originalTitle, item.originalSummary) }));
    for (const { id, storyKey } of assignStories(sourceId, stems, candidates)) await repo.joinStory(id, storyKey);
  }

  /** Wire entries with their stories' other reports; an entry's status and article are its story's. */
  async function toEntries(rows: WireEntryRow[]): Promise<WireItem[]> {
    const members = await repo.storyMembers(rows.map((r) => r.storyKey));
    return rows.map((row) =>
      toWireItem(
        { ...row, status: row.storyStatus, articleId: row.storyArticleId },
        members.filter((m) => m.storyKey === row.storyKey && m.id !== row.id),
      ),
    );
  }

  /** One item with the rest of its story. */
  async function itemWithStory(row: WireItemRow): Promise<WireItem> {
    const key = row.storyId ?? row.id;
    const members = await repo.storyMembers([key]);
    return toWireItem(
      row,
      members.filter((m) => m.id !== row.id),
    );
  }

  /** Prunes the wire, then polls the sources this process claimed (each claimed by one process only). */
  async function pollClaimed(intervalMs: number): Promise<WireRefresh> {
    await repo.pruneUnused(new Date(Date.now() - WIRE_RETENTION_DAYS * DAY_MS));
    const sources = (await repo.listSources()).filter((s) => s.enabled);
    const claimed = [];
    for (const source of sources) if (await repo.claimPoll(source.id, intervalMs)) claimed.push(source);
    const results = await Promise.all(claimed.map(async (source) => ({ source, result: await poll(source) })));
    return {
      fetched: results.reduce((sum, r) => sum + r.result.fetched, 0),
      added: results.reduce((sum, r) => sum + r.result.added, 0),
      failures: results
        .filter((r) => r.result.error !== undefined)
        .map((r) => ({ sourceId: r.source.id, name: r.source.name, message: r.result.error! })),
    };
  }

  return {
    async listSources(): Promise<Source[]> {
      return (await repo.listSources()).map(toSource);
    },

    async getSource(id: number): Promise<Source> {
      return toSource(await getSource(id));
    },

    async createSource(input: SourceInput): Promise<Source> {
      const id = await repo.insertSource(await toWrite(input));
      return toSource(await getSource(id));
    },

    async updateSource(id: number, input: SourceInput): Promise<Source> {
      const existing = await getSource(id);
      if (!(await repo.updateSource(id, await toWrite(input, existing)))) throw notFound(SOURCE_NOT_FOUND);
      return toSource(await getSource(id));
    },

    /** Removes a source and its items; articles made from them keep their credit. */
    async deleteSource(id: number): Promise<void> {
      if (!(await repo.deleteSource(id))) throw notFound(SOURCE_NOT_FOUND);
    },

    /** Staff asked: every enabled source is polled now. */
    refresh: () => pollClaimed(0),

    /** The scheduled poll: sources last polled at least `intervalMs` ago, by whichever process claims each first. */
    pollDue: (intervalMs: number) => pollClaimed(intervalMs),

    async list(query: WireQuery & Pagination): Promise<WireList> {
      await repo.releaseOrphans();
      const { rows, total } = await repo.listItems(query, (query.page - 1) * query.limit, query.limit);
      return { items: await toEntries(rows), total };
    },

    /** Dismisses or restores the item's whole story (ADR 0022); 409 when the story became an article. */
    async setStatus(id: number, status: "new" | "dismissed"): Promise<WireItem> {
      const item = await repo.findItem(id);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      const storyArticle = async () => {
        const members = await repo.storyMembers([item.storyId ?? item.id]);
        return members.find((m) => m.articleId !== null)?.articleId ?? null;
      };
      const used = await storyArticle();
      if (used !== null) throw inUse(used);
      if (!(await repo.setStatus(id, status))) {
        const now = await storyArticle();
        if (now !== null) throw inUse(now);
        throw notFound(ITEM_NOT_FOUND);
      }
      return itemWithStory((await repo.findItem(id))!);
    },
  };
}
export type WireService = ReturnType<typeof createWireService>;
