import type { Response as LightMyRequestResponse } from "light-my-request";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { makeArticle } from "#tests/support/factories.js";
import { setupTestApp, type TestAppHandle } from "#tests/support/test-app.js";
import { until } from "#tests/support/until.js";
import { TOO_MANY_SEARCHES } from "./articles.routes.js";
import { SEARCHES_BUSY } from "../../plugins/search-turns.js";

const search = (t: TestAppHandle, query: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({ url: `/api/search?q=${encodeURIComponent(query)}`, remoteAddress });

describe("the per-client search budget (SEARCH_RATE_LIMIT)", () => {
  const t = setupTestApp({ env: { SEARCH_RATE_LIMIT: "3" } });
  beforeAll(async () => {
    await makeArticle(t.app, { title: "Harbour reopens" });
  });

  it("answers 429 with Retry-After past the budget; cached answers spend none of it", async () => {
    const first = await search(t, "harbour");
    expect(first.statusCode).toBe(200);
    // No budget headers: they would be kept with the cached answer and sent to every other reader.
    expect(first.headers["x-ratelimit-remaining"]).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      const again = await search(t, "harbour");
      expect(again.statusCode).toBe(200);
      expect(again.headers["x-cache"]).toBe("HIT");
    }
    expect((await search(t, "harbour news")).statusCode).toBe(200);
    expect((await search(t, "reopens")).statusCode).toBe(200);

    const refused = await search(t, "stockholm");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_SEARCHES });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Still cached for everyone, this client included; another client has a budget of its own.
    expect((await search(t, "harbour")).statusCode).toBe(200);
    expect((await search(t, "stockholm", "10.0.0.2")).statusCode).toBe(200);
  });
});

describe("SEARCH_RATE_LIMIT=0", () => {
  const t = setupTestApp({ env: { SEARCH_RATE_LIMIT: "0" } });

  it("sets no budget", async () => {
    for (let i = 0; i < 40; i++) expect((await search(t, `word${i}`)).statusCode).toBe(200);
  });
});

describe("searches at once (SEARCH_CONCURRENCY)", () => {
  // One at a time, so at most 32 wait.
  const t = setupTestApp({ env: { SEARCH_CONCURRENCY: "1", SEARCH_RATE_LIMIT: "0" } });

  /** Holds the articles table until `release()`: searches started meanwhile wait for the database. */
  async function holdDatabase() {
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const postgres = t.database.postgres;
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      await client.query("BEGIN");
      await client.query("LOCK TABLE articles IN ACCESS EXCLUSIVE MODE");
      const held = released.then(() => client.query("COMMIT")).finally(() => client.end());
      return {
        release() {
          letGo();
          return held;
        },
      };
    }
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const held = t.database.pglite!.execInTransaction(async () => {
      locked();
      await released;
    });
    await isLocked;
    return {
      release() {
        letGo();
        return held;
      },
    };
  }

  it("refuses a search with 503 and Retry-After: 1 while 32 wait, and answers those that waited", async () => {
    const database = await holdDatabase();
    // One runs (and waits for the database) and 32 wait for their turn: the 34th is refused, and the 33rd
    // too should it arrive before the first had its turn.
    const answered: LightMyRequestResponse[] = [];
    const searches = Array.from({ length: 34 }, (_, i) =>
      search(t, `word${i}`).then((response) => {
        answered.push(response);
        return response;
      }),
    );
    await until(() => answered.length > 0, "a search is refused");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only refusals are answered while the database is held.
    const refusals = [...answered];
    expect(refusals.length).toBeLessThanOrEqual(2);
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("1");
      expect(refused.json()).toEqual({ message: SEARCHES_BUSY });
    }

    await database.release();
    const statuses = (await Promise.all(searches)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(34 - refusals.length);
    // The queue emptied: searches are taken again.
    expect((await search(t, "afterwards")).statusCode).toBe(200);
  });

  it("answers a page of a search already ranked while every turn is taken", async () => {
    await makeArticle(t.app, { title: "Harbour reopens" });
    expect((await search(t, "harbour")).statusCode).toBe(200);
    let release!: () => void;
    const held = t.app.services.searchTurns.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const again = await t.app.inject({ url: "/api/search?q=harbour&page=1&limit=6" });
      expect(again.statusCode).toBe(200);
      expect(again.json().total).toBe(1);
      let answered = false;
      const fresh = search(t, "reopens").then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered, "a search not ranked yet waits for a turn").toBe(false);
      release();
      expect((await fresh).statusCode).toBe(200);
    } finally {
      release?.();
      await held;
    }
  });
});
