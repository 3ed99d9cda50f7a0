import type { Role } from "#shared/roles.js";
import type { Invitation, StaffMember } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";

/** The Staff screen's query key (the first element is the resource, as in keys.ts). */
export const staffKey = ["/api/admin/staff"] as const;

export const staffQuery = () => ({
  queryKey: staffKey,
  queryFn: () => api<StaffMember[]>("/api/admin/staff", { cache: "no-cache" }),
});

export function addStaffMember(payload: {
  email: string;
  name: string;
  password: string;
  role: Role;
}): Promise<StaffMember> {
  return api("/api/admin/staff", { method: "POST", body: payload });
}

/** Renames the account and/or changes its role (409 when that would leave no administrator). */
export function updateStaffMember(id: number, payload: { name?: string; role?: Role }): Promise<StaffMember> {
  return api(`/api/admin/staff/${id}`, { method: "PUT", body: payload });
}

export function deleteStaffMember(id: number): Promise<unknown> {
  return api(`/api/admin/staff/${id}`, { method: "DELETE" });
}

/** One's own password: this session stays, every other session of the account ends. */
export function changeOwnPassword(payload: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api("/api/auth/password", { method: "PUT", body: payload });
}

/** The Staff screen's waiting invitations (issue 32). */
export const invitationsKey = ["/api/admin/staff/invitations"] as const;

export const invitationsQuery = () => ({
  queryKey: invitationsKey,
  queryFn: () => api<Invitation[]>("/api/admin/staff/invitations", { cache: "no-cache" }),
});

export function inviteStaffMember(payload: { email: string; name: string; role: Role }): Promise<Invitation> {
  return api("/api/admin/staff/invitations", { method: "POST", body: payload });
}

export function withdrawInvitation(id: number): Promise<unknown> {
  return api(`/api/admin/staff/invitations/${id}`, { method: "DELETE" });
}

/** An administrator mails a colleague a link to set a new password. */
export function sendPasswordResetLink(id: number): Promise<{ message: string }> {
  return api(`/api/admin/staff/${id}/password-reset`, { method: "POST" });
}

/** "Forgot password?": the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api("/api/auth/password-reset", { method: "POST", body: { email } });
}

/** A mailed link's new password: a reset, or an invitation's first password. */
export function setPasswordWithLink(
  purpose: "reset-password" | "accept-invitation",
  payload: { token: string; password: string },
): Promise<{ message: string }> {
  const url = purpose === "reset-password" ? "/api/auth/password-reset/confirm" : "/api/auth/invitations/accept";
  return api(url, { method: "POST", body: payload });
}

/** One's own two-factor sign-in (issue 32). */
export const twoFactorKey = ["/api/auth/2fa"] as const;

export const twoFactorQuery = () => ({
  queryKey: twoFactorKey,
  queryFn: () => api<{ enabled: boolean; recoveryCodesLeft: number }>("/api/auth/2fa", { cache: "no-cache" }),
});

export function startTwoFactorSetup(): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  return api("/api/auth/2fa/setup", { method: "POST" });
}

/** Turns it on with the app's first code and the current password; the account's other sessions end. */
export function enableTwoFactor(payload: { code: string; password: string }): Promise<{ recoveryCodes: string[] }> {
  return api("/api/auth/2fa/enable", { method: "POST", body: payload });
}

export function disableTwoFactor(password: string): Promise<{ message: string }> {
  return api("/api/auth/2fa/disable", { method: "POST", body: { password } });
}

/** One's own signed-in sessions (issue 32). */
export interface OwnSession {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const sessionsKey = ["/api/auth/sessions"] as const;

export const sessionsQuery = () => ({
  queryKey: sessionsKey,
  queryFn: () => api<OwnSession[]>("/api/auth/sessions", { cache: "no-cache" }),
});

export function endSession(id: string): Promise<{ message: string }> {
  return api(`/api/auth/sessions/${id}`, { method: "DELETE" });
}
