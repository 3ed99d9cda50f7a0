import type { Database } from "../../db/client.js";
import { createAuditRepository } from "./audit.repository.js";
import { type AuditLogger, createAuditService } from "./audit.service.js";

/** The audit log (issue 32, migration 0022). */
export function createAudit(database: Database, log: AuditLogger) {
  return createAuditService(createAuditRepository(database.db), log);
}
export type { AuditService } from "./audit.service.js";
