import fs from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.js";
import { migrate, migrationsFolder } from "#server/db/migrate.js";
import { mailOutbox, newsletterSubscribers } from "#server/db/schema.js";
import { createNewsletter } from "#server/modules/newsletter/index.js";
import type { MailTransport } from "#server/modules/mail/mail-transport.js";
import type { MailOverview } from "#shared/schemas/mail.js";
import type { NewsletterOverview } from "#shared/schemas/newsletter.js";
import { parseSiteSettings } from "#shared/schemas/setting.js";
import { addressWithoutToken, linkTokenFrom } from "#web/reader/page-parts/newsletter/newsletter-form.js";
import { makeArticle, sameOrigin, STAFF } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import {
  confirmedSubscriber,
  oneClick as oneClickTo,
  outboxRows,
  sentHeader,
  subscribers,
} from "../support/newsletter.js";
import { sendQueuedMail } from "../support/send-outbox.js";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server.js";
import { setupTestApp } from "../support/test-app.js";
import { until } from "../support/until.js";

/**
 * Issue 41, findings 6 and 11. Reset and invitation links (and the newsletter's confirmation) stayed
 * readable in `mail_outbox` for ever, although only a hash of their secret is kept elsewhere (ADR 0027);
 * and the newsletter's tokens travelled in query strings, so they reached the request log, with one token
 * both confirming and unsubscribing. Mail goes to a real SMTP server process and the links are read out of
 * the messages that arrived, as a person would open them.
 */

const PUBLIC = "http://localhost:3000";
/** The migration that made these changes: the test of old links starts from the database just before it. */
const MIGRATION = "0024_mail_secrets.sql";

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

/** Everything the app logs, one JSON line each (pino). */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

const t = setupTestApp(() => ({
  env: { SMTP_URL: smtp.url, COMMENT_RATE_LIMIT: "1000", LOG_LEVEL: "info" },
  build: { logStream },
  staff: true,
}));

let requests = 0;
let payloads = 0;
let faults = 0;
afterAll(() =>
  recordHostile({
    suite: "Secrets in mail and logs (issue 41)",
    requests: requests + t.traffic.requests,
    payloads,
    faults,
    fiveHundreds: t.traffic.fiveHundreds,
  }),
);

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, headers: sameOrigin(cookie), ...(payload ? { payload } : {}) });
const oneClick = (url: string) => oneClickTo(t.app, url);

