import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ADMIN_SCREENS,
  adminScreenAt,
  READER_PAGES,
  SIGNED_OUT_ADMIN_PAGES,
  SITEMAP_STATIC_PATHS,
} from "#shared/screens.js";
import routes from "./routes.js";

/*
 * The page tables (src/shared/screens.ts) are the only list of pages: the router is built from them, so a
 * route module that is in no table is a page nobody can open, and an admin route outside ADMIN_SCREENS
 * would have no role and no menu entry.
 */
interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}
const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((r) => [r, ...flat(r.children ?? [])]);
const modulesIn = (folder: string) =>
  readdirSync(new URL(folder, import.meta.url))
    .filter((file) => file.endsWith(".tsx") && file !== "layout.tsx")
    .map((file) => file.replace(/\.tsx$/, ""))
    .sort();

describe("the page tables", () => {
  const all = flat(routes as RouteEntry[]);

  it("list every route module of both audiences, and the router has exactly their routes", () => {
    expect(modulesIn("./admin/routes/")).toEqual(
      [...ADMIN_SCREENS, ...SIGNED_OUT_ADMIN_PAGES].map((screen) => screen.name).sort(),
    );
    expect(modulesIn("./reader/routes/")).toEqual(READER_PAGES.map((page) => page.name).sort());
    const pages = all.filter((r) => !r.file.endsWith("/layout.tsx"));
    expect(pages).toHaveLength(ADMIN_SCREENS.length + SIGNED_OUT_ADMIN_PAGES.length + READER_PAGES.length);
  });

  it("put every signed-in admin route inside the admin layout, each with its screen's role", () => {
    const adminLayout = all.find((r) => r.id === "routes/admin/layout");
    const inside = (adminLayout?.children ?? []).map((r) => `/${r.path}`);
    expect(inside).toEqual(ADMIN_SCREENS.map((screen) => screen.path));
    for (const path of inside) expect(adminScreenAt(path)).toBeDefined();
    const adminRoutes = all.filter((r) => r.path?.startsWith("admin"));
    for (const r of adminRoutes) {
      const path = `/${r.path}`;
      const known = adminScreenAt(path) ?? SIGNED_OUT_ADMIN_PAGES.find((page) => page.path === path);
      expect(known, `${path} is in no table`).toBeDefined();
    }
  });

  it("keep the ids the routes had, which name their data in every page's hydration data", () => {
    const ids = all.map((r) => r.id);
    expect(ids).toContain("routes/public/home");
    expect(ids).toContain("routes/public/article");
    expect(ids).toContain("routes/admin/dashboard");
    expect(ids).toContain("routes/admin/login");
    expect(all.find((r) => r.id === "routes/public/home")?.index).toBe(true);
  });

  it("give the sitemap the static reader pages", () => {
    expect(SITEMAP_STATIC_PATHS).toEqual(["/all-articles", "/about", "/contact", "/privacy", "/terms"]);
  });
});
