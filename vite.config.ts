import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Client chunks for a reader's page: left to itself the bundler makes one chunk per set of routes sharing
 * a module (an article page needed 38 scripts, many under 1 KB), which costs a round trip each over
 * HTTP/1.1. These groups give a reader's page about nine: the framework, the libraries and our own shared
 * code that every public page uses (with the icons it imports), and the route's own module. Admin-only
 * code and icons, and the lazily loaded comment validation (zod), stay out of them.
 */
const READER_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  {
    name: "reader-libs",
    test: /node_modules[\\/](@radix-ui[\\/]react-(tooltip|toast)|@tanstack[\\/](react-query|query-core))[\\/]/,
    priority: 2,
  },
  {
    name: "reader-app",
    test: (id: string) =>
      /src[\\/](web[\\/](components[\\/](layout|ui|public)|lib)|shared)[\\/]/.test(id) &&
      !/src[\\/](shared[\\/]schemas|web[\\/]lib[\\/]comment-validation)/.test(id),
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173 },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: READER_GROUPS } } } },
}));
