import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema.js";
import { messageIdFor } from "#server/modules/mail/mail-transport.js";
import { type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { setupTwoProcesses } from "#tests/support/test-app.js";
import { until } from "#tests/support/until.js";

const FROM = "news@onff.example";
const COUNT = 50;

/** Two server processes sending one queue (PostgreSQL): every message is claimed by one and arrives once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the mail queue sent by two processes", () => {
  let smtp: SmtpServer;
  beforeAll(async () => {
    // A little slow, as real servers are, so that both senders are busy at the same time.
    smtp = await startSmtpServer({ delayMs: 10 });
  });
  afterAll(() => smtp?.close());
  const { a, b } = setupTwoProcesses(() => ({ SMTP_URL: smtp.url, MAIL_FROM: FROM }));

  it(`${COUNT} queued messages arrive exactly once each`, async () => {
    const keys = Array.from({ length: COUNT }, (_, i) => `two-processes:${i}`);
    // Half queued by each process, and each key queued by both: still one message per key.
    const mails = keys.map((key, i) => ({ key, purpose: "test", to: `r${i}@onff.example`, subject: key, text: key }));
    await Promise.all([a.app.services.mail.enqueue(mails), b.app.services.mail.enqueue([...mails].reverse())]);
    const stops = [
      a.app.services.mail.startSender({ batchSize: 3, pollMs: 50 }),
      b.app.services.mail.startSender({ batchSize: 3, pollMs: 50 }),
    ];
    try {
      await smtp.waitFor(COUNT, 60_000);
      await until(
        async () => (await a.database.db.select().from(mailOutbox)).every((row) => row.status === "sent"),
        "every message is marked sent",
        { ms: 60_000 },
      );
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    const received = await smtp.received();
    expect(received).toHaveLength(COUNT);
    expect(received.map((mail) => mail.parsed.messageId).sort()).toEqual(
      keys.map((key) => messageIdFor(key, FROM)).sort(),
    );
    const rows = await a.database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(COUNT);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  }, 90_000);
});
