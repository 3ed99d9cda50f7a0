import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsletterOverview } from "#shared/schemas/newsletter.js";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { confirmedSubscriber, subscribe, subscribers } from "#tests/support/newsletter.js";
import { sendQueuedMail } from "#tests/support/send-outbox.js";
import { type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** The Newsletter screen's calls (issue 31), the limits of subscribing, and a site without mail. */
let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

describe("the Newsletter screen's calls", () => {
  const t = setupTestApp(() => ({ env: { SMTP_URL: smtp.url }, staff: true }));
  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie: t.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const overview = (query = ""): Promise<NewsletterOverview> => get(`/api/admin/newsletter${query}`);
  const sendNow = () =>
    t.app.inject({ method: "POST", url: "/api/admin/newsletter/send", headers: sameOrigin(t.cookie) });

  it("are for staff only", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/newsletter"],
      ["GET", "/api/admin/newsletter/preview"],
      ["POST", "/api/admin/newsletter/send"],
      ["DELETE", "/api/admin/newsletter/subscribers/1"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: sameOrigin() });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuse to send with no confirmed subscribers, then with no new stories, with a 409 that says why", async () => {
    const none = await sendNow();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("There are no confirmed subscribers to send the digest to.");
    await confirmedSubscriber(t.app, t.database, "first@example.se");
    // No story yet in this database.
    const noStories = await sendNow();
    expect(noStories.statusCode).toBe(409);
    expect(noStories.json().message).toBe("No stories have been published since the last digest.");
    const preview = await get("/api/admin/newsletter/preview");
    expect(preview.stories).toBe(0);
  });

  it("send now, then count what was delivered, list the subscribers and the schedule", async () => {
    await confirmedSubscriber(t.app, t.database, "second@example.se");
    await t.app.services.newsletter.subscribe({ email: "pending@example.se" });
    await makeArticle(t.app, { title: "Older story" });
    await makeArticle(t.app, { title: "Newer story", publishedAt: new Date(Date.now() - 60_000) });

    const preview = await get("/api/admin/newsletter/preview");
    expect(preview.stories).toBe(2);
    expect(preview.subject).toMatch(/^Only News for Free: the news of \w+ \d{1,2} \w+ \d{4}$/);
    // Newest first.
    expect(preview.html.indexOf("Newer story")).toBeLessThan(preview.html.indexOf("Older story"));

    const sent = await sendNow();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      recipients: 2,
      stories: 2,
      message: "The digest is on its way to 2 subscribers.",
    });
    // Sent again at once: nothing new since.
    expect((await sendNow()).statusCode).toBe(409);

    let view = await overview();
    expect(view.mailConfigured).toBe(true);
    expect(view.counts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 0 });
    expect(view.issues[0]).toMatchObject({
      edition: sent.json().edition,
      recipients: 2,
      stories: 2,
      queued: 2,
      delivered: 0,
      skippedReason: null,
    });
    await sendQueuedMail(t.database, smtp.url);
    view = await overview();
    expect(view.issues[0]).toMatchObject({ delivered: 2, queued: 0, failed: 0 });
    expect(view.schedule).toMatchObject({ enabled: true, time: "07:00", timeZone: "Europe/Stockholm" });
    expect(view.total).toBe(3);
    expect(view.subscribers.map((s) => s.email)).toEqual([
      "pending@example.se",
      "second@example.se",
      "first@example.se",
    ]);
  });

  it("search subscribers by address and status, page them, and remove one", async () => {
    const found = await overview("?q=SECOND");
    expect(found.subscribers.map((s) => s.email)).toEqual(["second@example.se"]);
    expect(found.total).toBe(1);
    expect((await overview("?q=%25")).total).toBe(0);
    expect((await overview("?status=pending")).subscribers.map((s) => s.email)).toEqual(["pending@example.se"]);
    const paged = await overview("?limit=1&page=2");
    expect(paged.subscribers).toHaveLength(1);
    expect(paged.total).toBe(3);
    const bad = await t.app.inject({ url: "/api/admin/newsletter?status=nope", headers: { cookie: t.cookie } });
    expect(bad.statusCode).toBe(400);

    const id = found.subscribers[0]!.id;
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/newsletter/subscribers/${id}`,
      headers: sameOrigin(t.cookie),
    });
    expect(removed.json()).toEqual({ message: "Subscriber removed" });
    expect((await subscribers(t.database)).some((s) => s.id === id)).toBe(false);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/newsletter/subscribers/${id}`,
      headers: sameOrigin(t.cookie),
    });
    expect(again.statusCode).toBe(404);
  });

  it("records a day without stories as a digest not sent, and why", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/newsletterDigestTime",
      headers: sameOrigin(t.cookie),
      payload: { value: "00:00" },
    });
    const made = await t.app.services.newsletter.runDaily(new Date(Date.now() + 1000));
    expect(made?.recipients).toBe(0);
    const view = await overview();
    expect(view.issues[0]).toMatchObject({
      edition: made!.edition,
      recipients: 0,
      skippedReason: "No stories were published since the last digest",
    });
    expect(view.schedule.sentToday).toBe(true);
  });
});

describe("subscribing is rate-limited per client", () => {
  const t = setupTestApp(() => ({ env: { SMTP_URL: smtp.url, COMMENT_RATE_LIMIT: "3" } }));

  it("answers 429 with a message and Retry-After past the limit", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await subscribe(t.app, { email: `r${i}@example.se` }, "10.9.9.9")).statusCode).toBe(200);
    }
    const blocked = await subscribe(t.app, { email: "r4@example.se" }, "10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many attempts. Please wait a minute before trying again.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await subscribe(t.app, { email: "r5@example.se" }, "10.9.9.10")).statusCode).toBe(200);
  });
});

describe("without SMTP_URL", () => {
  const t = setupTestApp({ staff: true });

  it("refuses subscribing with a 503 that says why, queues nothing, and the screen says mail is off", async () => {
    const response = await subscribe(t.app, { email: "reader@example.se" });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/cannot send email \(SMTP_URL is not set\)/);
    expect(await subscribers(t.database)).toHaveLength(0);
    expect(t.app.services.newsletter.canSubscribe).toBe(false);
    const view = await t.app.inject({ url: "/api/admin/newsletter", headers: { cookie: t.cookie } });
    expect(view.json().mailConfigured).toBe(false);
    const send = await t.app.inject({
      method: "POST",
      url: "/api/admin/newsletter/send",
      headers: sameOrigin(t.cookie),
    });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toMatch(/Mail is not configured/);
    expect(await t.app.services.newsletter.runDaily()).toBeUndefined();
  });
});
