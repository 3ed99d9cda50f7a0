import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { articleInput, makeCategory } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { eventOutbox } from "../db/schema.js";
import type { ArticleRef, ContentEvent } from "./content-events.js";
import { raiseDuePublications } from "./scheduled-publications.js";

/**
 * The content events (ADR 0028) each kind of change raises, through the app's own services: once per change,
 * after it committed, and nothing for a change that rolled back. The hub is never reached here (no job
 * delivers the outbox); outbox.test.ts delivers.
 */
const t = setupTestApp({ env: { WEBSUB_HUB_URL: "http://127.0.0.1:9/hub" } });
const raised: ContentEvent[][] = [];
let category: Category;

beforeAll(async () => {
  t.app.services.events.subscribe((events) => raised.push([...events]));
  category = await makeCategory(t.app, { name: "Events", slug: "events" });
});

/** What `change` raised: one list per change. */
async function raisedBy(change: () => Promise<unknown>): Promise<ContentEvent[][]> {
  raised.length = 0;
  await change();
  return [...raised];
}

const ref = (article: Article): ArticleRef => ({
  id: article.id,
  slug: article.slug,
  categoryId: article.categoryId,
  categorySlug: article.category?.slug ?? null,
});

const services = () => t.app.services;
const create = (overrides: Record<string, unknown> = {}) =>
  services().articles.create(articleInput({ categoryId: category.id, ...overrides }));
const save = (article: Article, changes: Record<string, unknown>, autosave = false) => {
  const { id, category: _c, createdAt: _a, updatedAt: _u, bodyUpdatedAt: _b, publishedAt, ...input } = article;
  const stored = {
    ...input,
    categoryId: category.id,
    body: "Text.",
    publishedAt: publishedAt ? new Date(publishedAt) : null,
  };
  return services().articles.update(id, { ...stored, ...changes }, "Staff", { autosave });
};
const outboxRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(eventOutbox))[0]!.n;

describe("articles", () => {
  it("created: published, or updated for a draft or a scheduled one", async () => {
    let live: Article | undefined;
    expect(await raisedBy(async () => (live = await create()))).toEqual([
      [{ type: "article.published", article: ref(live!), before: null, by: "save" }],
    ]);
    let draft: Article | undefined;
    expect(await raisedBy(async () => (draft = await create({ published: false })))).toEqual([
      [{ type: "article.updated", article: ref(draft!), before: null }],
    ]);
    let scheduled: Article | undefined;
    const later = new Date(Date.now() + 3_600_000);
    expect(await raisedBy(async () => (scheduled = await create({ publishedAt: later })))).toEqual([
      [{ type: "article.updated", article: ref(scheduled!), before: null }],
    ]);
  });

  it("saved: published, updated or unpublished from the rows before and after; an autosave raises nothing", async () => {
    const draft = await create({ published: false });
    expect(await raisedBy(() => save(draft, { title: "Autosaved" }, true))).toEqual([]);
    let live: Article | undefined;
    expect(await raisedBy(async () => (live = await save(draft, { published: true, slug: "now-live" })))).toEqual([
      [{ type: "article.published", article: ref(live!), before: ref(draft), by: "save" }],
    ]);
    let corrected: Article | undefined;
    expect(await raisedBy(async () => (corrected = await save(live!, { title: "A correction" })))).toEqual([
      [{ type: "article.updated", article: ref(corrected!), before: ref(live!) }],
    ]);
    let down: Article | undefined;
    expect(await raisedBy(async () => (down = await save(corrected!, { published: false })))).toEqual([
      [{ type: "article.unpublished", article: ref(down!), before: ref(corrected!) }],
    ]);
  });

  it("a bulk action is one change: one list, an event per article", async () => {
    const one = await create({ published: false });
    const two = await create({ published: false });
    const live = await create();
    const [published] = await raisedBy(() =>
      services().articles.bulk({ ids: [one.id, two.id, live.id], action: "publish" }),
    );
    expect(published!.map((e) => [e.type, "article" in e && e.article.id])).toEqual([
      ["article.published", one.id],
      ["article.published", two.id],
      ["article.updated", live.id],
    ]);
    expect(await raisedBy(() => services().articles.bulk({ ids: [one.id, two.id], action: "delete" }))).toEqual([
      [
        { type: "article.deleted", article: ref(one) },
        { type: "article.deleted", article: ref(two) },
      ],
    ]);
  });

  it("deleted: the article as it was", async () => {
    const article = await create();
    expect(await raisedBy(() => services().articles.delete(article.id))).toEqual([
      [{ type: "article.deleted", article: ref(article) }],
    ]);
  });

  it("a scheduled article coming due is published by the schedule, raised once", async () => {
    await raiseDuePublications(services().events);
    const scheduled = await create({ publishedAt: new Date(Date.now() + 1_500) });
    let lists: ContentEvent[][] = [];
    await vi.waitFor(
      async () => {
        lists = await raisedBy(() => raiseDuePublications(services().events));
        expect(lists).toHaveLength(1);
      },
      { timeout: 15_000, interval: 250 },
    );
    expect(lists).toEqual([[{ type: "article.published", article: ref(scheduled), before: null, by: "schedule" }]]);
    expect(await raisedBy(() => raiseDuePublications(services().events))).toEqual([]);
  });

  it("a change that rolled back raises nothing and writes no outbox row", async () => {
    const article = await create();
    const rows = await outboxRows();
    expect(
      await raisedBy(() => expect(create({ slug: article.slug })).rejects.toMatchObject({ statusCode: 409 })),
    ).toEqual([]);
    expect(
      await raisedBy(() =>
        expect(services().articles.bulk({ ids: [article.id, 987_654], action: "unpublish" })).rejects.toMatchObject({
          statusCode: 404,
        }),
      ),
    ).toEqual([]);
    const published: ContentEvent = { type: "article.published", article: ref(article), before: null, by: "save" };
    const failing = services().events.transaction(async (_tx, raise) => {
      raise(published);
      throw new Error("rolled back");
    });
    expect(await raisedBy(() => expect(failing).rejects.toThrow("rolled back"))).toEqual([]);
    expect(await outboxRows()).toBe(rows);
  });
});

