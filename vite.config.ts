import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * React Router's client build: since ADR 0021 it serves the staff screens and the login only. Reader pages
 * load the island bundle of vite.reader.config.ts instead, and never a file of this build; React Router
 * still compiles the reader route modules into chunks of their own, which nothing loads.
 *
 * One group keeps the framework (React, React DOM, React Router) in a file of its own, which changes
 * only when the framework does; the rest is the bundler's own split, per route.
 */
const CLIENT_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
];

/**
 * The bundler's warning that plugins took most of a build's time (React Router's and Tailwind's do, more
 * so on a busy machine) is about the machine, not the code: off, so that `npm run build` stays quiet.
 */
const QUIET_CHECKS = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173 },
  build: {
    rolldownOptions: isSsrBuild
      ? { checks: QUIET_CHECKS }
      : { checks: QUIET_CHECKS, output: { codeSplitting: { groups: CLIENT_GROUPS } } },
  },
}));
