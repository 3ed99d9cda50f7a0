import type { StaffMember } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";

/** The Staff screen's query key (the first element is the resource, as in keys.ts). */
export const staffKey = ["/api/admin/staff"] as const;

export const staffQuery = () => ({
  queryKey: staffKey,
  queryFn: () => api<StaffMember[]>("/api/admin/staff", { cache: "no-cache" }),
});

export function addStaffMember(payload: { email: string; name: string; password: string }): Promise<StaffMember> {
  return api("/api/admin/staff", { method: "POST", body: payload });
}

/** Renames the account and/or sets its password; a new password ends that person's sessions. */
export function updateStaffMember(id: number, payload: { name?: string; password?: string }): Promise<StaffMember> {
  return api(`/api/admin/staff/${id}`, { method: "PUT", body: payload });
}

export function deleteStaffMember(id: number): Promise<unknown> {
  return api(`/api/admin/staff/${id}`, { method: "DELETE" });
}

/** One's own password: this session stays, every other session of the account ends. */
export function changeOwnPassword(payload: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api("/api/auth/password", { method: "PUT", body: payload });
}
