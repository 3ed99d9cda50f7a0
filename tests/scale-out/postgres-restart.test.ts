import { afterAll, describe, expect, it } from "vitest";
import { makeArticle, sameOrigin, staffCookie } from "#tests/support/factories.js";
import { postgresCluster as cluster, postgresOutageTests, postgresVersion } from "#tests/support/postgres-cluster.js";
import { setupTwoProcesses } from "#tests/support/test-app.js";
import { until } from "#tests/support/until.js";

/** Restarts the local PostgreSQL cluster under two server processes: see postgres-cluster.ts for when it runs. */
describe.skipIf(!postgresOutageTests || !postgresVersion)("PostgreSQL restarted under two processes", () => {
  const { a, b } = setupTwoProcesses();
  // Runs before the apps are closed (after-hooks run in reverse order): their databases need the cluster.
  afterAll(() => {
    try {
      cluster("start");
    } catch {
      // already running
    }
  });

  it("clears the caches when the listening connection drops, then serves fresh and caches again", async () => {
    const cookie = await staffCookie(a.app);
    const article = await makeArticle(a.app, { title: "Ice on Lake Mälaren" });
    const url = `/api/articles/${article.slug}`;
    await until(async () => (await b.app.inject({ url })).headers["x-cache"] === "HIT", "B caches the article");

    cluster("stop");
    await until(() => !b.app.services.notices.listening, "B notices that it no longer listens");
    // Nothing cached is served while notices may be missed: without the database, that is a 503.
    expect((await b.app.inject({ url })).statusCode).toBe(503);

    cluster("start");
    // A's pool reconnects on its own; the edit goes through as soon as PostgreSQL takes connections.
    await until(async () => {
      const edit = await a.app.inject({
        method: "PUT",
        url: `/api/admin/articles/${article.id}`,
        headers: sameOrigin(cookie),
        payload: { ...article, title: "Thin ice on Lake Mälaren" },
      });
      return edit.statusCode === 200;
    }, "the edit on A succeeds after the restart");
    // Whether B was listening again at the time of the edit or not, it serves the edit.
    expect((await b.app.inject({ url })).json().title).toBe("Thin ice on Lake Mälaren");
    await until(() => b.app.services.notices.listening, "B listens again");
    await until(async () => (await b.app.inject({ url })).headers["x-cache"] === "HIT", "B caches again");
    expect((await b.app.inject({ url })).json().title).toBe("Thin ice on Lake Mälaren");
  }, 120_000);
});
