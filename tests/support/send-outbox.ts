import { and, asc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "#server/db/client.js";
import { mailOutbox } from "#server/db/schema.js";

/**
 * Sends every queued row of `mail_outbox` once, over SMTP to `smtpUrl` (in tests, the real SMTP server of
 * smtp-server.ts), and marks it sent; answers how many it sent. A stand-in for the mail module's sender
 * while the newsletter's tests are written beside it (issue 31): when both are merged, tests call the real
 * sender here instead, and nothing else changes.
 */
export async function sendQueuedMail(database: Database, smtpUrl: string): Promise<number> {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "queued"))
      .orderBy(asc(mailOutbox.id));
    for (const row of rows) {
      await transport.sendMail({
        from: "Only News for Free <news@localhost>",
        to: row.recipient,
        subject: row.subject,
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        headers: row.headers,
        messageId: `<${encodeURIComponent(row.key)}@localhost>`,
      });
      await database.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1 })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "queued")));
    }
    return rows.length;
  } finally {
    transport.close();
  }
}
