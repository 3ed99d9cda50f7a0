import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_SCREENS, READER_PAGES, SIGNED_OUT_ADMIN_PAGES } from "#shared/screens.js";

// The router is built from the site's page tables (src/shared/screens.ts), where a new page is listed
// once. Route modules live with their audience (reader/routes, admin/routes); each keeps the id it had
// before that move (React Router derives ids from file paths): the ids name each route's data in every
// page's hydration data, so the pages stay exactly as they were.
const readerPage = ({ name, path }: { name: string; path: string }) =>
  path === ""
    ? index(`reader/routes/${name}.tsx`, { id: `routes/public/${name}` })
    : route(path, `reader/routes/${name}.tsx`, { id: `routes/public/${name}` });
const adminPage = ({ name, path }: { name: string; path: string }) =>
  route(path.slice(1), `admin/routes/${name}.tsx`, { id: `routes/admin/${name}` });

export default [
  layout("reader/routes/layout.tsx", { id: "routes/public/layout" }, READER_PAGES.map(readerPage)),
  ...SIGNED_OUT_ADMIN_PAGES.map(adminPage),
  layout("admin/routes/layout.tsx", { id: "routes/admin/layout" }, ADMIN_SCREENS.map(adminPage)),
] satisfies RouteConfig;
