import { and, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditLog } from "../../db/schema.js";

export type AuditRecord = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** The audit log's table: written once per action, read newest first by administrators. */
export function createAuditRepository(db: Db) {
  return {
    async insert(record: AuditRecord): Promise<void> {
      await db.insert(auditLog).values(record);
    },

    async page(filter: { userId?: number; action?: string }, offset: number, limit: number) {
      const conditions: SQL[] = [];
      if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
      // "articles" finds every articles.* action; "articles.update" that one.
      if (filter.action)
        conditions.push(or(eq(auditLog.action, filter.action), like(auditLog.action, `${filter.action}.%`))!);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async actions(): Promise<string[]> {
      const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
      return rows.map((row) => row.action);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
