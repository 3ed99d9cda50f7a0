import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { peakMemoryMb, processMemoryMb, recordHostile } from "#tests/support/hostile-report.js";
import { type RunningServer, startServer, storedCommentBodies } from "../support/server.js";
import { staffClient } from "../support/staff-client.js";

/** `npm run test:hostile` soaks for 10 minutes; `npm test` for 30 seconds. */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? (process.env.HOSTILE_LONG === "1" ? 600 : 30));
const CONCURRENCY = 16;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface Tally {
  byStatus: Map<number, number>;
  posted: Set<string>;
  networkErrors: number;
}

/** Mixed reader traffic: pages, API reads and comment posts; every 201'd comment body is remembered. */
async function traffic(server: RunningServer, slug: string, until: () => boolean, tally: Tally, tag: string) {
  let n = 0;
  const worker = async (w: number) => {
    while (!until()) {
      n += 1;
      const kind = n % 10;
      try {
        let response: Response;
        if (kind === 0) {
          const body = `${tag}-${w}-${n}`;
          response = await fetch(`${server.baseUrl}/api/articles/${slug}/comments`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: "Soak", body }),
          });
          if (response.status === 201) tally.posted.add(body);
        } else {
          const path = [
            `/articles/${slug}`,
            "/",
            "/api/settings",
            `/api/articles/${slug}/comments`,
            "/api/search?q=stockholm",
          ][kind % 5]!;
          response = await fetch(`${server.baseUrl}${path}`);
        }
        await response.arrayBuffer();
        tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
      } catch {
        tally.networkErrors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
}

let server: RunningServer;
let slug: string;
/** Kept after the server stops, to count the stored comments from the database's own files. */
const soakDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-soak-"));
beforeAll(async () => {
  server = await startServer({ COMMENT_RATE_LIMIT: "100000000" }, { dataDir: soakDataDir });
  const list = (await (await fetch(`${server.baseUrl}/api/articles?limit=1`)).json()) as {
    articles: { slug: string }[];
  };
  slug = list.articles[0]!.slug;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(soakDataDir, { recursive: true, force: true });
});

const sent = (tally: Tally) => [...tally.byStatus.values()].reduce((a, b) => a + b, 0) + tally.networkErrors;
const countFiveHundreds = (tally: Tally, except: number[] = []) =>
  [...tally.byStatus].filter(([s]) => s >= 500 && !except.includes(s)).reduce((a, [, n]) => a + n, 0);

describe(`soak: ${SOAK_SECONDS} s of mixed reads and comment posts`, () => {
  it(
    "answers no 5xx, stores every accepted comment exactly once, and memory stays flat",
    async () => {
      const tally: Tally = { byStatus: new Map(), posted: new Set(), networkErrors: 0 };
      const start = Date.now();
      const warmUpEnd = start + (SOAK_SECONDS * 1000) / 3;
      // RSS samples after warm-up. Growth compares the medians of their first and second half, so a garbage
      // collector's sawtooth is not mistaken for a leak while a steady climb still shows.
      const samples: number[] = [];
      const sampler = setInterval(() => {
        if (Date.now() >= warmUpEnd) samples.push(processMemoryMb(server.process.pid!, "VmRSS"));
      }, 250);
      await traffic(server, slug, () => Date.now() - start > SOAK_SECONDS * 1000, tally, "soak");
      clearInterval(sampler);

      const half = Math.floor(samples.length / 2);
      const early = median(samples.slice(0, half));
      const late = median(samples.slice(half));
      const fiveHundreds = [...tally.byStatus].filter(([s]) => s >= 500);
      const total = sent(tally);
      console.log(
        `soak: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(tally.byStatus))}, ` +
          `${tally.posted.size} comments accepted, RSS median ${early.toFixed(0)} -> ${late.toFixed(0)} MB after warm-up`,
      );
      const peakMemory = peakMemoryMb(server.process.pid);
      await server.stop();
      const stored = await storedCommentBodies(soakDataDir, "soak-");
      recordHostile({
        suite: `Soak: ${SOAK_SECONDS} s of mixed load`,
        requests: total,
        commentsAccepted: tally.posted.size,
        commentsStored: stored.length,
        fiveHundreds: countFiveHundreds(tally),
        peakMemoryMb: peakMemory,
      });
      expect(fiveHundreds).toEqual([]);
      expect([...tally.byStatus.keys()].sort()).toEqual([200, 201]);
      expect(tally.networkErrors).toBe(0);
      expect(stored.length).toBe(new Set(stored).size);
      expect(new Set(stored)).toEqual(tally.posted);
      expect(late).toBeLessThan(early * 1.1);
    },
    (SOAK_SECONDS + 120) * 1000,
  );
});

describe("SIGTERM under load", () => {
  it("finishes in-flight requests, loses no accepted comment, and exits 0", async () => {
    const own = await startServer(
      { COMMENT_RATE_LIMIT: "100000000", SEED_DEMO: "true" },
      { dataDir: `${server.dataDir}-sigterm` },
    );
    try {
      const list = (await (await fetch(`${own.baseUrl}/api/articles?limit=1`)).json()) as {
        articles: { slug: string }[];
      };
      const tally: Tally = { byStatus: new Map(), posted: new Set(), networkErrors: 0 };
      let stop = false;
      const load = traffic(own, list.articles[0]!.slug, () => stop, tally, "term");
      await new Promise((r) => setTimeout(r, 1500));
      const exited = new Promise<number | null>((r) => own.process.once("exit", (code) => r(code)));
      const peak = peakMemoryMb(own.process.pid);
      own.process.kill("SIGTERM");
      const code = await exited;
      stop = true;
      await load;
      expect(code).toBe(0);
      expect([...tally.byStatus.keys()].filter((s) => s >= 500 && s !== 503)).toEqual([]);

      const again = await startServer({ SEED_DEMO: "true" }, { dataDir: own.dataDir });
      try {
        const api = await staffClient(again.baseUrl);
        const pending = await api<{ body: string }[]>("GET", "/api/admin/comments/pending");
        const stored = pending.json.map((c) => c.body).filter((b) => b.startsWith("term-"));
        recordHostile({
          suite: "SIGTERM under load (503 = refused while shutting down)",
          faults: 1,
          requests: sent(tally),
          commentsAccepted: tally.posted.size,
          commentsStored: stored.filter((b) => tally.posted.has(b)).length,
          fiveHundreds: countFiveHundreds(tally, [503]),
          peakMemoryMb: peak,
        });
        expect(stored.length).toBe(new Set(stored).size);
        for (const body of tally.posted) expect(stored).toContain(body);
      } finally {
        await again.stop();
      }
    } finally {
      fs.rmSync(`${server.dataDir}-sigterm`, { recursive: true, force: true });
    }
  }, 120_000);
});
