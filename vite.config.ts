import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * What every reader page downloads is decided by folder, never by file name (ADR 0009):
 *
 * - src/web/ui, src/web/reader/{components,lib,widgets}, src/web/root.tsx and the reader's layout route
 *   (reader/routes/layout.tsx), and src/shared: our code that every reader page runs, in one shared chunk
 *   (one file compresses better than many, and each script is a round trip).
 * - Any folder named `enhancements/` (reader/enhancements, ui/enhancements): fetched with a dynamic
 *   import when a reader first needs it (Radix's tooltip and toast, the comment form's zod validation).
 * - Any folder named `page-parts/` (reader/page-parts): what only some pages use (the home page's
 *   carousel and feeds, lists' pagination, the static pages' frame, the article's comments); it goes with
 *   the pages that import it.
 * - src/shared/schemas: zod schemas, for the staff screens and the comment form's first use.
 * - src/web/reader/islands: the reader pages' island entry and registry, built by vite.reader.config.ts
 *   (ADR 0021); React Router's build leaves them to its own split.
 * - src/web/admin and the other route modules: the bundler's own split, per route.
 *
 * So moving a file into or out of one of these folders is what changes a reader's download, and the
 * folder's name says so. src/web/import-boundaries.test.ts keeps reader and ui code from importing admin code.
 */
export function isReaderAppCode(id: string): boolean {
  const match = /[\\/]src[\\/](web|shared)[\\/]([^?]*)/.exec(id);
  if (!match) return false;
  const [, top, rest = ""] = match;
  const file = rest.replaceAll("\\", "/");
  if (/(^|\/)(enhancements|page-parts)\//.test(file) || file.startsWith("reader/islands/")) return false;
  if (top === "shared") return !file.startsWith("schemas/");
  if (file.startsWith("admin/")) return false;
  if (file.startsWith("reader/routes/")) return file.startsWith("reader/routes/layout.");
  return true;
}

/**
 * Client chunks for a reader's page: left to itself the bundler makes one chunk per set of routes sharing
 * a module (an article page needed 38 scripts, many under 1 KB), which costs a round trip each over
 * HTTP/1.1. These groups give an article page seven: the entry and the bundler's runtime, the framework,
 * our own code that every reader page uses (with the icons it imports), the root's and the layout's
 * re-exports, and the route's own module.
 */
const READER_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  { name: "reader-app", test: isReaderAppCode, priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173 },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: READER_GROUPS } } } },
}));
