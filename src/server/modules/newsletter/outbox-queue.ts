import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
import type { MailQueue, OutgoingMail } from "../mail/outgoing-mail.js";

/** Rows per INSERT: a digest to many subscribers is queued in statements of this many messages. */
const BATCH = 500;

/**
 * A stand-in for the mail module's queue until it is merged (issue 31): it writes what the newsletter
 * enqueues into `mail_outbox` under each message's key (a key already there is kept as it is), exactly as
 * `MailQueue` promises. Sending those rows is the mail module's sender's work. When merging, services.ts
 * passes `services.mail` to the newsletter instead, and this file goes.
 */
export function outboxQueue(database: Database, config: Pick<Config, "mail">): MailQueue {
  return {
    configured: Boolean(config.mail),
    async enqueue(mails: OutgoingMail[]): Promise<number> {
      if (!config.mail) throw new Error("Mail is not configured (SMTP_URL): nothing can be queued");
      let added = 0;
      for (let start = 0; start < mails.length; start += BATCH) {
        const rows = await database.db
          .insert(mailOutbox)
          .values(
            mails.slice(start, start + BATCH).map((mail) => ({
              key: mail.key,
              purpose: mail.purpose,
              recipient: mail.to,
              subject: mail.subject,
              bodyText: mail.text,
              bodyHtml: mail.html ?? null,
              replyTo: mail.replyTo ?? null,
              headers: mail.headers ?? {},
            })),
          )
          .onConflictDoNothing({ target: mailOutbox.key })
          .returning({ id: mailOutbox.id });
        added += rows.length;
      }
      return added;
    },
  };
}
