import type { Role } from "./roles.js";

/*
 * Every page the site has, listed once (issue 42): `src/web/routes.ts` builds the router from these
 * tables, the admin's menu and its role check read ADMIN_SCREENS, and the sitemap lists the reader pages
 * marked `inSitemap`. A page's `name` is its route module (`reader/routes/<name>.tsx` or
 * `admin/routes/<name>.tsx`) and its route id; the ids stay those the routes had before they moved
 * (React Router names each route's data by id in every page's hydration data).
 */

/** A reader page under the public layout. `path` is React Router's (no leading slash; "" is the front page). */
export interface ReaderPage {
  name: string;
  path: string;
  /** Listed in sitemap.xml as a static page (the front page, categories and articles are listed apart). */
  inSitemap?: boolean;
}

export const READER_PAGES = [
  { name: "home", path: "" },
  { name: "category", path: "category/:slug" },
  { name: "article", path: "articles/:slug" },
  { name: "search", path: "search" },
  { name: "all-articles", path: "all-articles", inSitemap: true },
  { name: "about", path: "about", inSitemap: true },
  { name: "contact", path: "contact", inSitemap: true },
  { name: "privacy", path: "privacy", inSitemap: true },
  { name: "terms", path: "terms", inSitemap: true },
  { name: "newsletter-confirm", path: "newsletter/confirm" },
  { name: "newsletter-unsubscribe", path: "newsletter/unsubscribe" },
  { name: "not-found", path: "*" },
] as const satisfies readonly ReaderPage[];

/** The static pages the sitemap lists, as addresses ("/about"). */
export const SITEMAP_STATIC_PATHS = READER_PAGES.flatMap((page) =>
  "inSitemap" in page && page.inSitemap ? [`/${page.path}`] : [],
);

/** A staff page a visitor opens without a session (sign-in and the links mailed to staff). */
export const SIGNED_OUT_ADMIN_PAGES = [
  { name: "login", path: "/admin/login" },
  { name: "forgot-password", path: "/admin/forgot-password" },
  { name: "reset-password", path: "/admin/reset-password" },
  { name: "accept-invitation", path: "/admin/accept-invitation" },
] as const;

/**
 * A staff screen inside the admin layout. `role` is the least role it is for (issue 32): the menu shows
 * a person only the screens their role can use, and a screen opened by address says that it is not for
 * them. The server decides what each call may do (route-policy.ts); this only keeps the admin from
 * offering what it refuses. A screen with a `label` is in the menu, in this order.
 */
export interface AdminScreen {
  name: string;
  path: string;
  role: Role;
  label?: string;
}

export const ADMIN_SCREENS = [
  { name: "dashboard", path: "/admin", role: "contributor", label: "Dashboard" },
  { name: "account", path: "/admin/account", role: "contributor", label: "My account" },
  { name: "articles", path: "/admin/articles", role: "contributor", label: "Articles" },
  { name: "preview", path: "/admin/articles/:id/preview", role: "contributor" },
  { name: "media", path: "/admin/media", role: "contributor", label: "Media" },
  { name: "wire", path: "/admin/wire", role: "editor", label: "Wire" },
  { name: "sources", path: "/admin/sources", role: "editor", label: "Sources" },
  { name: "comments", path: "/admin/comments", role: "editor", label: "Comments" },
  { name: "messages", path: "/admin/messages", role: "editor", label: "Messages" },
  { name: "newsletter", path: "/admin/newsletter", role: "editor", label: "Newsletter" },
  { name: "analytics", path: "/admin/analytics", role: "editor", label: "Analytics" },
  { name: "term-base", path: "/admin/terms", role: "editor", label: "Terms" },
  { name: "translation-memory", path: "/admin/translation-memory", role: "editor", label: "Translation memory" },
  { name: "categories", path: "/admin/categories", role: "editor", label: "Categories" },
  { name: "ads", path: "/admin/ads", role: "administrator", label: "Ad Slots" },
  { name: "staff", path: "/admin/staff", role: "administrator", label: "Staff" },
  { name: "audit", path: "/admin/audit", role: "administrator", label: "Audit log" },
  { name: "mail", path: "/admin/mail", role: "administrator", label: "Mail" },
  { name: "settings", path: "/admin/settings", role: "administrator", label: "Settings" },
] as const satisfies readonly AdminScreen[];

export type AdminScreenName = (typeof ADMIN_SCREENS)[number]["name"];
export type MenuScreen = Extract<(typeof ADMIN_SCREENS)[number], { label: string }>;

/** The screens in the menu, in its order. */
export const MENU_SCREENS = ADMIN_SCREENS.filter((screen): screen is MenuScreen => "label" in screen);

const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(path);

/**
 * The screen at a staff address, if there is one (`/admin/articles/7/preview` is the preview screen).
 * Trailing slashes do not count.
 */
export function adminScreenAt(pathname: string): (typeof ADMIN_SCREENS)[number] | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_SCREENS.find((screen) => matches(screen.path, path));
}
