import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.js";
import { mailOutbox } from "#server/db/schema.js";
import { type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { createTestDatabase } from "#tests/support/test-app.js";
import { until } from "#tests/support/until.js";
import { createMail } from "./index.js";
import { createMailRepository } from "./mail.repository.js";
import { retryDelay, SENDER_DEFAULTS } from "./mail.sender.js";
import { messageIdFor } from "./mail-transport.js";
import type { OutgoingMail } from "./outgoing-mail.js";

const FROM = "news@onff.example";
const FAST = { pollMs: 100, retryBaseMs: 200, retryMaxMs: 400 };

let database: Database;
let drop: () => Promise<void>;
let smtp: SmtpServer | undefined;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await smtp?.close();
  smtp = undefined;
});

const message = (n: number, to = "reader@onff.example"): OutgoingMail => ({
  key: `sender-test:${n}`,
  purpose: "test",
  to,
  subject: `Message ${n}`,
  text: `Body ${n}`,
});
const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const mailOn = (smtpUrl: string) => createMail(database, { mail: { smtpUrl, from: FROM } });
/** Starts a sender on `mail`, stopped after the test. */
function send(mail: ReturnType<typeof mailOn>, options = {}) {
  const stop = mail.startSender({ ...FAST, ...options });
  stops.push(stop);
  return stop;
}

describe("retryDelay", () => {
  it("doubles from the base after each failed attempt, up to the cap", () => {
    const options = { retryBaseMs: 60_000, retryMaxMs: 10 * 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, options) / 60_000)).toEqual([1, 2, 4, 8, 10, 10]);
    expect(SENDER_DEFAULTS.maxAttempts).toBe(8);
  });
});

describe("SMTP login", () => {
  it("with the user and password in SMTP_URL, the server takes the message", async () => {
    smtp = await startSmtpServer({ auth: "news:s3cret pass" });
    expect(smtp.url).toMatch(/^smtp:\/\/news:s3cret%20pass@127\.0\.0\.1:\d+$/);
    const mail = mailOn(smtp.url);
    send(mail);
    await mail.enqueue([message(1)]);
    const [received] = await smtp.waitFor(1);
    expect(received!.parsed.messageId).toBe(messageIdFor("sender-test:1", FROM));
    await until(async () => (await rows())[0]?.status === "sent", "marked sent");
  });

  it("with a wrong password, the message waits with the reason and nothing is sent", async () => {
    smtp = await startSmtpServer({ auth: "news:s3cret" });
    const mail = mailOn(smtp.url.replace("s3cret", "wrong"));
    send(mail);
    await mail.enqueue([message(1)]);
    await until(async () => ((await rows())[0]?.attempts ?? 0) >= 2, "two attempts made");
    const [row] = await rows();
    expect(row!.status).toMatch(/queued|sending/);
    expect(row!.lastError).toBe(
      "The mail server refused the login (the server said: 535 Invalid username or password): check the user and password in SMTP_URL.",
    );
    expect(await smtp.received()).toEqual([]);
  });
});

describe("claims", () => {
  it("a message claimed by a sender that died is sent once its claim lapses", async () => {
    smtp = await startSmtpServer();
    const mail = mailOn(smtp.url);
    await mail.enqueue([message(1), message(2)]);
    // A sender claims both, then is killed before sending either: nothing updates them again.
    const claimed = await createMailRepository(database.db).claim(10, 300);
    expect(claimed.map((row) => row.status)).toEqual(["sending", "sending"]);
    send(mail);
    await smtp.waitFor(2);
    await until(async () => (await rows()).every((row) => row.status === "sent"), "both sent");
    expect((await rows()).map((row) => row.attempts)).toEqual([2, 2]);
    expect(await smtp.received()).toHaveLength(2);
  });

  it("no sender takes a message another holds a live claim on", async () => {
    smtp = await startSmtpServer();
    const mail = mailOn(smtp.url);
    await mail.enqueue([message(1)]);
    await createMailRepository(database.db).claim(10, 60_000);
    await mail.enqueue([message(2)]);
    send(mail);
    await until(async () => (await rows())[1]?.status === "sent", "the second sent");
    const [held] = await rows();
    expect(held!.status).toBe("sending");
    expect((await smtp.received()).map((m) => m.parsed.subject)).toEqual(["Message 2"]);
  });

  it("stopping finishes the message in hand and hands the rest of the batch back untouched", async () => {
    smtp = await startSmtpServer({ delayMs: 300 });
    const mail = mailOn(smtp.url);
    await mail.enqueue([1, 2, 3, 4, 5].map((n) => message(n)));
    const stop = send(mail, { batchSize: 5 });
    await until(async () => (await rows()).some((row) => row.status === "sent"), "one sent");
    await stop();
    const after = await rows();
    expect(after.some((row) => row.status === "sending")).toBe(false);
    const sent = after.filter((row) => row.status === "sent");
    const back = after.filter((row) => row.status === "queued");
    expect(sent.length + back.length).toBe(5);
    expect(back.length).toBeGreaterThan(0);
    // Those never tried have their claim's attempt taken back.
    for (const row of back) expect(row.attempts).toBe(0);
    expect(await smtp.received()).toHaveLength(sent.length);

    // Another sender later sends the rest, each once.
    send(mail);
    await smtp.waitFor(5);
    await until(async () => (await rows()).every((row) => row.status === "sent"), "all sent");
    const ids = (await smtp.received()).map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(5);
  });

  it("the last attempt makes a message failed, with the reason", async () => {
    smtp = await startSmtpServer();
    await smtp.stop();
    const mail = mailOn(smtp.url);
    send(mail, { retryBaseMs: 10, retryMaxMs: 10, maxAttempts: 3 });
    await mail.enqueue([message(1)]);
    await until(async () => (await rows())[0]?.status === "failed", "failed");
    const [row] = await rows();
    expect(row!.attempts).toBe(3);
    expect(row!.lastError).toMatch(/^Gave up after 3 attempts\. Could not connect to the mail server: /);
  });

  it("start-up on the embedded database hands back every claim at once", async () => {
    const mail = createMail(database, { mail: { smtpUrl: "smtp://127.0.0.1:9", from: FROM } });
    await mail.enqueue([message(1)]);
    await createMailRepository(database.db).claim(10, 60_000);
    expect(await mail.releaseAllClaims()).toBe(1);
    const [row] = await database.db
      .select({ status: mailOutbox.status, due: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()` })
      .from(mailOutbox)
      .where(eq(mailOutbox.key, "sender-test:1"));
    expect(row).toEqual({ status: "queued", due: true });
  });
});

describe("without SMTP_URL", () => {
  it("is not configured, and enqueuing says why", async () => {
    const mail = createMail(database, { mail: undefined });
    expect(mail.configured).toBe(false);
    await expect(mail.enqueue([message(1)])).rejects.toThrow(/E-mail is not set up: set SMTP_URL/);
    expect(() => mail.startSender()).toThrow(/E-mail is not set up/);
    expect(await rows()).toEqual([]);
  });
});
