import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import type { OutboxRow } from "./mail.repository.js";

/** What the sender needs of an SMTP connection: one message at a time, and closing it. */
export interface MailTransport {
  send(row: OutboxRow): Promise<void>;
  /** Ends the connection; a send in progress fails. */
  close(): void;
}

/**
 * Time limits of one send. A send must end well within a claim (mail.sender.ts), so these are far below
 * nodemailer's defaults (two minutes to connect, ten of silence).
 */
const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;
/** The longest one send can take: the sender keeps a claim at least this long for each message. */
export const LONGEST_SEND_MS = CONNECTION_TIMEOUT_MS + GREETING_TIMEOUT_MS + SOCKET_TIMEOUT_MS;

/** The address part of MAIL_FROM ("Name <a@b>" or "a@b"). */
export function fromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The Message-ID of the message with this idempotency key: the same for every attempt, in every process,
 * so a message sent again after a crash (ADR 0023) is recognisably the same one. The key is hashed, since
 * a key may carry a token (a newsletter confirmation's) that must not show in headers.
 */
export function messageIdFor(key: string, from: string): string {
  const domain = fromAddress(from).split("@")[1] || "localhost";
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}.onff@${domain}>`;
}

/**
 * A pooled SMTP connection from SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// for
 * TLS from the start; the user and password in the URL), sending as `from`.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxMessages: 200,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(row) {
      await transporter.sendMail({
        from,
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml ?? undefined,
        headers: row.headers,
        messageId: messageIdFor(row.key, from),
        // When it was written: a second sending of the message carries the same Date as the first.
        date: row.createdAt,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** What a failed send means for the message: a permanent rejection is not retried. */
export interface SendFailure {
  permanent: boolean;
  /** In words, for last_error and the Mail screen; never the password. */
  message: string;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  message?: string;
}

/** Explains a nodemailer error: what went wrong, with the server's own answer when it gave one. */
export function describeSendFailure(error: unknown): SendFailure {
  const e = (error ?? {}) as SmtpError;
  const reply = e.response ? ` (the server said: ${e.response.trim().slice(0, 300)})` : "";
  const code = e.responseCode;
  if (e.code === "EAUTH") {
    return {
      permanent: false,
      message: `The mail server refused the login${reply}: check the user and password in SMTP_URL.`,
    };
  }
  if (code && code >= 500 && code < 600) {
    const step = e.command === "RCPT TO" ? "the recipient" : e.command === "MAIL FROM" ? "the sender" : "the message";
    return { permanent: true, message: `The mail server rejected ${step} permanently${reply}.` };
  }
  if (code && code >= 400 && code < 500) {
    return { permanent: false, message: `The mail server deferred the message${reply}.` };
  }
  if (e.code === "EENVELOPE")
    return { permanent: true, message: `The message cannot be sent: ${e.message ?? "bad envelope"}.` };
  if (e.code === "ECONNECTION" || /ECONNREFUSED/.test(e.message ?? "")) {
    return { permanent: false, message: `Could not connect to the mail server: ${shortReason(e.message)}.` };
  }
  if (e.code === "ETIMEDOUT") return { permanent: false, message: "The mail server did not answer in time." };
  if (e.code === "EDNS")
    return { permanent: false, message: `The mail server's name could not be looked up: ${shortReason(e.message)}.` };
  if (e.code === "ETLS")
    return { permanent: false, message: `The secure connection to the mail server failed: ${shortReason(e.message)}.` };
  return { permanent: false, message: `Sending failed: ${shortReason(e.message)}.` };
}

const shortReason = (message: string | undefined) => (message ?? "unknown error").replace(/\.$/, "").slice(0, 300);
