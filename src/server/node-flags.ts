/**
 * V8 flags for the production server process (ADR 0008). `npm start` passes them in package.json; the
 * benchmark and the browser tests start `dist/server/index.js` with them, so they measure what runs.
 *
 * - `--max-old-space-size=128`: under load V8 lets short-lived garbage pile up to 200 MB of old space
 *   before collecting it. The live heap is about 50 MB (cached pages are Buffers, outside it), and a
 *   49,000-URL sitemap, the largest answer, fits.
 * - `--liftoff-only`: the embedded database (PGlite) is WebAssembly; optimising it again with TurboFan
 *   costs about 85 MB of code and a second of start-up for no measurable gain in answers per second.
 *   Without PGlite there is no WebAssembly and the flag does nothing.
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--liftoff-only"] as const;
