import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIBE_ANSWER } from "#shared/schemas/newsletter.js";
import { newsletterIssues } from "#server/db/schema.js";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import {
  confirmedSubscriber,
  linkToken,
  oneClick as oneClickTo,
  outboxRows,
  sentHeader,
  subscribe,
  subscribers,
} from "#tests/support/newsletter.js";
import { sendQueuedMail } from "#tests/support/send-outbox.js";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { setupTestApp } from "#tests/support/test-app.js";

/**
 * The newsletter (issue 31) through the API, with a real SMTP server receiving what is sent: subscribe,
 * confirm, the digest with its List-Unsubscribe headers, one-click unsubscribing as a mail client does it.
 */
let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const PUBLIC = "http://localhost:3000";
const t = setupTestApp(() => ({ env: { SMTP_URL: smtp.url, COMMENT_RATE_LIMIT: "1000" }, staff: true }));

const send = () => sendQueuedMail(t.database, smtp.url);
/** A story published just now: after every digest these tests sent before (a digest lists what came since the last). */
const story = (title: string, more: Parameters<typeof makeArticle>[1] = {}) =>
  makeArticle(t.app, { title, publishedAt: new Date(), ...more });
const sendNow = (cookie: string | undefined = t.cookie) =>
  t.app.inject({ method: "POST", url: "/api/admin/newsletter/send", headers: sameOrigin(cookie) });
const status = async (email: string) => (await subscribers(t.database)).find((s) => s.email === email)?.status;
const oneClick = (url: string) => oneClickTo(t.app, url);

/** Sent to the reader of the first test (mail software writes the domain in lower case). */
const toReader = (mail: ReceivedMail) => mail.envelope.to.some((to) => to.toLowerCase() === "reader@example.se");

