import { afterAll, describe, expect, it } from "vitest";
import { peakMemoryMb, recordHostile } from "../support/hostile-report.js";
import { postgresCluster as cluster, postgresOutageTests, postgresVersion } from "../support/postgres-cluster.js";
import { setupTestApp } from "../support/test-app.js";

/** Restarts the local PostgreSQL cluster: see postgres-cluster.ts for when it runs. */
describe.skipIf(!postgresOutageTests || !postgresVersion)("PostgreSQL restarted under load", () => {
  const t = setupTestApp();
  /** 503 "Service temporarily unavailable" is the answer the outage calls for; any other 5xx is a fault. */
  let unavailable = 0;
  // Runs before setupTestApp's afterAll: the cluster must be up again to drop the app's database.
  afterAll(() => {
    try {
      cluster("start");
    } catch {
      // already running
    }
    if (!t.built) return;
    recordHostile({
      suite: "PostgreSQL restarted under the server (503 while down)",
      faults: 1,
      requests: t.traffic.requests,
      fiveHundreds: t.traffic.fiveHundreds - unavailable,
      peakMemoryMb: peakMemoryMb(),
    });
  });

  it("answers 503 quickly during the outage and recovers by itself afterwards", async () => {
    expect((await t.app.inject({ url: "/api/categories" })).statusCode).toBe(200);
    cluster("stop");
    const during: number[] = [];
    const durations: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      // A different URL each time so the response cache cannot answer for the database.
      const response = await t.app.inject({ url: `/api/articles?page=${i + 2}` });
      durations.push(Math.round(performance.now() - started));
      during.push(response.statusCode);
      if (response.statusCode === 503) unavailable += 1;
      if (response.statusCode === 503) expect(response.json()).toEqual({ message: "Service temporarily unavailable" });
    }
    console.log(`outage: statuses ${during.join(",")}, ms ${durations.join(",")}`);
    expect(during.every((s) => s === 503)).toBe(true);

    cluster("start");
    let recoveredAfter = -1;
    const started = Date.now();
    for (let attempt = 1; Date.now() - started < 30_000; attempt++) {
      const response = await t.app.inject({ url: `/api/articles?limit=1&exclude=${attempt}` });
      if (response.statusCode === 503) unavailable += 1;
      if (response.statusCode === 200) {
        recoveredAfter = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`outage: recovered ${recoveredAfter} ms after PostgreSQL was back`);
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
  }, 90_000);
});
