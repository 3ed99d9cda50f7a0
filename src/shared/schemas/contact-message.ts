import { z } from "zod";
import { CONTACT_LIMITS } from "../constants.js";
import { paginationQuery, requiredText } from "./common.js";
import { emailAddress } from "./email-address.js";

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

/**
 * What the contact form sends (issue 29; the form requires all four, SPEC 5). Trimmed; the first failing
 * rule's message is the 400's.
 */
export const contactInput = z.object({
  name: requiredText("Name is required", CONTACT_LIMITS.name, tooLong("Name", CONTACT_LIMITS.name)),
  // The shared address rule (at most CONTACT_LIMITS.email characters): the reader's address becomes a mailto
  // link and a Reply-To, so it holds nothing that means something else there (issue 41).
  email: emailAddress({ required: "Email is required", invalid: "Please enter a valid email address" }),
  subject: requiredText("Subject is required", CONTACT_LIMITS.subject, tooLong("Subject", CONTACT_LIMITS.subject)),
  message: requiredText("Message is required", CONTACT_LIMITS.message, tooLong("Message", CONTACT_LIMITS.message)),
  /** Honeypot: invisible to people; a bot that fills it is answered like anyone and nothing is kept. */
  website: z.unknown().optional(),
});
export type ContactInput = z.infer<typeof contactInput>;

/**
 * The answer to a sent message. A message the honeypot dropped unseen gets the same answer, with an id
 * drawn from the same sequence (issue 41: `null` there told a bot it had been caught).
 */
export const contactReceiptSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const MESSAGE_FILTERS = ["open", "handled", "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const MESSAGES_PAGE_SIZE = 20;

export const messageListQuery = paginationQuery(MESSAGES_PAGE_SIZE).extend({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(MESSAGE_FILTERS, { error: "status must be one of open, handled, all" })
      .optional()
      .transform((v) => v ?? "open"),
  ),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** One message as staff see it; `handledAt` is null while it is open. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** One page of a filter, newest first; `total` counts the filter, `open` every open message. */
export const messageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
  open: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageHandledInput = z.object({
  handled: z.boolean({ error: "handled must be true or false" }),
});
export type MessageHandledInput = z.infer<typeof messageHandledInput>;
