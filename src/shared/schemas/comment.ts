import { z } from "zod";
import { COMMENT_LIMITS } from "../constants.js";
import { idSchema, paginationQuery, requiredText } from "./common.js";
import { optionalEmailAddress } from "./email-address.js";

/** A comment's optional address (SPEC 5: "a valid address or empty"), by the shared rule. */
export const emailField = optionalEmailAddress("Please enter a valid email address");

export const commentInput = z.object({
  name: requiredText("Name is required", COMMENT_LIMITS.name, `Name must be at most ${COMMENT_LIMITS.name} characters`),
  email: emailField.nullish().transform((v) => (v ? v : null)),
  body: requiredText(
    "Comment is required",
    COMMENT_LIMITS.body,
    `Comment must be at most ${COMMENT_LIMITS.body} characters`,
  ),
  parentId: z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()).transform((v) => v ?? null),
  /** Honeypot: invisible to people; a bot that fills it is dropped silently. */
  website: z.unknown().optional(),
});
export type CommentInput = z.infer<typeof commentInput>;

export const COMMENT_STATUSES = ["pending", "published", "rejected"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const commentStatusInput = z.object({
  status: z.enum(["published", "rejected"], { error: "Status must be published or rejected" }),
});

export const publicCommentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  parentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const adminCommentSchema = publicCommentSchema.extend({
  email: z.string().nullable(),
  status: z.enum(COMMENT_STATUSES),
  article: z.object({ slug: z.string(), title: z.string() }),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

/**
 * The answer to a submitted comment: always pending. A comment the honeypot dropped unseen gets the same
 * answer, with an id drawn from the same sequence (issue 41: `null` there told a bot it had been caught).
 */
export const commentReceiptSchema = z.object({
  id: z.number().int(),
  status: z.literal("pending"),
  message: z.string(),
});
export type CommentReceipt = z.infer<typeof commentReceiptSchema>;

/**
 * The moderation screen's tabs (issue 20). "approved" is what staff call a comment stored as "published";
 * the spec's single-comment call keeps its own words (`commentStatusInput`).
 */
export const MODERATION_TABS = ["pending", "approved", "rejected"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];
export const STATUS_OF_TAB: Record<ModerationTab, CommentStatus> = {
  pending: "pending",
  approved: "published",
  rejected: "rejected",
};
export const MODERATION_PAGE_SIZE = 20;

export const moderationQuery = paginationQuery(MODERATION_PAGE_SIZE).extend({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(MODERATION_TABS, { error: "status must be one of pending, approved, rejected" })
      .optional()
      .transform((v) => v ?? "pending"),
  ),
});
export type ModerationQuery = z.infer<typeof moderationQuery>;

/** One comment on the moderation screen: its article with id, and for a reply the comment it answers. */
export const moderationCommentSchema = adminCommentSchema.extend({
  article: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  parent: z.object({ id: z.number().int(), name: z.string(), body: z.string() }).nullable(),
});
export type ModerationComment = z.infer<typeof moderationCommentSchema>;

export const moderationListSchema = z.object({
  comments: z.array(moderationCommentSchema),
  total: z.number().int(),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

export const COMMENT_BULK_ACTIONS = ["approve", "reject", "delete"] as const;
export type CommentBulkAction = (typeof COMMENT_BULK_ACTIONS)[number];
export const MAX_COMMENT_BULK_IDS = 100;

export const commentBulkInput = z.object({
  ids: z
    .array(idSchema, { error: "ids must be a list of comment ids" })
    .min(1, { error: "Select at least one comment" })
    .max(MAX_COMMENT_BULK_IDS, { error: `At most ${MAX_COMMENT_BULK_IDS} comments at a time` })
    // The same comment twice is one comment: counts and "not found" reports stay true.
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(COMMENT_BULK_ACTIONS, { error: "action must be one of approve, reject, delete" }),
});
export type CommentBulkInput = z.infer<typeof commentBulkInput>;

/** `updated` for approve and reject, `deleted` for delete (replies removed with their parent are not counted). */
export const commentBulkResponse = z.object({
  message: z.string(),
  updated: z.number().int().optional(),
  deleted: z.number().int().optional(),
});
export type CommentBulkResponse = z.infer<typeof commentBulkResponse>;
