import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema.js";
import { withoutParameters } from "./hash-safe-write.js";

/** The columns the API shows: never the hash. */
const shown = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
};

export type StaffRow = { id: number; email: string; name: string; createdAt: Date; lastSignInAt: Date | null };

/** Staff accounts and their sessions, for the Staff screen and one's own password. */
export function createStaffRepository(db: Db) {
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
    async insert(email: string, name: string, passwordHash: string): Promise<StaffRow> {
      const [row] = await withoutParameters(() =>
        db.insert(users).values({ email, name, passwordHash }).returning(shown),
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
    /**
     * Deletes the account unless it is the last one; its sessions go with it (ON DELETE CASCADE). The
     * table is locked for the count and the delete, so two editors deleting each other at once cannot
     * leave the newsroom with no account.
     */
    deleteUnlessLast(id: number): Promise<"deleted" | "missing" | "last"> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
        const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!target) return "missing";
        const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
        if ((count?.n ?? 0) <= 1) return "last";
        await tx.delete(users).where(eq(users.id, id));
        return "deleted";
      });
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
