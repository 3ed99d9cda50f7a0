import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.js";
import { READS_PER_ADDRESS, REPEAT_WINDOW_MS } from "#server/modules/reads/read-tally.js";
import { createReadsRepository } from "#server/modules/reads/reads.repository.js";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { readsOf as readsOfIn, referrerReads as referrerReadsIn } from "#tests/support/reads.js";
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
  /** A page's read beacon to `process`, from a reader at `address`. */
  const beacon = (
    process: typeof a,
    address: string,
    payload: { articleId: number; referrer?: string },
    userAgent = BROWSER,
  ) =>
    process.app.inject({
      method: "POST",
      url: "/api/reads",
      remoteAddress: address,
      headers: { ...sameOrigin(), "user-agent": userAgent },
      payload,
    });

  it("adds both processes' counts, written at the same moment, exactly", async () => {
    const stories = [];
    for (const n of [1, 2, 3]) stories.push(await makeArticle(a.app, { title: `Two-process story ${n}` }));
    // 3 stories, 40 readers each split over the two processes, plus a referring site for some.
    const beacons = [];
    for (let n = 0; n < 120; n++) {
      const process = n % 2 === 0 ? a : b;
      const story = stories[n % 3]!;
      beacons.push(
        beacon(process, `10.1.${n >> 8}.${n & 255}`, {
          articleId: story.id,
          ...(n < 30 ? { referrer: "https://duckduckgo.com/" } : {}),
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

  it("counts one address's reads up to its budget over both processes, whichever it talks to (issue 41)", async () => {
    const stories = [];
    for (let n = 0; n < 40; n++) stories.push(await makeArticle(a.app));
    const send = (process: typeof a, articleId: number, address: string) => beacon(process, address, { articleId });
    await Promise.all([a.app.services.reads.flush(), b.app.services.reads.flush()]);
    const before = await totalReads();
    // One address, every article, alternating between the processes; both write at the same moment.
    for (const [n, story] of stories.entries()) {
      expect((await send(n % 2 === 0 ? a : b, story.id, "10.9.0.1")).statusCode).toBe(204);
    }
    await Promise.all([a.app.services.reads.flush(), b.app.services.reads.flush()]);
    // Every read waits for the shared budgets' word: the budget exactly, whichever process counted it.
    const counted = (await totalReads()) - before;
    expect(counted).toBe(READS_PER_ADDRESS);
    // Once spent, neither process counts the address; another reader still counts in both.
    expect((await send(a, stories[1]!.id, "10.9.0.1")).statusCode).toBe(204);
    expect((await send(b, stories[0]!.id, "10.9.0.1")).statusCode).toBe(204);
    await send(a, stories[0]!.id, "10.9.0.2");
    await send(b, stories[1]!.id, "10.9.0.3");
    const written = await Promise.all([a.app.services.reads.flush(), b.app.services.reads.flush()]);
    expect(written).toEqual([1, 1]);
  });

  it("counts one read of an article by one address that sends its beacon to both processes (issue 41)", async () => {
    const story = await makeArticle(a.app);
    const send = (process: typeof a, address: string, userAgent: string) =>
      beacon(process, address, { articleId: story.id, referrer: "https://both-processes.example/" }, userAgent);
    const OTHER_BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect((await send(a, "10.9.1.1", BROWSER)).statusCode).toBe(204);
    expect((await send(b, "10.9.1.1", OTHER_BROWSER)).statusCode).toBe(204);
    // Each process's memory takes it for a new read: the shared budgets decide, when both write at once.
    await Promise.all([a.app.services.reads.flush(), b.app.services.reads.flush()]);
    expect(await readsOf(story.id)).toBe(1);
    expect(await referrerReads("both-processes.example")).toBe(1);
    // Another address still counts, on either process; the first one's later beacons do not.
    expect((await send(b, "10.9.1.2", BROWSER)).statusCode).toBe(204);
    expect((await send(a, "10.9.1.1", BROWSER)).statusCode).toBe(204);
    const written = await Promise.all([a.app.services.reads.flush(), b.app.services.reads.flush()]);
    expect(written).toEqual([0, 1]);
    expect(await readsOf(story.id)).toBe(2);
    expect(await referrerReads("both-processes.example")).toBe(2);
  });

  it("shares one salt a window between the processes, and deletes the earlier windows' (issue 41)", async () => {
    await a.database.db.execute(
      sql`insert into read_salts (window_start, salt) values (now() - interval '1 hour', 'an old salt')`,
    );
    const [fromA, fromB] = await Promise.all([
      createReadsRepository(a.database.db).windowSalt(REPEAT_WINDOW_MS, "salt of a"),
      createReadsRepository(b.database.db).windowSalt(REPEAT_WINDOW_MS, "salt of b"),
    ]);
    expect(fromA!.salt).toBe(fromB!.salt);
    expect(fromA!.msLeft).toBeLessThanOrEqual(REPEAT_WINDOW_MS);
    const rows = await queryRows<{ salt: string }>(a.database.db, sql`select salt from read_salts`);
    expect(rows).toEqual([{ salt: fromA!.salt }]);
  });

  const readsOf = (articleId: number) => readsOfIn(a.database, articleId);
  const referrerReads = (host: string) => referrerReadsIn(a.database, host);

  async function totalReads() {
    const [row] = await queryRows<{ reads: number }>(
      a.database.db,
      sql`select coalesce(sum(reads), 0)::int as reads from article_reads`,
    );
    return row!.reads;
  }
});
