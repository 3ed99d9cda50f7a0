import type { ContactInput, ContactReceipt, MessageList, MessageListQuery } from "#shared/schemas/contact-message.js";
import { notFound } from "../../http-error.js";
import type { MailQueue } from "../mail/outgoing-mail.js";
import type { MessagesRepository, MessageWrite } from "./messages.repository.js";

const RECEIVED = "We've received your message and will get back to you soon.";

/** What mailing contact messages needs: the mail queue, the site's contact address (Settings), its URL. */
export interface ContactMail {
  mail: MailQueue;
  /** The `contactEmail` setting; empty: nothing is mailed. */
  contactAddress(): Promise<string>;
  /** The site's public address, for the link to the Messages screen. */
  siteUrl: string;
  log: { warn(object: unknown, message?: string): void };
}

/** The e-mail a stored message becomes: to the contact address, the reader as Reply-To, one per message. */
function contactMailOf(id: number, message: MessageWrite, to: string, siteUrl: string) {
  return {
    key: `contact:${id}`,
    purpose: "contact",
    to,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Subject: ${message.subject}`,
      "",
      message.message,
      "",
      "--",
      "Sent from the contact form. Reply to this e-mail to answer the reader.",
      `The message is also on the Messages screen: ${new URL("/admin/messages", siteUrl).href}`,
    ].join("\n"),
  };
}

/**
 * Readers' contact messages. Nothing here changes what readers see, so no write bumps the content
 * version. With mail set up (`contactMail`), a stored message is also queued for the site's contact
 * address with the reader as Reply-To (ADR 0023); the outbox sends and retries it, and a failure to
 * queue it never fails the reader's request: the message is stored either way.
 */
export function createMessagesService(repo: MessagesRepository, contactMail?: ContactMail) {
  async function mailToNewsroom(id: number, message: MessageWrite): Promise<void> {
    if (!contactMail?.mail.configured) return;
    try {
      const to = (await contactMail.contactAddress()).trim();
      if (to) await contactMail.mail.enqueue([contactMailOf(id, message, to, contactMail.siteUrl)]);
    } catch (error) {
      contactMail.log.warn({ err: error, message: id }, "contact message stored but not queued for e-mail");
    }
  }

  return {
    /**
     * Stores a message for the newsroom, then queues it for e-mail. A filled honeypot is answered the
     * same way, with an id from the same sequence (issue 41), and nothing is kept or sent.
     */
    async receive(input: ContactInput): Promise<ContactReceipt> {
      if (typeof input.website === "string" && input.website.trim() !== "") {
        return { id: await repo.reserveId(), message: RECEIVED };
      }
      const message = { name: input.name, email: input.email, subject: input.subject, message: input.message };
      const { id } = await repo.insert(message);
      await mailToNewsroom(id, message);
      return { id, message: RECEIVED };
    },

    /** One page of open, handled or all messages, newest first, with the count of open ones. */
    async list({ status, page, limit }: MessageListQuery): Promise<MessageList> {
      const [rows, total, open] = await Promise.all([
        repo.listPage(status, limit, (page - 1) * limit),
        repo.count(status),
        status === "open" ? undefined : repo.count("open"),
      ]);
      return {
        messages: rows.map(({ createdAt, handledAt, ...r }) => ({
          ...r,
          createdAt: createdAt.toISOString(),
          handledAt: handledAt?.toISOString() ?? null,
        })),
        total,
        open: open ?? total,
      };
    },

    async setHandled(id: number, handled: boolean): Promise<void> {
      if (!(await repo.setHandled(id, handled))) throw notFound("Message not found");
    },

    async delete(id: number): Promise<void> {
      if (!(await repo.delete(id))) throw notFound("Message not found");
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
