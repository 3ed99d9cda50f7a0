import type { PasswordChangeInput, StaffCreateInput, StaffMember, StaffUpdateInput } from "#shared/schemas/staff.js";
import { badRequest, conflict, notFound, unauthorized } from "../../http-error.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import type { CheckCurrentPassword } from "./current-password.js";
import { hashPassword } from "./password.js";
import type { StaffRepository, StaffRow } from "./staff.repository.js";

export const EMAIL_IN_USE = "An account with this email address already exists";
export const NOT_FOUND = "Staff member not found";
export const CANNOT_DELETE_SELF = "You cannot delete your own account. Ask a colleague to do it.";
export const CANNOT_DELETE_LAST = "The last administrator cannot be deleted: make someone else an administrator first";
export const CANNOT_DEMOTE_LAST =
  "The newsroom needs an administrator: make someone else an administrator before changing this role";
export const SAME_PASSWORD = "The new password must be different from the current one";

/** Who is asking: their account, and the session they ask from (kept when they change their own password). */
export interface Actor {
  userId: number;
  sessionId: string | undefined;
}

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  role: row.role,
  twoFactor: row.twoFactor,
});

/** Staff accounts: who may sign in to the newsroom, managed by the staff themselves. */
export function createStaffService(repo: StaffRepository, checkPassword: CheckCurrentPassword) {
  /**
   * Sets a new password and ends the account's sessions and unused reset links at once: all sessions, or,
   * when people change their own, all but the one they are using (they would otherwise be signed out mid-task).
   */
  async function replacePassword(userId: number, password: string, actor: Actor): Promise<void> {
    await repo.setPasswordHash(
      userId,
      await hashPassword(password),
      actor.userId === userId ? actor.sessionId : undefined,
    );
  }

  return {
    async list(): Promise<StaffMember[]> {
      return (await repo.list()).map(toMember);
    },

    async create(input: StaffCreateInput): Promise<StaffMember> {
      const hash = await hashPassword(input.password);
      return toMember(
        await conflictOnDuplicate(EMAIL_IN_USE, () => repo.insert(input.email, input.name, hash, input.role)),
      );
    },

    /** Renames an account or changes its role (in force from its next request: sessions read the role live). */
    async update(id: number, input: StaffUpdateInput): Promise<StaffMember> {
      const before = await repo.find(id);
      if (!before) throw notFound(NOT_FOUND);
      if (input.role !== undefined) {
        const outcome = await repo.setRoleKeepingAnAdministrator(id, input.role);
        if (outcome === "missing") throw notFound(NOT_FOUND);
        if (outcome === "last") throw conflict(CANNOT_DEMOTE_LAST);
      }
      if (input.name !== undefined) await repo.rename(id, input.name);
      const updated = await repo.find(id);
      if (!updated) throw notFound(NOT_FOUND);
      return toMember(updated);
    },

    async delete(id: number, actor: Actor): Promise<void> {
      if (id === actor.userId) throw conflict(CANNOT_DELETE_SELF);
      const outcome = await repo.deleteKeepingAnAdministrator(id);
      if (outcome === "missing") throw notFound(NOT_FOUND);
      if (outcome === "last") throw conflict(CANNOT_DELETE_LAST);
    },

    /** One's own password: the current one must be given, so a session left open is not enough to take over. */
    async changeOwnPassword(input: PasswordChangeInput, actor: Actor & { email: string; ip: string }) {
      const hash = await repo.passwordHashOf(actor.userId);
      if (!hash) throw unauthorized();
      await checkPassword(input.currentPassword, hash, actor);
      if (input.newPassword === input.currentPassword) throw badRequest(SAME_PASSWORD);
      await replacePassword(actor.userId, input.newPassword, actor);
    },

    recordSignIn: (userId: number) => repo.recordSignIn(userId),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
