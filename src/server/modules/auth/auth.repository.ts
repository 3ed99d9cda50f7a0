import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema.js";
import type { Role } from "#shared/roles.js";
import { withoutParameters } from "./hash-safe-write.js";
import { createStaffRepository } from "./staff.repository.js";
import { createTwoFactorRepository } from "./two-factor.repository.js";

/** The name of an account made without one (the first-start admin, `npm run admin` without --name). */
const DEFAULT_NAME = "Administrator";

const NO_SECOND_FACTOR = { totpSecret: null, totpPendingSecret: null, totpLastStep: null };

/** What the app knows of the signed-in person (CurrentUser, but for what the site's settings add). */
const signedIn = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  twoFactor: sql<boolean>`(${users.totpSecret} is not null)`,
};

export function createAuthRepository(db: Db) {
  return {
    /** The Staff screen's queries (staff.repository.ts). */
    staff: createStaffRepository(db),
    /** Two-factor sign-in's (two-factor.repository.ts). */
    twoFactor: createTwoFactorRepository(db),
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return user;
    },
    async countUsers(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
    /**
     * The server operator's way in (ADMIN_EMAIL, `npm run admin`): creates the account with `role`, or
     * resets its password (and its name, when one is given) when it exists, turning its two-factor sign-in
     * off. An existing account's role is left alone (the caller changes it through the staff repository,
     * which keeps the newsroom an administrator).
     */
    async setByOperator(email: string, name: string | undefined, passwordHash: string, role: Role) {
      const [user] = await withoutParameters(() =>
        db
          .insert(users)
          .values({ email: email.toLowerCase(), name: name ?? DEFAULT_NAME, passwordHash, role })
          .onConflictDoUpdate({
            target: users.email,
            // The operator's way back into an account whose phone and recovery codes are lost: the
            // second factor goes with the old password.
            set: { passwordHash, ...(name === undefined ? {} : { name }), ...NO_SECOND_FACTOR },
          })
          .returning(signedIn),
      );
      return user!;
    },
    async createSession(id: string, userId: number, expiresAt: Date, userAgent: string | undefined) {
      await db.insert(sessions).values({ id, userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
    },
    async findSessionUser(id: string) {
      const [row] = await db
        .select({ ...signedIn, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return row;
    },
    async touchSession(id: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
    },
    /** An account's sessions still open, most recently used first. */
    listSessions(userId: number) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt));
    },
    /** Ends one of the account's sessions, named by the start of its key; false when it has none such. */
    async deleteOwnSession(userId: number, keyStart: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), sql`left(${sessions.id}, ${keyStart.length}) = ${keyStart}`))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    async deleteSession(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteExpiredSessions() {
      await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
