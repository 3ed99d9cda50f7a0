/**
 * V8 flags for the production server process (ADR 0008). `npm start` passes them in package.json, and
 * the systemd unit in deploy/; the benchmark and the browser tests start `dist/server/index.js` with them
 * (and SERVER_ENV), so they measure what runs.
 *
 * - `--max-old-space-size=128`: under load V8 lets short-lived garbage pile up in old space, well past
 *   the live heap, before collecting it. The live heap is far smaller (cached pages are Buffers, outside
 *   it), and a 49,000-URL sitemap, the largest answer, fits.
 * - `--liftoff-only`: the embedded database (PGlite) is WebAssembly; optimising it again with TurboFan
 *   costs memory for the optimised code and start-up time, for somewhat more uncached database-heavy
 *   answers per second (cached answers do not touch the database). Without PGlite the flag does nothing.
 *   ADR 0008 has the measurements.
 * - `--max-semi-space-size=4`: the young generation, where each request's short-lived objects are made
 *   and collected, at 4 MB a half instead of 16: 30 MB less at the peak, for a few percent of uncached
 *   throughput on PGlite, and about a quarter of the uncached searches per second on PostgreSQL, where
 *   each answer parses more rows on this thread (ADR 0019).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=4", "--liftoff-only"] as const;

/**
 * The environment the production server process starts with, beside the flags: the C library reads it
 * before any JavaScript runs, so it cannot be set from inside (ADR 0019).
 *
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (the HTTP thread, the database thread,
 *   the render threads, libuv's pool, V8's helpers) an arena of its own, up to eight per core, and keeps
 *   what was freed in each. Two arenas: 40 MB less at the peak, for no measured loss of throughput.
 *   Other C libraries ignore it.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;