describe("a reader subscribes, confirms, receives a digest and leaves in one click", () => {
  it("does it all, by mail", async () => {
    const snow = await story("Snow closes the E4 north of Umeå");
    const other = await confirmedSubscriber(t.app, t.database, "stays@example.se");

    const answer = await subscribe(t.app, { email: " Reader@Example.se " });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    expect(answer.headers["cache-control"]).toBe("no-store");
    const [row] = (await subscribers(t.database)).filter((s) => s.emailKey === "reader@example.se");
    expect(row).toMatchObject({ email: "Reader@Example.se", status: "pending" });

    // The confirmation: keyed by subscriber and send time, plain text, our page's link.
    const [queued] = await outboxRows(t.database, `newsletter-confirm:${row!.id}:`);
    expect(queued).toMatchObject({ purpose: "newsletter-confirm", recipient: "Reader@Example.se", bodyHtml: null });
    expect(await send()).toBeGreaterThanOrEqual(1);
    const confirmation = (await smtp.waitFor(1)).find(toReader)!;
    expect(confirmation.parsed.subject).toBe("Confirm your subscription to Only News for Free");
    // The link's token in the fragment (no server sees it), a token of its own, not the unsubscribe token.
    expect(confirmation.parsed.text).toContain(`${PUBLIC}/newsletter/confirm#token=`);
    expect(confirmation.parsed.text).toMatch(/If you did not ask for this, ignore this email/);
    const token = linkToken(confirmation.parsed.text!, "/newsletter/confirm");
    expect(token).not.toBe(row!.token);

    // A link scanner GETs the link (and the API address): nothing is confirmed.
    for (const url of [`/newsletter/confirm?token=${token}`, `/api/newsletter/confirm?token=${token}`]) {
      await t.app.inject({ url });
      await t.app.inject({ method: "HEAD", url });
    }
    expect(await status("Reader@Example.se")).toBe("pending");

    // The page's button POSTs the token.
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      headers: sameOrigin(),
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/Your subscription is confirmed/);
    expect(await status("Reader@Example.se")).toBe("confirmed");

    // The digest, sent now by staff.
    const sent = await sendNow();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ recipients: 2, stories: 1, edition: expect.stringMatching(/^manual:/) });
    const digestRows = await outboxRows(t.database, `digest:${sent.json().edition}:`);
    expect(digestRows.map((r) => r.key).sort()).toEqual(
      [row!.id, other].map((id) => `digest:${sent.json().edition}:${id}`).sort(),
    );
    await send();
    const digest = (await smtp.received()).find((m) => toReader(m) && m.parsed.subject?.includes("the news of"))!;
    const oneClickUrl = `${PUBLIC}/api/newsletter/unsubscribe?token=${row!.token}`;
    expect(sentHeader(digest.raw, "List-Unsubscribe")).toBe(`<${oneClickUrl}>`);
    expect(sentHeader(digest.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const page = `${PUBLIC}/newsletter/unsubscribe#token=${row!.token}`;
    expect(digest.parsed.text).toContain(`Unsubscribe: ${page}`);
    expect(digest.parsed.text).toContain(`${PUBLIC}/articles/${snow.slug}`);
    expect(digest.parsed.html).toContain(`href="${page}"`);
    expect(digest.parsed.html).toContain(`href="${PUBLIC}/articles/${snow.slug}"`);
    expect(digest.parsed.html).toContain("Snow closes the E4 north of Umeå");

    // The mail client's one-click POST, twice: both 200, and the reader is out.
    for (let i = 0; i < 2; i++) {
      const left = await oneClick(oneClickUrl.slice(PUBLIC.length));
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().message).toMatch(/You have been unsubscribed/);
    }
    expect(await status("Reader@Example.se")).toBe("unsubscribed");

    // The next digest goes to the one who stayed, not to them.
    await story("Ferries run again to Gotland");
    const next = await sendNow();
    expect(next.json().recipients).toBe(1);
    const nextRows = await outboxRows(t.database, `digest:${next.json().edition}:`);
    expect(nextRows.map((r) => r.recipient)).toEqual(["stays@example.se"]);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("answers the same whatever the address's state: unknown, pending, confirmed, unsubscribed", async () => {
    await confirmedSubscriber(t.app, t.database, "known@example.se");
    await t.app.services.newsletter.subscribe({ email: "waiting@example.se" });
    await confirmedSubscriber(t.app, t.database, "gone@example.se");
    const gone = (await subscribers(t.database)).find((s) => s.email === "gone@example.se")!;
    await t.app.services.newsletter.unsubscribe(gone.token);
    const answers = [];
    for (const email of ["nobody@example.se", "waiting@example.se", "KNOWN@example.se", "gone@example.se"]) {
      const response = await subscribe(t.app, { email });
      answers.push([response.statusCode, response.headers["content-type"], response.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([
      200,
      expect.stringContaining("application/json"),
      JSON.stringify({ message: SUBSCRIBE_ANSWER }),
    ]);
    // An unsubscribed address asking again is pending once more, with a new token (its old links are dead).
    const again = (await subscribers(t.database)).find((s) => s.email === "gone@example.se")!;
    expect(again.status).toBe("pending");
    expect(again.token).not.toBe(gone.token);
  });

  it("sends one confirmation per address in ten minutes however often it is asked, and none to a confirmed one", async () => {
    for (let i = 0; i < 4; i++) expect((await subscribe(t.app, { email: "eager@example.se" })).statusCode).toBe(200);
    const [row] = (await subscribers(t.database)).filter((s) => s.email === "eager@example.se");
    expect(await outboxRows(t.database, `newsletter-confirm:${row!.id}:`)).toHaveLength(1);
    // Ten minutes later, another may go (the clock moved back instead).
    await t.database.db.execute(
      sql`update newsletter_subscribers set confirmation_sent_at = now() - interval '11 minutes' where id = ${row!.id}`,
    );
    await subscribe(t.app, { email: "eager@example.se" });
    expect(await outboxRows(t.database, `newsletter-confirm:${row!.id}:`)).toHaveLength(2);

    // A confirmed address gets at most one "already subscribed" note a day, and no confirmation.
    const id = await confirmedSubscriber(t.app, t.database, "already@example.se");
    const before = (await outboxRows(t.database, `newsletter-confirm:${id}:`)).length;
    for (let i = 0; i < 3; i++) await subscribe(t.app, { email: "already@example.se" });
    expect(await outboxRows(t.database, `newsletter-confirm:${id}:`)).toHaveLength(before);
    const notes = await outboxRows(t.database, `newsletter-subscribed:${id}:`);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.bodyText).toContain(`${PUBLIC}/newsletter/unsubscribe#token=`);
  });

  it("refuses an invalid address with a clear 400, and keeps nothing", async () => {
    for (const email of ["", "not-an-address", "a@b", `${"x".repeat(300)}@example.se`, 42]) {
      const response = await subscribe(t.app, { email });
      expect(response.statusCode, String(email)).toBe(400);
      expect(response.json().message).toMatch(/email/i);
    }
    expect((await subscribe(t.app, {})).json().message).toBe("Email is required");
    expect((await subscribers(t.database)).some((s) => s.email === "not-an-address")).toBe(false);
  });

  it("answers a bot that fills the honeypot like anyone, and keeps and sends nothing", async () => {
    const response = await subscribe(t.app, { email: "bot@example.se", website: "http://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    expect((await subscribers(t.database)).some((s) => s.email === "bot@example.se")).toBe(false);
  });

  it("refuses another site's form posting to it, as every write", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { email: "victim@example.se" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("confirming and unsubscribing", () => {
  it("answers an unknown confirmation token with a clear 404, a malformed one with a 400, never a 500", async () => {
    const confirm = (payload: unknown) =>
      t.app.inject({
        method: "POST",
        url: "/api/newsletter/confirm",
        headers: sameOrigin(),
        payload: payload as object,
      });
    const unknown = await confirm({ token: "A".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid any more.*Subscribe again/);
    for (const payload of [{}, { token: "short" }, { token: "../../etc" }, { token: 7 }]) {
      const response = await confirm(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/link is incomplete/);
    }
    const badOneClick = await oneClick("/api/newsletter/unsubscribe?token=nope");
    expect(badOneClick.statusCode).toBe(400);
    const unknownOneClick = await oneClick(`/api/newsletter/unsubscribe?token=${"B".repeat(43)}`);
    expect(unknownOneClick.statusCode).toBe(404);
    expect(unknownOneClick.json().message).toMatch(/not valid/);
  });

  it("confirms once with the confirmation token, which never unsubscribes; the unsubscribe token never confirms", async () => {
    await t.app.services.newsletter.subscribe({ email: "twice@example.se" });
    const { id, token: leave } = (await subscribers(t.database)).find((s) => s.email === "twice@example.se")!;
    const token = linkToken(
      (await outboxRows(t.database, `newsletter-confirm:${id}:`))[0]!.bodyText,
      "/newsletter/confirm",
    );
    const confirm = (payload = { token }) =>
      t.app.inject({ method: "POST", url: "/api/newsletter/confirm", headers: sameOrigin(), payload });
    expect((await confirm({ token: leave })).statusCode).toBe(404);
    expect((await confirm()).json().message).toMatch(/is confirmed/);
    // Spent: the second time is a clear 404 that also tells a reader who did confirm that all is well.
    const again = await confirm();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not valid any more.*If you have confirmed, the newsletter will come/);
    await expect(t.app.services.newsletter.unsubscribe(token)).rejects.toMatchObject({ statusCode: 404 });
    expect(await status("twice@example.se")).toBe("confirmed");
    await t.app.services.newsletter.unsubscribe(leave);
    expect(await status("twice@example.se")).toBe("unsubscribed");
  });

  it("works from the pages' plain forms without script: a 303 back to the page with the result", async () => {
    await t.app.services.newsletter.subscribe({ email: "noscript@example.se" });
    const { id, token: leave } = (await subscribers(t.database)).find((s) => s.email === "noscript@example.se")!;
    const token = linkToken(
      (await outboxRows(t.database, `newsletter-confirm:${id}:`))[0]!.bodyText,
      "/newsletter/confirm",
    );
    const form = (url: string, body: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { ...sameOrigin(), "content-type": "application/x-www-form-urlencoded" },
        payload: body,
      });
    const confirmed = await form("/api/newsletter/confirm", `token=${token}&via=page`);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/newsletter/confirm?result=confirmed");
    expect(await status("noscript@example.se")).toBe("confirmed");
    const stale = await form("/api/newsletter/confirm", `token=${"C".repeat(43)}&via=page`);
    expect(stale.headers.location).toBe("/newsletter/confirm?result=invalid");
    const left = await form(`/api/newsletter/unsubscribe?token=${leave}`, "via=page");
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe("/newsletter/unsubscribe?result=unsubscribed");
    expect(await status("noscript@example.se")).toBe("unsubscribed");
  });

  it("lets only the one-click route be posted from another site; the page's JSON call works too", async () => {
    const crossConfirm = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      headers: { origin: "https://mail.example.net" },
      payload: { token: "D".repeat(43) },
    });
    expect(crossConfirm.statusCode).toBe(403);
    await confirmedSubscriber(t.app, t.database, "json@example.se");
    const { token } = (await subscribers(t.database)).find((s) => s.email === "json@example.se")!;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: sameOrigin(),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(await status("json@example.se")).toBe("unsubscribed");
  });
});

describe("the digest's HTML", () => {
  it("escapes a hostile title and excerpt", async () => {
    await story(`<img src=x onerror="alert(1)"> & <script>alert('t')</script>`, {
      excerpt: `</p><a href="javascript:alert(2)">click</a>`,
    });
    const preview = await t.app.inject({ url: "/api/admin/newsletter/preview", headers: { cookie: t.cookie } });
    expect(preview.statusCode).toBe(200);
    const { html, text } = preview.json();
    expect(html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/);
    expect(html).toContain("&lt;/p&gt;&lt;a href=&quot;javascript:alert(2)&quot;&gt;click&lt;/a&gt;");
    // The text alternative is text: as written.
    expect(text).toContain(`<script>alert('t')</script>`);
  });
});

describe("the daily digest", () => {
  it("is queued once the set time has passed, once a day, to confirmed subscribers only", async () => {
    const put = (key: string, value: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/settings/${key}`,
        headers: sameOrigin(t.cookie),
        payload: { value },
      });
    expect((await put("newsletterTimeZone", "UTC")).statusCode).toBe(200);
    await story("Daily story one");
    const now = new Date(Date.now() + 1000);
    const today = now.toISOString().slice(0, 10);
    const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
    // Not yet: the set time is later today (unless the test runs in the day's last minute).
    if (minutes < 23 * 60 + 59) {
      expect((await put("newsletterDigestTime", "23:59")).statusCode).toBe(200);
      expect(await t.app.services.newsletter.runDaily(now)).toBeUndefined();
    }
    expect((await put("newsletterDigestTime", "00:00")).statusCode).toBe(200);
    await t.app.services.newsletter.subscribe({ email: "pending-only@example.se" });
    const made = await t.app.services.newsletter.runDaily(now);
    expect(made?.edition).toBe(`daily:${today}`);
    const confirmed = (await subscribers(t.database)).filter((s) => s.status === "confirmed");
    expect(made?.recipients).toBe(confirmed.length);
    const rows = await outboxRows(t.database, `digest:daily:${today}:`);
    expect(rows.map((r) => r.recipient).sort()).toEqual(confirmed.map((s) => s.email).sort());
    expect(rows.every((r) => r.headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click")).toBe(true);
    // Checked again in the same day, by this process or another: nothing more.
    expect(await t.app.services.newsletter.runDaily(new Date(now.getTime() + 60_000))).toBeUndefined();
    expect(await outboxRows(t.database, `digest:daily:${today}:`)).toHaveLength(rows.length);
    const [issue] = await t.database.db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.edition, `daily:${today}`));
    expect(issue).toMatchObject({ recipients: rows.length, skippedReason: null, enqueuedAt: expect.any(Date) });

    // Off: no digest the next day.
    expect((await put("newsletterDigestEnabled", "false")).statusCode).toBe(200);
    expect(await t.app.services.newsletter.runDaily(new Date(now.getTime() + 86_400_000))).toBeUndefined();
    expect((await put("newsletterDigestEnabled", "true")).statusCode).toBe(200);
  });

  it("refuses digest settings that are not a time or a time zone", async () => {
    const put = (key: string, value: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/settings/${key}`,
        headers: sameOrigin(t.cookie),
        payload: { value },
      });
    for (const [key, value] of [
      ["newsletterDigestTime", "25:00"],
      ["newsletterDigestTime", "7"],
      ["newsletterTimeZone", "Mars/Olympus_Mons"],
      ["newsletterTimeZone", ""],
      ["newsletterDigestEnabled", "yes"],
    ] as const) {
      const response = await put(key, value);
      expect(response.statusCode, `${key}=${value}`).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
