import type { AuditList, AuditQuery } from "#shared/schemas/audit.js";
import type { AuditRecord, AuditRepository } from "./audit.repository.js";

export interface AuditLogger {
  warn(object: unknown, message?: string): void;
}

/**
 * The audit log (issue 32): who changed what, when, on what. Recording never fails the action it records:
 * a write that fails is logged as a warning and the answer goes out as it was.
 */
export function createAuditService(repo: AuditRepository, log: AuditLogger) {
  return {
    /** Records an entry after the fact; resolves either way. */
    async record(record: AuditRecord): Promise<void> {
      try {
        await repo.insert(record);
      } catch (error) {
        log.warn({ err: error, action: record.action }, "an audit log entry could not be written");
      }
    },

    async list({ page, limit, userId, action }: AuditQuery): Promise<AuditList> {
      const [{ rows, total }, actions] = await Promise.all([
        repo.page({ userId, action }, (page - 1) * limit, limit),
        repo.actions(),
      ]);
      return {
        entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        total,
        actions,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
