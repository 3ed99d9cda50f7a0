import { configDefaults, defineConfig } from "vitest/config";
import { testWorkers, timingTestFiles, UNIT_TEST_INCLUDE } from "./tests/support/test-groups.js";

/*
 * The unit and API tests in two groups, run one after the other (ADR 0031):
 * - "unit": every file but the timing ones, on all workers at once. A worker process runs file after file
 *   without being restarted (isolate: false), so the server's modules are loaded and PGlite's WebAssembly
 *   compiled once per worker instead of once per file: 40% of the suite's CPU time. Each file still builds
 *   its own app on its own database; what a file changes in a module or the process it puts back.
 * - "timing": the files that compare CPU times at n and 16n, one at a time with nothing beside them: its
 *   group order (1) starts it once every project of group 0 has finished (projects run side by side
 *   otherwise).
 */
const timing = timingTestFiles();
const shared = { pool: "forks", testTimeout: 20_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    // The root's global setup runs once for every project (a project that extended the root would run it again).
    globalSetup: ["tests/support/global-setup.ts"],
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          maxWorkers: testWorkers(),
          sequence: { groupOrder: 0 },
          include: UNIT_TEST_INCLUDE,
          exclude: [...configDefaults.exclude, ...timing],
          isolate: false,
        },
      },
      { test: { ...shared, name: "timing", include: timing, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
