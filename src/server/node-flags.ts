/**
 * V8 flags for the production server process (ADR 0008). `npm start` passes them in package.json; the
 * benchmark and the browser tests start `dist/server/index.js` with them, so they measure what runs.
 *
 * - `--max-old-space-size=128`: under load V8 lets short-lived garbage pile up in old space, well past
 *   the live heap, before collecting it. The live heap is far smaller (cached pages are Buffers, outside
 *   it), and a 49,000-URL sitemap, the largest answer, fits.
 * - `--liftoff-only`: the embedded database (PGlite) is WebAssembly; optimising it again with TurboFan
 *   costs memory for the optimised code and start-up time, for somewhat more uncached database-heavy
 *   answers per second (cached answers do not touch the database). Without PGlite the flag does nothing.
 *   ADR 0008 has the measurements.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--liftoff-only"] as const;