/** Sends what is queued; answers the messages that arrived for `to` since `seen` messages in all. */
async function mailsTo(to: string, seen: number): Promise<ReceivedMail[]> {
  await sendQueuedMail(t.database, smtp.url);
  return (await smtp.received())
    .slice(seen)
    .filter((mail) => mail.envelope.to.some((address) => address.toLowerCase() === to));
}
/** The token of the first link to `path` in a text, in its fragment or its query. */
function tokenAfter(text: string, path: string, separator: "#" | "?"): string {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\${separator}token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path}${separator}token= link in: ${text}`);
  return match[1]!;
}
const outbox = (purpose: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, purpose)).orderBy(mailOutbox.id);
const rowText = (row: object) => JSON.stringify(row);
const subscriber = async (email: string) => (await subscribers(t.database)).find((s) => s.email === email)!;

describe("finding 6: one-time links do not stay in the mail queue", () => {
  it("a reset link, an invitation and a newsletter confirmation keep their link while waiting, and lose it once sent", async () => {
    const seen = (await smtp.received()).length;
    expect((await post("/api/auth/password-reset", { email: STAFF.email })).statusCode).toBe(200);
    const invited = await post(
      "/api/admin/staff/invitations",
      { email: "invited@example.com", name: "New Colleague", role: "editor" },
      t.cookie,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await post("/api/newsletter/subscribe", { email: "confirm-me@example.se" })).statusCode).toBe(200);
    payloads += 3;

    // Waiting to be sent, each message has its whole body.
    const [reset] = await outbox("password-reset");
    const [invitation] = await outbox("invitation");
    const [confirmation] = await outbox("newsletter-confirm");
    expect(reset!.bodyText).toMatch(/\/admin\/reset-password#token=[A-Za-z0-9_-]{40,}/);
    expect(invitation!.bodyText).toMatch(/\/admin\/accept-invitation#token=[A-Za-z0-9_-]{40,}/);
    expect(confirmation!.bodyText).toMatch(/\/newsletter\/confirm[#?]token=[A-Za-z0-9_-]{40,}/);

    const [resetMail] = await mailsTo(STAFF.email, seen);
    const [invitationMail] = await mailsTo("invited@example.com", seen);
    const [confirmationMail] = await mailsTo("confirm-me@example.se", seen);
    const secrets = {
      "password-reset": tokenAfter(resetMail!.parsed.text!, "/admin/reset-password", "#"),
      invitation: tokenAfter(invitationMail!.parsed.text!, "/admin/accept-invitation", "#"),
      "newsletter-confirm": /\/newsletter\/confirm[#?]token=([A-Za-z0-9_-]+)/.exec(confirmationMail!.parsed.text!)![1]!,
    };
    // Sent, the queue keeps what the Mail screen shows, and no secret.
    for (const [purpose, secret] of Object.entries(secrets)) {
      const [row] = await outbox(purpose);
      expect(row!.status, purpose).toBe("sent");
      expect(row!.subject, purpose).not.toBe("");
      expect(rowText(row!), purpose).not.toContain(secret);
      expect(row!.bodyText, purpose).not.toMatch(/token=/);
      expect(row!.bodyHtml, purpose).toBeNull();
    }
    // The confirmation works all the same: the message went out whole, and the link is the reader's alone.
    const confirmed = await post("/api/newsletter/confirm", { token: secrets["newsletter-confirm"] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // A message without a secret (a contact message, a digest) keeps its body once sent, as before.
    await t.app.services.mail.enqueue([
      { key: "plain:1", purpose: "test", to: "reader@example.se", subject: "Plain", text: "Kept for the record" },
    ]);
    await sendQueuedMail(t.database, smtp.url);
    const [plain] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, "plain:1"));
    expect(plain).toMatchObject({ status: "sent", bodyText: "Kept for the record" });
  });

  it("a message that failed for good loses its link, and Retry refuses to send it blank with a clear 409", async () => {
    // The mail server rejects every recipient for good (a 550, as for an unknown address).
    let tried = 0;
    const rejecting: MailTransport = {
      async send() {
        tried += 1;
        faults += 1;
        throw Object.assign(new Error("550 5.1.1 No such user"), {
          responseCode: 550,
          command: "RCPT TO",
          response: "550 5.1.1 No such user",
        });
      },
      close() {},
    };
    const before = (await outbox("invitation")).length;
    const invited = await post(
      "/api/admin/staff/invitations",
      { email: "nobody-there@example.com", name: "Nobody", role: "author" },
      t.cookie,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const waiting = (await outbox("invitation"))[before]!;
    expect(waiting.bodyText).toMatch(/#token=[A-Za-z0-9_-]{40,}/);
    const secret = /#token=([A-Za-z0-9_-]+)/.exec(waiting.bodyText)![1]!;

    const stop = t.app.services.mail.startSender({ transport: rejecting, pollMs: 20 });
    try {
      await until(async () => (await outbox("invitation"))[before]!.status === "failed", "the invitation failed");
    } finally {
      await stop();
    }
    expect(tried).toBeGreaterThanOrEqual(1);
    const failed = (await outbox("invitation"))[before]!;
    expect(rowText(failed)).not.toContain(secret);
    expect(failed.bodyText).not.toMatch(/token=/);
    expect(failed.lastError).toMatch(/rejected the recipient permanently/);
    expect(failed.lastError).toMatch(/one-time link/);

    // Retrying it would send a message without its link: refused, with the reason, and it stays failed.
    const retried = await post(`/api/admin/mail/${failed.id}/retry`, {}, t.cookie);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toMatch(/one-time link/);
    expect((await outbox("invitation"))[before]!.status).toBe("failed");
    // Any other failed message can still be retried.
    await t.database.db.insert(mailOutbox).values({
      key: "retry-me",
      purpose: "test",
      recipient: "a@example.se",
      subject: "S",
      bodyText: "B",
      status: "failed",
    });
    const [plain] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, "retry-me"));
    expect((await post(`/api/admin/mail/${plain!.id}/retry`, {}, t.cookie)).statusCode).toBe(200);
    await sendQueuedMail(t.database, smtp.url);
  });

  it("the sender prunes sent messages past the retention, keeping the Mail screen's counts, its latest messages and the failed ones", async () => {
    const overview = async () =>
      (await t.app.inject({ url: "/api/admin/mail", headers: { cookie: t.cookie } })).json() as MailOverview;
    const newsletterView = async () =>
      (
        await t.app.inject({ url: "/api/admin/newsletter", headers: { cookie: t.cookie } })
      ).json() as NewsletterOverview;

    // A digest to a confirmed subscriber, and more test messages than the Mail screen lists, all sent.
    await confirmedSubscriber(t.app, t.database, "archived-reader@example.se");
    await makeArticle(t.app, { title: "A story for the digest", publishedAt: new Date() });
    const digest = await post("/api/admin/newsletter/send", undefined, t.cookie);
    expect(digest.statusCode, digest.body).toBe(200);
    const edition = digest.json().edition as string;
    await t.app.services.mail.enqueue(
      Array.from({ length: 60 }, (_, i) => ({
        key: `old-test:${i}`,
        purpose: "test",
        to: "archive@example.se",
        subject: `Old message ${i}`,
        text: "An old message",
      })),
    );
    await sendQueuedMail(t.database, smtp.url);
    await t.database.db.insert(mailOutbox).values({
      key: "old-failure",
      purpose: "test",
      recipient: "a@example.se",
      subject: "F",
      bodyText: "B",
      status: "failed",
      lastError: "The mail server rejected the recipient permanently.",
    });

    // All of it long ago: older than any retention.
    await t.database.db.execute(
      sql`update mail_outbox set created_at = created_at - interval '400 days', sent_at = sent_at - interval '400 days'`,
    );
    await t.database.db.execute(sql`update newsletter_issues set created_at = created_at - interval '400 days'`);
    const stored = async () => (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const rowsBefore = await stored();
    const before = await overview();
    const deliveredBefore = (await newsletterView()).issues.find((i) => i.edition === edition)!;
    expect(before.counts.sent).toBeGreaterThan(before.recent.length);
    expect(deliveredBefore.delivered).toBeGreaterThanOrEqual(1);

    // The sender (as every serving process runs it) prunes now and then.
    const stop = t.app.services.mail.startSender({ pollMs: 20 });
    try {
      await until(async () => (await stored()) < rowsBefore, "old sent messages were pruned");
    } finally {
      await stop();
    }
    const after = await overview();
    expect(after.counts).toEqual(before.counts);
    expect(after.recent).toEqual(before.recent);
    expect(await stored()).toBeLessThanOrEqual(after.recent.length + after.counts.failed + after.counts.queued);
    const [failure] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, "old-failure"));
    expect(failure?.status).toBe("failed");
    const deliveredAfter = (await newsletterView()).issues.find((i) => i.edition === edition)!;
    expect(deliveredAfter).toEqual(deliveredBefore);
    expect(await outboxRows(t.database, `digest:${edition}:`)).toHaveLength(0);
  });
});

describe("finding 11: newsletter tokens stay out of query strings and logs", () => {
  it("mails the pages' links with the token in the fragment, one-click in the query, and separate tokens to confirm and to leave", async () => {
    const email = "fragment@example.se";
    let seen = (await smtp.received()).length;
    expect((await post("/api/newsletter/subscribe", { email })).statusCode).toBe(200);
    const [confirmation] = await mailsTo(email, seen);
    expect(confirmation!.parsed.text).not.toMatch(/\?token=/);
    const confirmToken = tokenAfter(confirmation!.parsed.text!, `${PUBLIC}/newsletter/confirm`, "#");

    // Stored hashed: no column of the subscriber holds it.
    expect(rowText(await subscriber(email))).not.toContain(confirmToken);
    expect((await post("/api/newsletter/confirm", { token: confirmToken })).statusCode).toBe(200);
    expect((await subscriber(email)).status).toBe("confirmed");
    // Spent: once only.
    const again = await post("/api/newsletter/confirm", { token: confirmToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not valid any more/);

    // The digest: the visible link's token in the fragment, the same token in the one-click header's query.
    await makeArticle(t.app, { title: "Fragments in the news", publishedAt: new Date() });
    seen = (await smtp.received()).length;
    expect((await post("/api/admin/newsletter/send", undefined, t.cookie)).statusCode).toBe(200);
    const digest = (await mailsTo(email, seen)).find((m) => m.parsed.subject?.includes("the news of"))!;
    expect(digest.parsed.text).not.toMatch(/\?token=/);
    expect(digest.parsed.html).not.toMatch(/\?token=/);
    const leaveToken = tokenAfter(digest.parsed.text!, `${PUBLIC}/newsletter/unsubscribe`, "#");
    expect(digest.parsed.html).toContain(`href="${PUBLIC}/newsletter/unsubscribe#token=${leaveToken}"`);
    expect(sentHeader(digest.raw, "List-Unsubscribe")).toBe(
      `<${PUBLIC}/api/newsletter/unsubscribe?token=${leaveToken}>`,
    );
    expect(leaveToken).not.toBe(confirmToken);

    // The confirmation token does not unsubscribe, the unsubscribe token does not confirm.
    payloads += 2;
    expect((await post("/api/newsletter/unsubscribe", { token: confirmToken })).statusCode).toBe(404);
    expect((await oneClick(`/api/newsletter/unsubscribe?token=${confirmToken}`)).statusCode).toBe(404);
    expect((await subscriber(email)).status).toBe("confirmed");
    expect((await post("/api/newsletter/confirm", { token: leaveToken })).statusCode).toBe(404);

    // The "already subscribed" note links to the unsubscribe page the same way.
    seen = (await smtp.received()).length;
    await post("/api/newsletter/subscribe", { email });
    const [note] = await mailsTo(email, seen);
    expect(tokenAfter(note!.parsed.text!, `${PUBLIC}/newsletter/unsubscribe`, "#")).toBe(leaveToken);

    // The page posts the token in its body; one-click posts it in the query. Both work, twice too.
    const left = await post("/api/newsletter/unsubscribe", { token: leaveToken });
    expect(left.statusCode, left.body).toBe(200);
    expect((await subscriber(email)).status).toBe("unsubscribed");
    expect((await oneClick(`/api/newsletter/unsubscribe?token=${leaveToken}`)).statusCode).toBe(200);
  });

  it("answers unsubscribing without a usable token with a clear 400, never a 500", async () => {
    const cases: [string, object | undefined][] = [
      ["/api/newsletter/unsubscribe", {}],
      ["/api/newsletter/unsubscribe", undefined],
      ["/api/newsletter/unsubscribe", { token: 7 }],
      ["/api/newsletter/unsubscribe", { token: "short" }],
      ["/api/newsletter/unsubscribe", { token: ["a".repeat(43)] }],
      ["/api/newsletter/unsubscribe?token=nope", {}],
      ["/api/newsletter/unsubscribe?token=", {}],
      [`/api/newsletter/unsubscribe?token=${"A".repeat(43)}`, { token: "B".repeat(43) }],
    ];
    for (const [url, payload] of cases) {
      payloads += 1;
      const answer = await post(url, payload);
      expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(answer.json().message, url).toEqual(expect.any(String));
    }
    const empty = await oneClick("/api/newsletter/unsubscribe");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/link is incomplete/);
  });

  it("keeps token values out of the request log: one-click, old links, any spelling of the name", async () => {
    logLines.length = 0;
    const secrets = ["S".repeat(43), "T".repeat(43), "U".repeat(43), "V".repeat(43)];
    const urls = [
      `/api/newsletter/unsubscribe?token=${secrets[0]}`,
      `/newsletter/confirm?token=${secrets[1]}`,
      `/newsletter/unsubscribe?a=1&TOKEN=${secrets[2]}&b=2`,
      `/api/newsletter/unsubscribe?tok%65n=${secrets[3]}&token=`,
    ];
    for (const url of urls) {
      requests += 1;
      payloads += 1;
      const answer = url.startsWith("/api/") ? await oneClick(url) : await t.app.inject({ url });
      expect(answer.statusCode, url).toBeLessThan(500);
    }
    const requestLines = logLines.filter((line) => line.includes('"url"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(urls.length);
    for (const secret of secrets) expect(logLines.join("\n")).not.toContain(secret);
    const logged = requestLines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(logged).toContain("/api/newsletter/unsubscribe?token=[redacted]");
    expect(logged).toContain("/newsletter/unsubscribe?a=1&TOKEN=[redacted]&b=2");
  });
});

describe("finding 11: the pages a link opens", () => {
  it("read the token from the fragment, or from the query of a link mailed before, and leave neither in the address", () => {
    const token = "W".repeat(43);
    expect(linkTokenFrom({ hash: `#token=${token}`, search: "" })).toBe(token);
    expect(linkTokenFrom({ hash: "", search: `?token=${token}` })).toBe(token);
    expect(linkTokenFrom({ hash: `#token=${token}`, search: "?token=other-old-one-000000" })).toBe(token);
    for (const hash of ["", "#token=abc", "#token=../../etc/passwd", `#other=${token}`]) {
      expect(linkTokenFrom({ hash, search: "" }), hash).toBeNull();
    }
    // The server's page never reads it: what the address bar keeps once the script has read it.
    expect(addressWithoutToken({ pathname: "/newsletter/confirm", search: `?token=${token}` })).toBe(
      "/newsletter/confirm",
    );
    expect(addressWithoutToken({ pathname: "/newsletter/unsubscribe", search: `?utm=mail&token=${token}` })).toBe(
      "/newsletter/unsubscribe?utm=mail",
    );
  });
});

