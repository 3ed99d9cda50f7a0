import { hasRole, type Role } from "#shared/roles.js";

/**
 * The least role each staff screen is for (issue 32), by its address: the menu shows a person only the
 * screens their role can use, and a screen opened by address says that it is not for them. The server
 * decides what each call may do (route-policy.ts); this only keeps the admin from offering what it refuses.
 */
export const SCREEN_ROLES: Record<string, Role> = {
  "/admin": "contributor",
  "/admin/account": "contributor",
  "/admin/articles": "contributor",
  "/admin/media": "contributor",
  "/admin/wire": "editor",
  "/admin/sources": "editor",
  "/admin/comments": "editor",
  "/admin/messages": "editor",
  "/admin/newsletter": "editor",
  "/admin/analytics": "editor",
  "/admin/categories": "editor",
  "/admin/ads": "administrator",
  "/admin/staff": "administrator",
  "/admin/audit": "administrator",
  "/admin/mail": "administrator",
  "/admin/settings": "administrator",
};

/**
 * The role a staff address needs: its screen's (an article's preview is the articles screen's). An
 * address not listed needs an administrator, as a route that declares no role is refused (deny by default).
 */
export function screenRole(pathname: string): Role {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (/^\/admin\/articles\/\d+\/preview$/.test(path)) return "contributor";
  return SCREEN_ROLES[path] ?? "administrator";
}

/** Whether someone with `role` may use the screen at `pathname` (the menu, the dashboard, the layout). */
export const mayOpen = (role: Role, pathname: string) => hasRole(role, screenRole(pathname));
