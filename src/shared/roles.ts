/**
 * The newsroom's roles (issue 32), least to most: each can do everything the one before it can.
 * - contributor: writes and edits their own drafts; cannot publish, delete published work or touch anything else;
 * - author: also publishes, and edits and deletes their own articles;
 * - editor: every article, comments, categories, media, the desk and its sources, messages, the newsletter;
 * - administrator: also staff, settings, ad slots and mail.
 * The server decides (route-policy.ts, articles.service.ts); the admin only hides what a role cannot do.
 */
export const ROLES = ["contributor", "author", "editor", "administrator"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  contributor: "Contributor",
  author: "Author",
  editor: "Editor",
  administrator: "Administrator",
};

/** True when `role` may do what `needed` may. */
export function hasRole(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Contributors and authors see and change only the articles they wrote. */
export const seesEveryArticle = (role: Role) => hasRole(role, "editor");
