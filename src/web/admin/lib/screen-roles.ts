import { hasRole, type Role } from "#shared/roles.js";
import { adminScreenAt } from "#shared/screens.js";

/**
 * The role a staff address needs: its screen's, from the one table of screens (src/shared/screens.ts).
 * An address that is no screen needs an administrator, as a route that declares no role is refused
 * (deny by default).
 */
export const screenRole = (pathname: string): Role => adminScreenAt(pathname)?.role ?? "administrator";

/** Whether someone with `role` may use the screen at `pathname` (the menu, the dashboard, the layout). */
export const mayOpen = (role: Role, pathname: string) => hasRole(role, screenRole(pathname));
