import { z } from "zod";
import { paginationQuery } from "./common.js";

/** Entries a page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 50;

const blankAsAbsent = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/admin/audit: a page, optionally one person's entries and one kind of action ("articles", "articles.update"). */
export const auditQuery = paginationQuery(AUDIT_PAGE_SIZE).extend({
  userId: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^\d{1,10}$/, { error: "userId must be a staff member's id" })
      .transform(Number)
      .optional(),
  ),
  action: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, { error: "action must be an action name such as articles.update" })
      .max(100, { error: "action must be an action name such as articles.update" })
      .optional(),
  ),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** One recorded staff action: who, what, on what, when (and a few harmless facts of the request). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The account, while it exists; its name and email as they were are kept in `who`. */
  userId: z.number().int().nullable(),
  who: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: auditEntrySchema.array(),
  total: z.number().int(),
  /** Every action name recorded so far, for the screen's filter. */
  actions: z.string().array(),
});
export type AuditList = z.infer<typeof auditListSchema>;
