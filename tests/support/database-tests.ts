import fs from "node:fs";
import path from "node:path";
import { importEdges } from "./import-graph.js";
import { rel, root, sourceFiles, UNIT_TEST_ROOTS } from "./project-files.js";

/** The one module that opens a database: a test reaches a database only through it. */
const DATABASE_CLIENT = "src/server/db/client.ts";

/**
 * The unit and API test files that use a database: those that import the database client, directly or
 * through other project files (type-only imports do not count), or name TEST_DATABASE_URL (they start
 * servers on it). The rest (the translator, the Markdown renderer, pure helpers, the layout's tests) run
 * the same whichever database is under test, so `npm run test:db` leaves them to `npm test`.
 */
export function databaseTestFiles(): string[] {
  const files = [...UNIT_TEST_ROOTS, "e2e", "scripts"].flatMap((dir) => sourceFiles(path.join(root, dir)));
  const importers = new Map<string, string[]>();
  for (const edge of importEdges(files)) {
    if (!edge.to || edge.kind === "type") continue;
    importers.set(edge.to, [...(importers.get(edge.to) ?? []), edge.from]);
  }
  const reaching = new Set([DATABASE_CLIENT]);
  const queue = [DATABASE_CLIENT];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      queue.push(importer);
    }
  }
  return files
    .map(rel)
    .filter((file) => file.endsWith(".test.ts") && UNIT_TEST_ROOTS.some((dir) => file.startsWith(`${dir}/`)))
    .filter(
      (file) => reaching.has(file) || fs.readFileSync(path.join(root, file), "utf8").includes("TEST_DATABASE_URL"),
    )
    .sort();
}
