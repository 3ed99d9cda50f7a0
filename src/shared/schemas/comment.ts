import { z } from "zod";
import { COMMENT_LIMITS } from "../constants.js";
import { idSchema, requiredText } from "./common.js";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(COMMENT_LIMITS.email, { error: "Please enter a valid email address" })
  // Zod runs this even when max() has failed; EMAIL backtracks (quadratic), so it only sees a bounded length.
  .refine((v) => v === "" || (v.length <= COMMENT_LIMITS.email && EMAIL.test(v)), {
    error: "Please enter a valid email address",
  });

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

/** The answer to a submitted comment: always pending; `id` is null when the honeypot dropped it unseen. */
export const commentReceiptSchema = z.object({
  id: z.number().int().nullable(),
  status: z.literal("pending"),
  message: z.string(),
});
export type CommentReceipt = z.infer<typeof commentReceiptSchema>;
