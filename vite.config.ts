import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Our reader code: shared components and helpers, the contract's constants and pure helpers, and the
 * root and public layout route modules with the ad slot (every reader page has them: in the shared chunk
 * they compress together, and their route files become one-line re-exports).
 */
const READER_CODE =
  /src[\\/](web[\\/](components[\\/](layout|ui|public|widgets[\\/]ad-slot)|lib|root|routes[\\/]public[\\/]layout)|shared)[\\/.]/;

/**
 * Reader code that stays out of the shared chunk: what only some pages use (the home page's carousel and
 * feeds, lists' pagination, the static pages' frame), and what is fetched on first use (ADR 0009): comment
 * validation with zod, Radix's tooltip and toast, and the staff screens' schemas.
 */
const NOT_SHARED =
  /src[\\/](shared[\\/]schemas|web[\\/](lib[\\/](comment-validation|carousel|feeds|translation-cache)|components[\\/](layout[\\/]tip-radix|ui[\\/]toast-view|public[\\/](carousel|pagination|page-header|static-page))))[\\/.]/;

/**
 * Client chunks for a reader's page: left to itself the bundler makes one chunk per set of routes sharing
 * a module (an article page needed 38 scripts, many under 1 KB), which costs a round trip each over
 * HTTP/1.1. These groups give an article page seven: the entry and the bundler's runtime, the framework,
 * our own code that every public page uses (with the icons it imports), the root's and the layout's
 * re-exports, and the route's own module.
 */
const READER_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  { name: "reader-app", test: (id: string) => READER_CODE.test(id) && !NOT_SHARED.test(id), priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173 },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: READER_GROUPS } } } },
}));