describe("the other kinds of change", () => {
  it("categories: created, renamed (both slugs) and deleted", async () => {
    let made: Category | undefined;
    expect(await raisedBy(async () => (made = await makeCategory(t.app, { name: "Fresh", slug: "fresh" })))).toEqual([
      [{ type: "category.changed", categoryId: made!.id, slugs: ["fresh"] }],
    ]);
    const rename = () => services().categories.update(made!.id, { name: "Renamed", slug: "renamed", order: 0 });
    expect(await raisedBy(rename)).toEqual([
      [{ type: "category.changed", categoryId: made!.id, slugs: ["fresh", "renamed"] }],
    ]);
    expect(await raisedBy(() => services().categories.delete(made!.id))).toEqual([
      [{ type: "category.changed", categoryId: made!.id, slugs: ["renamed"] }],
    ]);
    expect(
      await raisedBy(() => expect(services().categories.delete(made!.id)).rejects.toMatchObject({ statusCode: 404 })),
    ).toEqual([]);
  });

  it("settings and ad slots: by key", async () => {
    expect(await raisedBy(() => services().settings.set("siteName", "Events Daily"))).toEqual([
      [{ type: "settings.changed", key: "siteName" }],
    ]);
    let slotId = 0;
    const create = async () => {
      slotId = (await services().ads.create({ key: "events-top", html: "<p>Ad</p>", enabled: true })).id;
    };
    expect(await raisedBy(create)).toEqual([[{ type: "ad.changed", key: "events-top" }]]);
    expect(await raisedBy(() => services().ads.update(slotId, { html: null, enabled: false }))).toEqual([
      [{ type: "ad.changed", key: "events-top" }],
    ]);
  });

  it("comments: a new one raises nothing (it waits for moderation); approving, rejecting and deleting do", async () => {
    const article = await create();
    const submit = () =>
      services().comments.submit(article.slug, {
        name: "Reader",
        email: "reader@example.com",
        body: "A comment.",
        parentId: null,
      });
    let ids: number[] = [];
    expect(await raisedBy(async () => (ids = [(await submit()).id, (await submit()).id]))).toEqual([]);
    expect(await raisedBy(() => services().comments.setStatus(ids[0]!, "published"))).toEqual([
      [{ type: "comment.changed", commentIds: [ids[0]] }],
    ]);
    expect(await raisedBy(() => services().comments.bulk({ ids, action: "reject" }))).toEqual([
      [{ type: "comment.changed", commentIds: ids }],
    ]);
    const missing = () =>
      expect(services().comments.bulk({ ids: [...ids, 987_654], action: "delete" })).rejects.toMatchObject({
        statusCode: 404,
      });
    expect(await raisedBy(missing)).toEqual([]);
    expect(await raisedBy(() => services().comments.delete(ids[1]!))).toEqual([
      [{ type: "comment.changed", commentIds: [ids[1]] }],
    ]);
  });

  it("a change bumps the content version once, before its service answers; a scheduled publication does not", async () => {
    const { changes, events } = services();
    const before = changes.version;
    await services().settings.set("footerText", "Bumped once");
    expect(changes.version).toBe(before + 1);
    await events.raise([
      { type: "settings.changed", key: "siteName" },
      { type: "ad.changed", key: "events-top" },
    ]);
    expect(changes.version).toBe(before + 2);
    // Its time passing expired every cached answer already (ContentChanges.nextPublicationAt).
    const article = { id: 1, slug: "s", categoryId: null, categorySlug: null };
    await events.raise({ type: "article.published", article, before: null, by: "schedule" });
    expect(changes.version).toBe(before + 2);
  });
});
