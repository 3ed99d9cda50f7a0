/**
 * The mail module's contract (issue 31), which other modules code against: a message to enqueue, and the
 * queue that takes it. Messages go through the `mail_outbox` table: any process enqueues, one sends.
 */

/** What a feature sends; the sender adds From (MAIL_FROM), Date and a Message-ID made from `key`. */
export interface OutgoingMail {
  /**
   * The idempotency key: one message per key, however often and by however many processes it is enqueued
   * ("contact:17", "newsletter-confirm:42:<token>", "digest:daily:2026-11-28:42").
   */
  key: string;
  /** What the message is for, for the admin's view of the queue: "contact", "newsletter-confirm", "digest"… */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on a digest. */
  headers?: Record<string, string>;
  /**
   * The bodies hold a secret that works on its own: a one-time link's token (a password reset, an
   * invitation, a newsletter confirmation), of which the site keeps only a hash (ADR 0027). The queue keeps
   * the bodies only while the message waits: once it is sent, or has failed for good, they are replaced by
   * a note, and such a failed message cannot be retried (a new link is asked for instead).
   */
  secret?: boolean;
}

/** The outgoing mail of the whole site. */
export interface MailQueue {
  /** False without SMTP_URL: nothing can be sent, and features that need mail say so or hide themselves. */
  readonly configured: boolean;
  /**
   * Queues messages for sending; answers how many were new (a key already queued or sent is kept as it is).
   * Throws when mail is not configured: callers check `configured` first.
   */
  enqueue(mails: OutgoingMail[]): Promise<number>;
}
