import type { CurrentUser } from "#shared/schemas/auth.js";
import { api } from "#web/ui/api.js";

/** The signed-in staff member, or null without a session (never retried, SPEC 6). */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return api<CurrentUser>("/api/auth/user", { nullOn: 401 });
}

/** Ends the session on the server (GET /api/logout clears the cookie and redirects to the site). */
export function logout() {
  window.location.assign("/api/logout");
}
