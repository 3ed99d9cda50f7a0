import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import { hasRole, type Role } from "#shared/roles.js";
import { endSessionsAndResetLinks, INVITING_ROLE, withdrawInvitationsOf } from "./account-cleanup.js";
import { withoutParameters } from "./hash-safe-write.js";

/** The columns the API shows: never the hash. */
const shown = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  role: users.role,
  twoFactor: sql<boolean>`(${users.totpSecret} is not null)`,
};

export type StaffRow = {
  id: number;
  email: string;
  name: string;
  createdAt: Date;
  lastSignInAt: Date | null;
  role: Role;
  twoFactor: boolean;
};

/** The outcome of a change that must leave the newsroom an administrator. */
export type KeepAdministrator = "done" | "missing" | "last";

/** Staff accounts and their sessions, for the Staff screen and one's own password. */
export function createStaffRepository(db: Db) {
  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
  /**
   * Runs `change` on the account unless it is the last administrator and the change takes that away
   * (`keepsRole`: it stays an administrator). The table is locked for the count and the change, so two
   * administrators demoting or deleting each other at once cannot leave the newsroom without one.
   */
  function keepingAnAdministrator(
    id: number,
    change: (tx: Tx, target: { role: Role }) => Promise<unknown>,
    keepsRole = false,
  ): Promise<KeepAdministrator> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
      const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
      if (!target) return "missing";
      if (target.role === "administrator" && !keepsRole) {
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.role, "administrator"));
        if ((count?.n ?? 0) <= 1) return "last";
      }
      await change(tx, target);
      return "done";
    });
  }

  return {
    list(): Promise<StaffRow[]> {
      return db
        .select(shown)
        .from(users)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
    },
    async find(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select(shown).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async passwordHashOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
      return row?.hash;
    },
    async insert(email: string, name: string, passwordHash: string, role: Role): Promise<StaffRow> {
      const [row] = await withoutParameters(() =>
        db.insert(users).values({ email, name, passwordHash, role }).returning(shown),
      );
      return row!;
    },
    async rename(id: number, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, id));
    },
    /**
     * Sets a new password and, at once, ends the account's sessions (all but `keepSessionId`, when given)
     * and its unused reset links.
     */
    async setPasswordHash(id: number, passwordHash: string, keepSessionId?: string): Promise<void> {
      await db.transaction(async (tx) => {
        await withoutParameters(() => tx.update(users).set({ passwordHash }).where(eq(users.id, id)));
        await endSessionsAndResetLinks(tx, id, keepSessionId);
      });
    },
    /** Ends every session and unused reset link of the account (its password was set another way). */
    endSessionsAndResetLinks: (userId: number) => endSessionsAndResetLinks(db, userId),
    async recordSignIn(id: number): Promise<void> {
      await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, id));
    },
    /**
     * Deletes the account and its sessions (ON DELETE CASCADE), unless it is the last administrator; the
     * invitations it sent that still wait are withdrawn.
     */
    deleteKeepingAnAdministrator(id: number): Promise<KeepAdministrator> {
      return keepingAnAdministrator(id, async (tx) => {
        await withdrawInvitationsOf(tx, id);
        await tx.delete(users).where(eq(users.id, id));
      });
    },
    /**
     * Gives the account another role, unless that would leave no administrator; a role that may not invite
     * withdraws the invitations it sent that still wait.
     */
    setRoleKeepingAnAdministrator(id: number, role: Role): Promise<KeepAdministrator> {
      return keepingAnAdministrator(
        id,
        async (tx, target) => {
          if (target.role !== role) await tx.update(users).set({ role }).where(eq(users.id, id));
          if (!hasRole(role, INVITING_ROLE)) await withdrawInvitationsOf(tx, id);
        },
        role === "administrator",
      );
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
