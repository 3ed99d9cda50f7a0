import { defineConfig } from "vite";

/**
 * The reader pages' browser build (ADR 0021): one entry that hydrates the pages' islands, without React
 * Router. It is a build of its own, not an entry of React Router's, so no chunk it loads can hold a module
 * that imports the router. It writes beside React Router's client build (build/client/assets), which
 * it must not empty, and names its files in reader-manifest.json, read by the server at start
 * (src/server/pages/reader-scripts.ts). No CSS plugin: the stylesheet is React Router's build's app.css,
 * whose Tailwind scan covers every file under src/web, islands included.
 *
 * A page loads the entry and React (react, react-dom, scheduler) in a chunk of its own, which changes
 * only when React does; the tooltip, toast and comment-validation enhancements stay behind `import()`.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    assetsDir: "assets",
    manifest: "reader-manifest.json",
    modulePreload: { polyfill: false },
    copyPublicDir: false,
    rolldownOptions: {
      input: { reader: "src/web/reader/islands/entry.client.tsx" },
      // Radix UI's modules start with "use client", a directive for React Server Components, which this
      // bundle has none of: the bundler's warning that it drops it (one per module) says nothing here.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      // As in vite.config.ts: a warning that plugins were slow is about the machine, not the code.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
