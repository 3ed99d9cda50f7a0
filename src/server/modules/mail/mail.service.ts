import { randomUUID } from "node:crypto";
import { MAIL_FEATURES, MAIL_RECENT_COUNT, type MailOverview } from "#shared/schemas/mail.js";
import { HttpError, notFound } from "../../http-error.js";
import type { MailRepository } from "./mail.repository.js";
import { type MailSender, type SenderOptions, startMailSender } from "./mail.sender.js";
import { createSmtpTransport, type MailTransport } from "./mail-transport.js";
import type { MailQueue, OutgoingMail } from "./outgoing-mail.js";

/** SMTP_URL and MAIL_FROM (config.mail); undefined when mail is not set up. */
export type MailSettings = { smtpUrl: string; from: string } | undefined;

type Log = { info(message: string): void; warn(object: unknown, message?: string): void };

export const NOT_CONFIGURED = "E-mail is not set up: set SMTP_URL (and MAIL_FROM) and restart the server to send mail.";
export const SECRET_NOT_RESENT =
  "This message held a one-time link, removed from the queue when it failed, so it cannot be sent again: send a new link instead (a new password reset or invitation; a reader subscribes again).";

/**
 * The site's outgoing mail (ADR 0023): the queue every feature enqueues into (MailQueue), the staff's view
 * of it, and the sender a serving process runs (jobs.ts). An enqueue wakes this process's sender, so a
 * message goes out at once; the senders of other processes find it at their next poll.
 */
export function createMailService(repo: MailRepository, settings: MailSettings, log: Log) {
  const senders = new Set<MailSender>();

  const requireConfigured = () => {
    if (!settings) throw new HttpError(409, NOT_CONFIGURED);
    return settings;
  };

  const wakeSenders = () => {
    for (const sender of senders) sender.wake();
  };

  async function enqueue(mails: OutgoingMail[]): Promise<number> {
    requireConfigured();
    if (mails.length === 0) return 0;
    const added = await repo.enqueue(mails);
    wakeSenders();
    return added;
  }

  return {
    configured: settings !== undefined,
    /** The sender address (MAIL_FROM or its default), when mail is set up. */
    from: settings?.from,
    enqueue,

    /**
     * Starts sending the queue from this process; answers the function that stops it. `transport` is for
     * tests that need a connection of their own (the SMTP one from SMTP_URL otherwise).
     */
    startSender(options: SenderOptions & { transport?: MailTransport } = {}): () => Promise<void> {
      const { smtpUrl, from } = requireConfigured();
      const { transport = createSmtpTransport(smtpUrl, from), ...pacing } = options;
      const sender = startMailSender(repo, transport, log, pacing);
      senders.add(sender);
      return async () => {
        senders.delete(sender);
        await sender.stop();
      };
    },

    /** Hands back the claims a killed sender left (only where no other process can hold one). */
    releaseAllClaims: () => repo.releaseAllClaims(),

    async overview(): Promise<MailOverview> {
      const [counts, recent] = await Promise.all([repo.counts(), repo.recent(MAIL_RECENT_COUNT)]);
      return {
        configured: settings !== undefined,
        from: settings?.from ?? null,
        features: [...MAIL_FEATURES],
        counts,
        recent: recent.map(({ createdAt, sentAt, nextAttemptAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
          sentAt: sentAt?.toISOString() ?? null,
          nextAttemptAt: nextAttemptAt.toISOString(),
        })),
      };
    },

    /** Queues a test message to `to` (the staff member's own address). */
    async sendTest(to: string): Promise<void> {
      const { from } = requireConfigured();
      await enqueue([
        {
          key: `test:${randomUUID()}`,
          purpose: "test",
          to,
          subject: "Test e-mail from Only News for Free",
          text: [
            "This is a test message from the Mail screen of Only News for Free.",
            "",
            `It was sent from ${from} through the server in SMTP_URL. If you can read it, e-mail works.`,
          ].join("\n"),
        },
      ]);
    },

    /** A failed message back in the queue (its attempts afresh), or a waiting one tried now. */
    async retry(id: number): Promise<void> {
      requireConfigured();
      if (await repo.retry(id)) return wakeSenders();
      const found = await repo.status(id);
      if (!found) throw notFound("Message not found");
      if (found.status === "failed" && found.secret) throw new HttpError(409, SECRET_NOT_RESENT);
      throw new HttpError(
        409,
        found.status === "sent" ? "This message has already been sent" : "This message is being sent",
      );
    },
  };
}
export type MailService = ReturnType<typeof createMailService> & MailQueue;
