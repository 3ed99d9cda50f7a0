import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema.js";
import type { Role } from "#shared/roles.js";
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
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await withoutParameters(() => db.update(users).set({ passwordHash }).where(eq(users.id, id)));
    },
    async recordSignIn(id: number): Promise<void> {
      await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, id));
    },
    /** Deletes the account and its sessions (ON DELETE CASCADE), unless it is the last administrator. */
    deleteKeepingAnAdministrator(id: number): Promise<KeepAdministrator> {
      return keepingAnAdministrator(id, (tx) => tx.delete(users).where(eq(users.id, id)));
    },
    /** Gives the account another role, unless that would leave no administrator. */
    setRoleKeepingAnAdministrator(id: number, role: Role): Promise<KeepAdministrator> {
      return keepingAnAdministrator(
        id,
        async (tx, target) => {
          if (target.role !== role) await tx.update(users).set({ role }).where(eq(users.id, id));
        },
        role === "administrator",
      );
    },
    /** Ends every session of the account but `keepSessionId` (the one making the change), when given. */
    async endSessions(userId: number, keepSessionId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          keepSessionId === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
        );
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
