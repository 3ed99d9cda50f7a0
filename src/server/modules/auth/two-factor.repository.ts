import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { recoveryCodes, sessions, users } from "../../db/schema.js";
import { sessionsBut } from "./account-cleanup.js";

/** An account's two-factor state (migration 0021). */
export interface TwoFactorRow {
  email: string;
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

/** Two-factor sign-in's storage: the secret being set up, the one in use, the last step used, recovery codes. */
export function createTwoFactorRepository(db: Db) {
  return {
    async state(userId: number): Promise<TwoFactorRow | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          passwordHash: users.passwordHash,
          totpSecret: users.totpSecret,
          totpPendingSecret: users.totpPendingSecret,
          totpLastStep: users.totpLastStep,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async setPending(userId: number, secret: string): Promise<void> {
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
    },

    /**
     * Turns the pending secret on with its first step used, replaces the recovery codes and ends the
     * account's sessions but `keepSessionId` (the one turning it on), at once.
     */
    async enable(
      userId: number,
      secret: string,
      step: number,
      codeHashes: string[],
      keepSessionId: string | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(users)
          .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
          .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret), isNull(users.totpSecret)))
          .returning({ id: users.id });
        if (done.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        await tx.delete(sessions).where(sessionsBut(userId, keepSessionId));
        return true;
      });
    },

    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /** Records a code's step as used, unless a later or equal one was used meanwhile (two sign-ins at once). */
    async spendStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Uses a recovery code once: false when it is not one of the account's, or was used already. */
    async spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ userId: recoveryCodes.userId });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
