import type { CurrentUser } from "#shared/schemas/auth.js";
import { apiRequest } from "#web/ui/api.js";
import { getJson } from "./client.js";

/** The signed-in staff member, or null without a session (never retried, SPEC 6). */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return getJson<CurrentUser>("/api/auth/user", "returnNull");
}

export function logIn(input: { email: string; password: string }): Promise<unknown> {
  return apiRequest("POST", "/api/admin/login", input);
}

/** Ends the session on the server (GET /api/logout clears the cookie and redirects to the site). */
export function logout() {
  window.location.assign("/api/logout");
}
