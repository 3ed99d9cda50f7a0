import { describe, expect, it } from "vitest";
import { newsletterIssues } from "#server/db/schema.js";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { confirmedSubscriber, outboxRows, subscribe, subscribers } from "#tests/support/newsletter.js";
import { setupTwoProcesses } from "#tests/support/test-app.js";

/**
 * The newsletter with two server processes on one PostgreSQL database (issue 31): the daily digest is made
 * once and each subscriber's message queued once, however many processes check at the same moment; a
 * subscribe sent to both at once sends one confirmation.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("the newsletter with two processes on one PostgreSQL database", () => {
  // Any SMTP address: these tests read the outbox, which is what the processes share; nothing is sent.
  const { a, b } = setupTwoProcesses({ SMTP_URL: "smtp://127.0.0.1:9", COMMENT_RATE_LIMIT: "1000" });

  it("makes one edition and queues one message per subscriber when both run the daily job at the same moment", async () => {
    await a.app.services.settings.set("newsletterDigestTime", "00:00");
    await a.app.services.settings.set("newsletterTimeZone", "UTC");
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await confirmedSubscriber(a.app, a.database, `reader${i}@example.se`));
    await makeArticle(a.app, { title: "Story for two processes", publishedAt: new Date() });
    const now = new Date(Date.now() + 1000);

    const runs = await Promise.all([
      a.app.services.newsletter.runDaily(now),
      b.app.services.newsletter.runDaily(now),
      a.app.services.newsletter.runDaily(now),
      b.app.services.newsletter.runDaily(now),
    ]);
    const made = runs.filter((run) => run !== undefined);
    expect(made).toHaveLength(1);
    const edition = `daily:${now.toISOString().slice(0, 10)}`;
    expect(made[0]).toEqual({ edition, recipients: 30 });

    const issues = await a.database.db.select().from(newsletterIssues);
    expect(issues.filter((issue) => issue.edition === edition)).toHaveLength(1);
    const rows = await outboxRows(b.database, `digest:${edition}:`);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.key))).toEqual(new Set(ids.map((id) => `digest:${edition}:${id}`)));

    // A process that died after making the edition and before queuing every message: the next run finishes it,
    // and queuing twice adds nothing.
    await a.database.db.update(newsletterIssues).set({ enqueuedAt: null });
    const later = new Date(now.getTime() + 10 * 60_000);
    await Promise.all([a.app.services.newsletter.runDaily(later), b.app.services.newsletter.runDaily(later)]);
    expect(await outboxRows(a.database, `digest:${edition}:`)).toHaveLength(30);
    const [finished] = await a.database.db.select().from(newsletterIssues);
    expect(finished?.enqueuedAt).toBeInstanceOf(Date);
  });

  it("sends one confirmation when one address is subscribed through both processes at once", async () => {
    const answers = await Promise.all(
      [a, b, a, b].map((process) => subscribe(process.app, { email: "twice@example.se" })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const rows = (await subscribers(a.database)).filter((s) => s.email === "twice@example.se");
    expect(rows).toHaveLength(1);
    expect(await outboxRows(b.database, `newsletter-confirm:${rows[0]!.id}:`)).toHaveLength(1);
    // The one-click unsubscribe reaches either process.
    const left = await b.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${rows[0]!.token}`,
      headers: { ...sameOrigin(), "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
  });
});
