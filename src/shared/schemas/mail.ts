import { z } from "zod";

/** Where a message in the outgoing-mail queue is: waiting (perhaps for a retry), being sent, sent, or given up. */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What the site can only do with SMTP_URL set: the admin's Mail screen lists them (issue 31). */
export const MAIL_FEATURES = [
  "Newsletter confirmations and digests",
  "Contact messages by e-mail",
  "Staff invitations and password reset links",
] as const;

/** One message of the queue as staff see it (no body). */
export const mailMessageSchema = z.object({
  id: z.number().int(),
  purpose: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** The last failure, in words; kept after a later success, to explain the attempts. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a queued message is tried next (it may be waiting after a failure). */
  nextAttemptAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** The Mail screen: whether mail is set up, the sender, the queue's counts and its latest messages. */
export const mailOverviewSchema = z.object({
  configured: z.boolean(),
  /** MAIL_FROM (or its default); null when mail is not set up. */
  from: z.string().nullable(),
  features: z.array(z.string()),
  counts: z.object({
    queued: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  /** The 50 latest messages, newest first. */
  recent: z.array(mailMessageSchema),
});
export type MailOverview = z.infer<typeof mailOverviewSchema>;

/** How many recent messages the Mail screen lists. */
export const MAIL_RECENT_COUNT = 50;
