/**
 * Whether a page path is a staff screen (/admin and everything under it, the login included): those
 * pages run React Router in the browser; every other page is a reader page, which hydrates only its
 * islands (ADR 0021).
 */
export function isStaffPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
