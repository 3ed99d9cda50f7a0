import { afterAll, describe, expect, it } from "vitest";
import { createMemoryBudgets } from "#server/budgets.js";
import { createContentChanges } from "#server/invalidation/content-version.js";
import { READS_PER_ADDRESS } from "#server/modules/reads/read-tally.js";
import type { ReadsRepository } from "#server/modules/reads/reads.repository.js";
import { type BeaconSender, createReadsService } from "#server/modules/reads/reads.service.js";
import { makeArticle, sameOrigin } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";
import { readsOf as readsOfIn, referrerReads as referrerReadsIn } from "../support/reads.js";

/**
 * Issue 41, findings 4 and 10: one client put any article into "Most read" (a reader was its address and
 * its browser name, both the client's choice, and the beacon had no budget); floods of invented ids or of
 * readers filled the counter's caps and stopped counting for everyone; and referring sites were counted
 * for ids that are no published article.
 */

const t = setupTestApp();
let requests = 0;
let payloads = 0;
afterAll(() => recordHostile({ suite: "Read counter (issue 41)", payloads, requests }));

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The n-th browser name of a client that sends another one with every beacon. */
const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + n}.0) Gecko/20100101 Firefox/${100 + n}.0`;

let nextAddress = 1;
const newAddress = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function beacon(payload: unknown, address: string, userAgent = BROWSER) {
  requests += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/reads",
    remoteAddress: address,
    headers: { ...sameOrigin(), "user-agent": userAgent, "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

/** A beacon handed to the service as the route does, without the HTTP round trip (floods). */
const sender = (address: string): BeaconSender => ({
  address,
  userAgent: BROWSER,
  staff: false,
  ownHosts: ["localhost"],
});

const readsOf = (articleId: number) => readsOfIn(t.database, articleId);
const referrerReads = (host: string) => referrerReadsIn(t.database, host);

describe("one client and the most-read list (finding 4)", () => {
  it("150 beacons from one address, each with another browser name, count one read: the article is not made #1", async () => {
    const [honestOne, honestTwo, target] = await Promise.all(
      [1, 2, 3].map((n) => makeArticle(t.app, { title: `Read counter story ${n}` })),
    );
    for (const honest of [honestOne!, honestTwo!]) {
      for (let n = 0; n < 5; n++) expect((await beacon({ articleId: honest.id }, newAddress())).statusCode).toBe(204);
    }
    const attacker = newAddress();
    for (let n = 0; n < 150; n++) {
      payloads += 1;
      expect((await beacon({ articleId: target!.id }, attacker, browser(n))).statusCode).toBe(204);
    }
    await t.app.services.reads.flush();
    expect(await readsOf(target!.id)).toBe(1);
    expect(await readsOf(honestOne!.id)).toBe(5);
    const ranked = (await t.app.services.reads.mostRead(10)).map((article) => article.id);
    expect(ranked.indexOf(target!.id)).toBeGreaterThan(ranked.indexOf(honestOne!.id));
    expect(ranked.indexOf(target!.id)).toBeGreaterThan(ranked.indexOf(honestTwo!.id));
  });

  it("one address counts at most its budget of reads in a window, however many articles it names", async () => {
    const stories = [];
    for (let n = 0; n < 30; n++) stories.push(await makeArticle(t.app));
    const attacker = newAddress();
    for (const story of stories) {
      payloads += 1;
      expect((await beacon({ articleId: story.id }, attacker)).statusCode).toBe(204);
    }
    await t.app.services.reads.flush();
    let counted = 0;
    for (const story of stories) counted += await readsOf(story.id);
    expect(counted).toBeLessThan(stories.length);
    expect(counted).toBe(READS_PER_ADDRESS);
    // Another reader of the same articles still counts.
    await beacon({ articleId: stories.at(-1)!.id }, newAddress());
    expect(await t.app.services.reads.flush()).toBe(1);
  });

  it("refuses what is not a beacon with a 400, never a 500", async () => {
    const bodies: unknown[] = [
      { articleId: 2_147_483_648 },
      { articleId: 0 },
      { articleId: null },
      { articleId: [1] },
      { articleId: { $gt: 0 } },
      { articleId: 1e308 },
      { articleId: 1, referrer: 7 },
      { articleId: 1, referrer: ["https://a.example/"] },
      [],
      "articleId=1",
      '{"articleId":',
      '{"articleId":1,"__proto__":{"x":1}}',
    ];
    for (const body of bodies) {
      payloads += 1;
      const answer = await beacon(body, newAddress());
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof answer.json().message).toBe("string");
    }
  });
});

describe("ids that are no published article (findings 4 and 10)", () => {
  it("count no referring site for a draft, a scheduled article or an unknown id", async () => {
    const draft = await makeArticle(t.app, { published: false, publishedAt: null });
    const scheduled = await makeArticle(t.app, { publishedAt: new Date(Date.now() + 86_400_000) });
    const unpublished = await makeArticle(t.app);
    await t.app.services.articles.bulk({ ids: [unpublished.id], action: "unpublish" });
    for (const articleId of [draft.id, scheduled.id, unpublished.id, 2_000_000_000]) {
      payloads += 1;
      const answer = await beacon({ articleId, referrer: "https://unpublished-referrer.example/page" }, newAddress());
      expect(answer.statusCode).toBe(204);
    }
    const pending = t.app.services.reads.pending;
    await t.app.services.reads.flush();
    expect(await referrerReads("unpublished-referrer.example")).toBe(0);
    expect(pending).toBe(0);
  });

  it("10,050 invented ids from as many addresses take no place: a real reader is still counted, with its referrer", async () => {
    await t.app.services.reads.flush();
    for (let n = 0; n < 10_050; n++) {
      payloads += 1;
      await t.app.services.reads.record(
        { articleId: 1_000_000_000 + n, referrer: "https://invented.example/" },
        sender(newAddress()),
      );
    }
    expect(t.app.services.reads.pending).toBe(0);
    const real = await makeArticle(t.app);
    expect(
      await t.app.services.reads.record(
        { articleId: real.id, referrer: "https://real.example/" },
        sender(newAddress()),
      ),
    ).toBe(true);
    expect(await t.app.services.reads.flush()).toBe(1);
    expect(await referrerReads("real.example")).toBe(1);
    expect(await referrerReads("invented.example")).toBe(0);
  });
});

describe("a flood of readers (finding 4)", () => {
  it("past 200,000 readers in a window, new readers are still counted: the oldest are forgotten instead", async () => {
    const flooded = await makeArticle(t.app);
    const real = await makeArticle(t.app);
    await t.app.services.reads.flush();
    let counted = 0;
    for (let n = 0; n < 200_100; n++) {
      if (await t.app.services.reads.record({ articleId: flooded.id }, sender(newAddress()))) counted += 1;
    }
    payloads += 200_100;
    expect(counted).toBe(200_100);
    expect(await t.app.services.reads.record({ articleId: real.id }, sender(newAddress()))).toBe(true);
    expect(await t.app.services.reads.flush()).toBe(200_101);
    expect(await readsOf(real.id)).toBe(1);
    // Its write spends 400,202 keys in one call (a read's and an address's each), in statements of 5,000 on
    // PostgreSQL: seconds.
  }, 60_000);
});

describe("what a beacon costs (finding 4)", () => {
  it("1,000 beacons ask the database for the published articles once and spend no budget; their write spends all in one call", async () => {
    let loads = 0;
    let spends = 0;
    let calls = 0;
    const repo = {
      publishedIds: async () => {
        loads += 1;
        return [7];
      },
      add: async () => {},
    } as unknown as ReadsRepository;
    const budgets = createMemoryBudgets();
    const spendMany = budgets.spendMany.bind(budgets);
    budgets.spendMany = (uses, windowMs) => {
      calls += 1;
      spends += uses.size;
      return spendMany(uses, windowMs);
    };
    const reads = createReadsService({
      repo,
      budgets,
      changes: createContentChanges(),
      publicArticles: async () => [],
    });
    let counted = 0;
    for (let n = 0; n < 1_000; n++) if (await reads.record({ articleId: 7 }, sender(newAddress()))) counted += 1;
    expect(counted).toBe(1_000);
    expect(loads).toBe(1);
    expect(reads.pending).toBe(1_000);
    expect(spends).toBe(0);
    // At the write: one call of the budgets, a key for each read and one for each address.
    expect(await reads.flush()).toBe(1_000);
    expect({ calls, spends, loads }).toEqual({ calls: 1, spends: 2_000, loads: 1 });
  });
});