describe("finding 11: links mailed before the change keep working", () => {
  let database: Database;
  beforeAll(async () => {
    // The database as it was just before the migration, with subscribers whose links were already mailed.
    const folder = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "migrations-"));
    for (const file of await fs.readdir(migrationsFolder())) {
      if (/^\d{4}_.*\.sql$/.test(file) && file < MIGRATION) {
        await fs.copyFile(path.join(migrationsFolder(), file), path.join(folder, file));
      }
    }
    database = await openDatabase({});
    await migrate(database, folder);
    await database.db.execute(sql`
      insert into newsletter_subscribers (email, email_key, status, token, confirmed_at) values
        ('pending@example.se', 'pending@example.se', 'pending', ${"P".repeat(43)}, null),
        ('confirmed@example.se', 'confirmed@example.se', 'confirmed', ${"C".repeat(43)}, now())`);
    await database.db.execute(sql`
      insert into mail_outbox (key, purpose, recipient, subject, body_text, status, sent_at) values
        ('password-reset:old', 'password-reset', 'a@example.com', 'Reset', ${`http://x/admin/reset-password#token=${"R".repeat(43)}`}, 'sent', now()),
        ('newsletter-confirm:1:1', 'newsletter-confirm', 'pending@example.se', 'Confirm', ${`http://x/newsletter/confirm?token=${"P".repeat(43)}`}, 'queued', null)`);
    expect(await migrate(database)).toContain(MIGRATION);
    await fs.rm(folder, { recursive: true, force: true });
  });
  afterAll(() => database?.close());

  it("a pending address confirms once with its old link; a confirmed one leaves with its old link; sent secrets are gone", async () => {
    const mail = { configured: true, enqueue: async () => 0 };
    const newsletter = createNewsletter(
      database,
      { publicUrl: PUBLIC },
      { mail, settings: async () => parseSiteSettings({}) },
    );
    const rows = () => database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);

    // The old confirmation link confirms, once, and no longer unsubscribes anyone.
    await expect(newsletter.unsubscribe("P".repeat(43))).rejects.toMatchObject({ statusCode: 404 });
    expect((await newsletter.confirm("P".repeat(43))).message).toMatch(/is confirmed/);
    await expect(newsletter.confirm("P".repeat(43))).rejects.toMatchObject({ statusCode: 404 });
    const [pending, confirmed] = await rows();
    expect(pending!.status).toBe("confirmed");
    expect(rowText(pending!)).not.toContain("P".repeat(43));
    // Old digests' unsubscribe links (and one-click headers) keep working.
    expect((await newsletter.unsubscribe("C".repeat(43))).message).toMatch(/unsubscribed/);
    expect((await rows())[1]!.status).toBe("unsubscribed");
    expect(confirmed!.token).toBe("C".repeat(43));

    // A reset link already sent is blanked; a confirmation still waiting keeps its link, to be blanked once sent.
    const [reset] = await database.db.select().from(mailOutbox).where(like(mailOutbox.key, "password-reset:%"));
    expect(reset!.bodyText).not.toContain("R".repeat(43));
    const [queued] = await database.db.select().from(mailOutbox).where(like(mailOutbox.key, "newsletter-confirm:%"));
    expect(queued!.bodyText).toContain("P".repeat(43));
  });
});
