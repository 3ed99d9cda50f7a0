import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Analytics } from "#shared/schemas/analytics.js";
import { makeArticle } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ staff: true });

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function analytics(query = ""): Promise<Analytics> {
  const response = await t.app.inject({ url: `/api/admin/analytics${query}`, headers: { cookie: t.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json();
}

const addReads = (articleId: number, daysAgo: number, reads: number) =>
  t.database.db.execute(
    sql`insert into article_reads (article_id, day, reads) values (${articleId}, ${dayAgo(daysAgo)}::date, ${reads})`,
  );
const addReferrer = (host: string, daysAgo: number, reads: number) =>
  t.database.db.execute(
    sql`insert into referrer_reads (host, day, reads) values (${host}, ${dayAgo(daysAgo)}::date, ${reads})`,
  );
const addSubscriber = (email: string, status: string, confirmedDaysAgo: number | null, leftDaysAgo: number | null) =>
  t.database.db.execute(sql`
    insert into newsletter_subscribers (email, email_key, status, token, confirmed_at, unsubscribed_at)
    values (${email}, ${email}, ${status}, ${`token-${email}`},
      ${confirmedDaysAgo === null ? null : new Date(Date.now() - confirmedDaysAgo * DAY_MS).toISOString()}::timestamptz,
      ${leftDaysAgo === null ? null : new Date(Date.now() - leftDaysAgo * DAY_MS).toISOString()}::timestamptz)`);

describe("GET /api/admin/analytics", () => {
  it("is for staff only", async () => {
    const response = await t.app.inject({ url: "/api/admin/analytics" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses any period but 7, 30 or 90 days with a 400 that says so", async () => {
    for (const days of ["5", "0", "seven", "-7", "7.0"]) {
      const response = await t.app.inject({ url: `/api/admin/analytics?days=${days}`, headers: { cookie: t.cookie } });
      expect(response.statusCode, days).toBe(400);
      expect(response.json()).toEqual({ message: "days must be 7, 30 or 90" });
    }
  });

  it("answers an empty period with every day at 0 and empty tables", async () => {
    const body = await analytics();
    expect(body.days).toBe(7);
    expect(body.to).toBe(dayAgo(0));
    expect(body.from).toBe(dayAgo(6));
    expect(body.viewsPerDay.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayAgo));
    expect(body.viewsPerDay.every((d) => d.reads === 0)).toBe(true);
    expect(body).toMatchObject({ totalReads: 0, topArticles: [], referrers: [] });
    expect(body.subscribers).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => ({ day: dayAgo(n), total: 0 })));
  });

  it("sums reads per day, ranks articles and referring sites within the period, and follows subscribers", async () => {
    const popular = await makeArticle(t.app, { title: "Popular story" });
    const quiet = await makeArticle(t.app, { title: "Quiet story" });
    const draft = await makeArticle(t.app, { title: "Unpublished since", published: false, publishedAt: null });
    await addReads(popular.id, 0, 40);
    await addReads(popular.id, 3, 60);
    await addReads(quiet.id, 0, 5);
    await addReads(draft.id, 1, 7);
    await addReads(quiet.id, 20, 1000);
    await addReferrer("www.google.com", 0, 12);
    await addReferrer("news.ycombinator.com", 2, 30);
    await addReferrer("old.example", 40, 99);
    await addSubscriber("before@example.se", "confirmed", 20, null);
    await addSubscriber("joined@example.se", "confirmed", 2, null);
    await addSubscriber("left@example.se", "unsubscribed", 10, 1);
    await addSubscriber("pending@example.se", "pending", null, null);

    const week = await analytics("?days=7");
    expect(week.totalReads).toBe(40 + 60 + 5 + 7);
    expect(week.viewsPerDay.find((d) => d.day === dayAgo(0))?.reads).toBe(45);
    expect(week.viewsPerDay.find((d) => d.day === dayAgo(3))?.reads).toBe(60);
    expect(week.topArticles).toEqual([
      { id: popular.id, title: "Popular story", slug: popular.slug, live: true, reads: 100 },
      { id: draft.id, title: "Unpublished since", slug: draft.slug, live: false, reads: 7 },
      { id: quiet.id, title: "Quiet story", slug: quiet.slug, live: true, reads: 5 },
    ]);
    expect(week.referrers).toEqual([
      { host: "news.ycombinator.com", reads: 30 },
      { host: "www.google.com", reads: 12 },
    ]);
    // Two before the week (one leaves a day ago), one joins two days ago; the pending address never counts.
    expect(week.subscribers.map((s) => s.total)).toEqual([2, 2, 2, 2, 3, 2, 2]);

    const month = await analytics("?days=30");
    expect(month.viewsPerDay).toHaveLength(30);
    expect(month.totalReads).toBe(1112);
    expect(month.topArticles[0]).toMatchObject({ id: quiet.id, reads: 1005 });
    expect(month.subscribers[0]).toEqual({ day: dayAgo(29), total: 0 });
    expect(month.subscribers.at(-1)).toEqual({ day: dayAgo(0), total: 2 });
    const quarter = await analytics("?days=90");
    expect(quarter.viewsPerDay).toHaveLength(90);
    expect(quarter.referrers.map((r) => r.host)).toContain("old.example");
  });

  it("drops a deleted article's reads with it", async () => {
    const doomed = await makeArticle(t.app, { title: "Deleted later" });
    await addReads(doomed.id, 0, 3);
    expect((await analytics()).topArticles.some((a) => a.id === doomed.id)).toBe(true);
    await t.app.services.articles.delete(doomed.id);
    expect((await analytics()).topArticles.some((a) => a.id === doomed.id)).toBe(false);
  });
});
