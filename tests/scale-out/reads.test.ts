import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.js";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { setupTwoProcesses } from "#tests/support/test-app.js";

/**
 * Most read with two server processes on one PostgreSQL database (issue 31): each counts its own beacons
 * in memory and adds them to the same rows, so writing at the same moment loses no read and counts none
 * twice, and both list the same most read articles.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.skipIf(!onPostgres)("reads counted by two processes on one PostgreSQL database", () => {
  const { a, b } = setupTwoProcesses();

  it("adds both processes' counts, written at the same moment, exactly", async () => {
    const stories = [];
    for (const n of [1, 2, 3]) stories.push(await makeArticle(a.app, { title: `Two-process story ${n}` }));
    // 3 stories, 40 readers each split over the two processes, plus a referring site for some.
    const beacons = [];
    for (let n = 0; n < 120; n++) {
      const process = n % 2 === 0 ? a : b;
      const story = stories[n % 3]!;
      beacons.push(
        process.app.inject({
          method: "POST",
          url: "/api/reads",
          remoteAddress: `10.1.${n >> 8}.${n & 255}`,
          headers: { ...sameOrigin(), "user-agent": BROWSER },
          payload: { articleId: story.id, ...(n < 30 ? { referrer: "https://duckduckgo.com/" } : {}) },
        }),
      );
    }
    for (const response of await Promise.all(beacons)) expect(response.statusCode).toBe(204);
    // Both write at once, twice over (the second write of each has nothing new).
    const written = await Promise.all([
      a.app.services.reads.flush(),
      b.app.services.reads.flush(),
      a.app.services.reads.flush(),
      b.app.services.reads.flush(),
    ]);
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(120);

    const rows = await queryRows<{ article_id: number; reads: number }>(
      a.database.db,
      sql`select article_id, sum(reads)::int as reads from article_reads group by article_id order by article_id`,
    );
    expect(rows).toEqual(stories.map((story) => ({ article_id: story.id, reads: 40 })));
    const [referrer] = await queryRows<{ reads: number }>(
      b.database.db,
      sql`select sum(reads)::int as reads from referrer_reads where host = 'duckduckgo.com'`,
    );
    expect(referrer?.reads).toBe(30);

    const listed = async (process: typeof a) =>
      (
        (await process.app.inject({ url: "/api/articles/most-read?limit=3" })).json() as { articles: { id: number }[] }
      ).articles
        .map((article) => article.id)
        .sort();
    expect(await listed(a)).toEqual(stories.map((story) => story.id).sort());
    expect(await listed(b)).toEqual(await listed(a));
  });
});
