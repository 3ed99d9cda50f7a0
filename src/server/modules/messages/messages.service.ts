import type { ContactInput, ContactReceipt, MessageList, MessageListQuery } from "#shared/schemas/contact-message.js";
import { notFound } from "../../http-error.js";
import type { MessagesRepository } from "./messages.repository.js";

const RECEIVED = "We've received your message and will get back to you soon.";

/**
 * Readers' contact messages. Nothing here changes what readers see, so no write bumps the content
 * version. E-mail is not sent yet: when the mailer exists (the audience issue), `receive` is where a
 * stored message is also mailed to the site's contact address, with the reader as Reply-To.
 */
export function createMessagesService(repo: MessagesRepository) {
  return {
    /** Stores a message for the newsroom. A filled honeypot is answered the same way, and nothing is kept. */
    async receive(input: ContactInput): Promise<ContactReceipt> {
      if (typeof input.website === "string" && input.website.trim() !== "") return { id: null, message: RECEIVED };
      const { id } = await repo.insert({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      });
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
