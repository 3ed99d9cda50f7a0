import type { StaffMember } from "#shared/schemas/staff.js";
import { apiRequest } from "#web/ui/api.js";
import { get } from "../../api/client.js";

/** The Staff screen's query key (the first element is the resource, as in keys.ts). */
export const staffKey = ["/api/admin/staff"] as const;

export const staffQuery = () => ({ queryKey: staffKey, queryFn: () => get<StaffMember[]>("/api/admin/staff") });

export function addStaffMember(payload: { email: string; name: string; password: string }): Promise<StaffMember> {
  return apiRequest("POST", "/api/admin/staff", payload);
}

/** Renames the account and/or sets its password; a new password ends that person's sessions. */
export function updateStaffMember(id: number, payload: { name?: string; password?: string }): Promise<StaffMember> {
  return apiRequest("PUT", `/api/admin/staff/${id}`, payload);
}

export function deleteStaffMember(id: number): Promise<unknown> {
  return apiRequest("DELETE", `/api/admin/staff/${id}`);
}

/** One's own password: this session stays, every other session of the account ends. */
export function changeOwnPassword(payload: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiRequest("PUT", "/api/auth/password", payload);
}
