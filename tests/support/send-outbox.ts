import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.js";
import { mailOutbox } from "#server/db/schema.js";
import { createMail } from "#server/modules/mail/index.js";

/**
 * Sends every message waiting in `mail_outbox` with the mail module's own sender (ADR 0023), over SMTP to
 * `smtpUrl` (in tests, the real SMTP server of smtp-server.ts), and stops once none is queued or being sent;
 * answers how many were sent. For API tests, whose apps run no background jobs.
 */
export async function sendQueuedMail(database: Database, smtpUrl: string): Promise<number> {
  const waiting = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} IN ('queued', 'sending')`);
    return row?.n ?? 0;
  };
  const sentBefore = await sentCount(database);
  const mail = createMail(database, { mail: { smtpUrl, from: "Only News for Free <news@localhost>" } });
  const stop = mail.startSender({ pollMs: 20, retryBaseMs: 50, retryMaxMs: 200 });
  try {
    const deadline = Date.now() + 30_000;
    while ((await waiting()) > 0) {
      if (Date.now() > deadline) throw new Error("sendQueuedMail: messages still waiting after 30 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await stop();
  }
  return (await sentCount(database)) - sentBefore;
}

async function sentCount(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} = 'sent'`);
  return row?.n ?? 0;
}
