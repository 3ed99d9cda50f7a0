import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rel, root } from "#tests/support/import-graph.js";

/**
 * No source file is longer than 600 lines: past that a file is doing more than one job, and it is split
 * where the jobs part (issue 28). Data is not source: it lives in files of its own (demo/, lexicon/).
 */
const MAX_LINES = 600;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const FOLDERS = [
  "src",
  "scripts",
  "tests",
  "e2e",
  ...fs.readdirSync(path.join(root, "packages")).map((name) => `packages/${name}/src`),
];

function sourceFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFilesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Lines as `wc -l` counts them. */
const lineCount = (file: string) => fs.readFileSync(file, "utf8").split("\n").length - 1;

describe("repository shape", () => {
  const files = FOLDERS.flatMap((folder) => sourceFilesUnder(path.join(root, folder)));

  it(`has no source file over ${MAX_LINES} lines in ${FOLDERS.join(", ")}`, () => {
    const long = files
      .map((file) => ({ file: rel(file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("sees the files it measures", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.map(rel)).toEqual(
      expect.arrayContaining([
        "src/server/app.ts",
        "packages/sv-en/src/index.ts",
        "scripts/build.mjs",
        "e2e/smoke.test.ts",
      ]),
    );
  });
});
