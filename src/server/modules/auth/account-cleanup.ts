import { and, eq, isNull, ne } from "drizzle-orm";
import type { Role } from "#shared/roles.js";
import type { Db } from "../../db/client.js";
import { passwordResets, sessions, staffInvitations } from "../../db/schema.js";

/**
 * What a change to an account takes with it (issue 41), run by each change in its own transaction (pass
 * the transaction as `db`), so that the change and its consequences are one.
 */

/** Who may invite colleagues: the invitation route's role, and what a sender must still be at acceptance. */
export const INVITING_ROLE: Role = "administrator";

/** The account's sessions, but `keepSessionId` (the one making a change) when given. */
export function sessionsBut(userId: number, keepSessionId: string | undefined) {
  return keepSessionId === undefined
    ? eq(sessions.userId, userId)
    : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
}

/**
 * What a new password ends: the account's sessions (but `keepSessionId`) and its unused reset links, so
 * that a link mailed before the change cannot undo it.
 */
export async function endSessionsAndResetLinks(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await db.delete(sessions).where(sessionsBut(userId, keepSessionId));
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Withdraws the invitations someone sent that wait still: for when they may no longer invite. */
export async function withdrawInvitationsOf(db: Db, userId: number): Promise<void> {
  await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.invitedBy, userId), isNull(staffInvitations.acceptedAt)));
}
