import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { rel, root, sourceFiles, UNIT_TEST_ROOTS } from "./project-files.js";

/*
 * How the unit and API tests are split between Vitest's workers (vitest.config.ts). Plain Node: the config
 * imports it before anything is transformed.
 */

/** The globs of the unit and API tests: the `*.test.ts` files under UNIT_TEST_ROOTS. */
export const UNIT_TEST_INCLUDE = ["src/**/*.test.ts", "tests/**/*.test.ts", "packages/*/src/**/*.test.ts"];

/**
 * A test that measures CPU time at n and 16n (tests/support/linear-time.ts, the sv-en package's
 * growth.testing.ts) imports one of these. Beside another test on the other core its ratios are skewed
 * past the limit (tried in CI: 4 of 140 failed at 129-409x), so such files run on their own, after the rest.
 */
const TIMING_HELPER = /\bfrom\s+["'][^"']*\/(linear-time|growth\.testing)(\.js|\.ts)?["']/;

/** The test files (relative to the project root) that time work at two sizes and compare the times. */
export function timingTestFiles(): string[] {
  return UNIT_TEST_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => file.endsWith(".test.ts") && TIMING_HELPER.test(fs.readFileSync(file, "utf8")))
    .map(rel)
    .sort();
}

/**
 * Test files at once: Vitest's own default (one fewer than the cores), but at least two. On CI's two cores
 * that default is one worker, which left a core idle for most of the run (ADR 0031). TEST_WORKERS overrides.
 */
export function testWorkers(): number {
  const given = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(given) && given > 0) return given;
  return Math.max(2, os.availableParallelism() - 1);
}
