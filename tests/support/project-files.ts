import fs from "node:fs";
import path from "node:path";

/*
 * The project's files, listed without TypeScript loaded: vitest.config.ts reads them (tests/support/test-groups.ts)
 * before anything is transformed, and the import graph (import-graph.ts) builds on them.
 */

export const root = path.resolve(import.meta.dirname, "../..");
export const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

/** Folders whose `*.test.ts` files are the unit and API tests (vitest.config.ts includes the same). */
export const UNIT_TEST_ROOTS = ["src", "tests", "packages"];

/** Every .ts and .tsx source file under `dir` (declaration files and node_modules left out). */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith(".d.ts") &&
        !entry.parentPath.split(path.sep).includes("node_modules"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}
