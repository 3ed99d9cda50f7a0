import { z } from "zod";
import { paginationQuery } from "./common.js";
import { emailAddress } from "./email-address.js";

/** What the subscribe form sends (issue 31). `website` is the contact form's honeypot, with its rule. */
export const subscribeInput = z.object({
  email: emailAddress({ required: "Email is required", invalid: "Please enter a valid email address" }),
  website: z.unknown().optional(),
  /** `"page"`: the form posted without script (answered with a redirect to the confirmation page). */
  via: z.literal("page").optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** The one answer to a subscription, whatever the address's state (it tells nobody who is subscribed). */
export const SUBSCRIBE_ANSWER = "Check your inbox: we've sent you an email with a link to confirm your subscription.";

/** A confirmation or unsubscribe link's token: what the server makes (32 random bytes, base64url). */
export const newsletterToken = z
  .string({ error: "This link is incomplete: open the whole link from the email." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: "This link is incomplete: open the whole link from the email." });

/** `via: "page"`: the confirmation page's form, posted without script (answered with a redirect to the page). */
export const confirmInput = z.object({ token: newsletterToken, via: z.literal("page").optional() });

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBERS_PAGE_SIZE = 25;

/** The Newsletter screen's list: one page, optionally one status and an address search. */
export const subscriberListQuery = paginationQuery(SUBSCRIBERS_PAGE_SIZE).extend({
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(200, { error: "q must be at most 200 characters" })
    .optional()
    .transform((v) => v || undefined),
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(SUBSCRIBER_STATUSES, { error: "status must be one of pending, confirmed, unsubscribed" }).optional(),
  ),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** A digest sent, or a day's digest not sent and why; `delivered`, `failed` and `queued` count its messages. */
export const newsletterIssueSchema = z.object({
  id: z.number().int(),
  edition: z.string(),
  subject: z.string(),
  stories: z.number().int(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  queued: z.number().int(),
  skippedReason: z.string().nullable(),
  sentBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterScheduleSchema = z.object({
  enabled: z.boolean(),
  /** "HH:MM", local time in `timeZone`. */
  time: z.string(),
  timeZone: z.string(),
  /** The edition the daily job sends next, and whether today's is already done. */
  nextEdition: z.string(),
  sentToday: z.boolean(),
});
export type NewsletterSchedule = z.infer<typeof newsletterScheduleSchema>;

/** The Newsletter screen's data (GET /api/admin/newsletter). */
export const newsletterOverviewSchema = z.object({
  mailConfigured: z.boolean(),
  counts: z.object({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() }),
  subscribers: z.array(subscriberSchema),
  /** How many subscribers the list's filter matches. */
  total: z.number().int(),
  issues: z.array(newsletterIssueSchema),
  schedule: newsletterScheduleSchema,
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;

/** The next digest as it would go out now: its subject, HTML and stories (none: nothing would be sent). */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  stories: z.number().int(),
  since: z.string(),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterSendSchema = z.object({
  message: z.string(),
  edition: z.string(),
  recipients: z.number().int(),
  stories: z.number().int(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;
