import { describe, expect, it } from "vitest";
import { setupTwoProcesses } from "#tests/support/test-app.js";

/** Two server processes on one PostgreSQL database: a client's search budget counts on both together. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("the search budget across two processes", () => {
  const { a, b } = setupTwoProcesses({ SEARCH_RATE_LIMIT: "4" });

  it("counts a client's searches on both processes together", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      // A new query each time: none is answered from either process's response cache.
      statuses.push((await app.inject({ url: `/api/search?q=word${i}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client's budget is its own.
    expect((await b.app.inject({ url: "/api/search?q=word9", remoteAddress: "10.0.0.2" })).statusCode).toBe(200);
  });
});
