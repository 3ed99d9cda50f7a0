import type { Role } from "#shared/roles.js";
import type { AuditService } from "../audit/index.js";
import type { AuthService, OperatorChange } from "./auth.service.js";

/** Who the audit log names for a change the server's operator made from the command line. */
export const SERVER_OPERATOR = "Server operator (npm run admin)";

/**
 * `npm run admin`: the operator's reset of an account (auth.setStaffAccount), written into the audit log
 * like any staff change, with what it changed.
 */
export async function resetByOperator(
  auth: AuthService,
  audit: AuditService,
  input: { email: string; password: string; name?: string; role?: Role },
): Promise<OperatorChange> {
  const change = await auth.setStaffAccount(input.email, input.password, { name: input.name, role: input.role });
  await audit.record({
    userId: null,
    who: SERVER_OPERATOR,
    action: change.created ? "staff.operator.create" : "staff.operator.reset",
    target: String(change.user.id),
    detail: { email: change.user.email, role: change.user.role, changes: change.changes.join("; ") },
  });
  return change;
}
