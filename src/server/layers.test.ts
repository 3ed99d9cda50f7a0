import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ImportEdge, importEdges, root, sourceFiles } from "#tests/support/import-graph.js";

/**
 * Dependencies point down: app.ts and services.ts (the composition root) wire plugins, pages and modules
 * together; plugins may use what modules offer; modules use upstream/, the database, config and shared
 * helpers, and get anything else passed in. A module that imported a plugin or the root would tie the
 * domain code to the web framework's wiring, and an import cycle would follow one edit later.
 */
const SERVER = "src/server";
const ABOVE_MODULES = ["plugins", "pages", "app.ts", "services.ts", "jobs.ts", "index.ts", "http-server.ts"].map(
  (name) => `${SERVER}/${name}`,
);
const RULES: { layer: string; mayNotImport: string[] }[] = [
  { layer: "modules", mayNotImport: ABOVE_MODULES },
  { layer: "upstream", mayNotImport: [...ABOVE_MODULES, `${SERVER}/modules`] },
];

/** The imports of a folder's source files (tests left out) that resolve to project files. */
function importsUnder(folder: string) {
  const files = sourceFiles(path.join(root, folder)).filter((file) => !file.endsWith(".test.ts"));
  return importEdges(files).filter((edge) => edge.to !== undefined) as (ImportEdge & { to: string })[];
}

const inside = (file: string, target: string) => file === target || file.startsWith(`${target}/`);

describe("server layers", () => {
  for (const { layer, mayNotImport } of RULES) {
    it(`${layer}/ imports nothing above it`, () => {
      const upward = importsUnder(`${SERVER}/${layer}`)
        .filter((edge) => mayNotImport.some((target) => inside(edge.to, target)))
        .map((edge) => `${edge.from}:${edge.line} → ${edge.to}`);
      expect(upward).toEqual([]);
    });
  }

  it("packages/ import nothing outside their own folder (they are published on their own)", () => {
    const outside = fs.readdirSync(path.join(root, "packages")).flatMap((name) =>
      importsUnder(`packages/${name}`)
        .filter((edge) => !inside(edge.to, `packages/${name}`))
        .map((edge) => `${edge.from}:${edge.line} → ${edge.to}`),
    );
    expect(outside).toEqual([]);
  });

  it("sees the imports it checks", () => {
    const imports = importEdges([path.join(root, SERVER, "app.ts")]).map((edge) => edge.to);
    expect(imports).toContain(`${SERVER}/plugins/access.ts`);
    expect(imports).toContain(`${SERVER}/modules/auth/auth.routes.ts`);
  });
});
