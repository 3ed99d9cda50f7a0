import path from "node:path";
import { describe, expect, it } from "vitest";
import { importEdges, root } from "#tests/support/import-graph.js";

/**
 * Libraries a server loads the first time it needs them (ADR 0019): pictures (sharp), a bucket (the AWS
 * SDK), the desk reading a page (linkedom) and PostgreSQL (its driver). A static import anywhere on the
 * server's way in would load them at every start, for tens of MB that most servers never use.
 */
const LOADED_ON_FIRST_USE = ["sharp", "@aws-sdk/client-s3", "linkedom", "pg", "drizzle-orm/node-postgres"];

/** Every package the server's entry loads at start: its static imports, followed through the project's files. */
function packagesLoadedAtStart(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importEdges([path.join(root, file)])) {
      if (edge.kind !== "static") continue;
      if (edge.to) queue.push(edge.to);
      else if (!edge.specifier.startsWith("node:")) packages.set(edge.specifier, `${edge.from}:${edge.line}`);
    }
  }
  return packages;
}

describe("libraries loaded on first use", () => {
  it("are not imported statically on the server's way in", () => {
    const packages = packagesLoadedAtStart("src/server/index.ts");
    expect(packages.has("fastify"), "the walk reaches the server's own imports").toBe(true);
    const early = LOADED_ON_FIRST_USE.filter((name) => packages.has(name)).map(
      (name) => `${name} (${packages.get(name)})`,
    );
    expect(early).toEqual([]);
  });
});
