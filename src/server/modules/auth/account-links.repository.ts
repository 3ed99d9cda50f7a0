import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { hasRole, type Role } from "#shared/roles.js";
import type { Db } from "../../db/client.js";
import { passwordResets, staffInvitations, users } from "../../db/schema.js";
import { endSessionsAndResetLinks, INVITING_ROLE } from "./account-cleanup.js";
import { withoutParameters } from "./hash-safe-write.js";

export interface InvitationRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** `now()` plus a duration, in SQL: a link's life starts on the same clock that later checks it. */
const fromNow = (ms: number) => sql<Date>`now() + ${`${ms} milliseconds`}::interval`;

/**
 * The links mailed to staff (migration 0020): password resets and invitations, each stored as a hash of
 * its secret and used at most once: the use is one UPDATE … WHERE not used and not expired, so two tabs
 * (or two processes) using one link cannot both succeed.
 */
export function createAccountLinksRepository(db: Db) {
  return {
    async userByEmail(email: string): Promise<{ id: number; email: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async userById(id: number): Promise<{ id: number; email: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Adds a reset link that works for `lifetimeMs` from now, by the database's clock (the one that checks it). */
    async addReset(id: string, userId: number, lifetimeMs: number): Promise<void> {
      await db.insert(passwordResets).values({ id, userId, expiresAt: fromNow(lifetimeMs) });
      // Old links of anyone go now and then: they can never work again.
      await db.delete(passwordResets).where(lte(passwordResets.expiresAt, sql`now() - interval '1 day'`));
    },

    /**
     * Uses a reset link: sets the password, ends every session of the account and every other link it
     * has, in one transaction. Answers the account's id, or undefined when the link does not work.
     */
    spendReset(id: string, passwordHash: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
          )
          .returning({ userId: passwordResets.userId });
        if (!used) return undefined;
        await withoutParameters(() => tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)));
        await endSessionsAndResetLinks(tx, used.userId);
        return used.userId;
      });
    },

    /**
     * Adds an invitation that works for `lifetimeMs` from now (the database's clock); answers it, or
     * undefined when the address already has one waiting.
     */
    async addInvitation(
      values: { tokenHash: string; email: string; name: string; role: Role; invitedBy: number },
      lifetimeMs: number,
    ): Promise<{ id: number; createdAt: Date; expiresAt: Date } | undefined> {
      // An expired invitation no longer holds its address.
      await db
        .delete(staffInvitations)
        .where(
          and(
            eq(staffInvitations.email, values.email),
            isNull(staffInvitations.acceptedAt),
            lte(staffInvitations.expiresAt, sql`now()`),
          ),
        );
      const [row] = await db
        .insert(staffInvitations)
        .values({ ...values, expiresAt: fromNow(lifetimeMs) })
        .onConflictDoNothing()
        .returning({
          id: staffInvitations.id,
          createdAt: staffInvitations.createdAt,
          expiresAt: staffInvitations.expiresAt,
        });
      return row;
    },

    /** Invitations not yet accepted nor expired, oldest first, with the name of who sent each. */
    async waitingInvitations(): Promise<InvitationRow[]> {
      return db
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          name: staffInvitations.name,
          role: staffInvitations.role,
          invitedBy: users.name,
          createdAt: staffInvitations.createdAt,
          expiresAt: staffInvitations.expiresAt,
        })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, sql`now()`)))
        .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
    },

    /** Withdraws a waiting invitation; false when there is none with this id. */
    async withdrawInvitation(id: number): Promise<boolean> {
      const rows = await db
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
        .returning({ id: staffInvitations.id });
      return rows.length > 0;
    },

    /**
     * Accepts an invitation: makes the account and marks the invitation used, in one transaction that holds
     * the invitation's row and its sender's. Answers the new account, "invalid" when the link does not work,
     * "withdrawn" (and withdraws it) when its sender is gone or may no longer invite to its role, or "taken"
     * when the address has an account already.
     */
    acceptInvitation(tokenHash: string, passwordHash: string) {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .select({
            id: staffInvitations.id,
            email: staffInvitations.email,
            name: staffInvitations.name,
            role: staffInvitations.role,
            invitedBy: staffInvitations.invitedBy,
          })
          .from(staffInvitations)
          .where(
            and(
              eq(staffInvitations.tokenHash, tokenHash),
              isNull(staffInvitations.acceptedAt),
              gt(staffInvitations.expiresAt, sql`now()`),
            ),
          )
          .for("update");
        if (!invitation) return "invalid" as const;
        const { id, invitedBy, ...account } = invitation;
        // The sender's role now, held until the account is made: a demotion waits for this, or comes first.
        const [sender] =
          invitedBy === null
            ? []
            : await tx.select({ role: users.role }).from(users).where(eq(users.id, invitedBy)).for("share");
        if (!sender || !hasRole(sender.role, INVITING_ROLE) || !hasRole(sender.role, account.role)) {
          await tx.delete(staffInvitations).where(eq(staffInvitations.id, id));
          return "withdrawn" as const;
        }
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
        if (existing) return "taken" as const;
        const [made] = await withoutParameters(() =>
          tx
            .insert(users)
            .values({ ...account, passwordHash })
            .returning({ id: users.id, email: users.email, name: users.name, role: users.role }),
        );
        await tx.update(staffInvitations).set({ acceptedAt: sql`now()` }).where(eq(staffInvitations.id, id));
        return made!;
      });
    },
  };
}
export type AccountLinksRepository = ReturnType<typeof createAccountLinksRepository>;
