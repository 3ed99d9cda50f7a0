import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Dependencies point down: app.ts and services.ts (the composition root) wire plugins, pages and modules
 * together; plugins may use what modules offer; modules use upstream/, the database, config and shared
 * helpers, and get anything else passed in. A module that imported a plugin or the root would tie the
 * domain code to the web framework's wiring, and an import cycle would follow one edit later.
 */
const SERVER = import.meta.dirname;
const ABOVE_MODULES = ["plugins", "pages", "app.ts", "services.ts", "index.ts", "http-server.ts"].map((name) =>
  path.join(SERVER, name),
);
const RULES: { layer: string; mayNotImport: string[] }[] = [
  { layer: "modules", mayNotImport: ABOVE_MODULES },
  { layer: "upstream", mayNotImport: [...ABOVE_MODULES, path.join(SERVER, "modules")] },
];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.includes("node_modules"))
    .map((name) => path.join(folder, name));
}

/**
 * The files a source file imports by relative path or through the `#server/*` alias (package.json
 * "imports"), as absolute paths with the .ts extension.
 */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"((?:\.{1,2}|#server)\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) =>
    (specifier.startsWith("#server/")
      ? path.join(SERVER, specifier.slice("#server/".length))
      : path.resolve(path.dirname(file), specifier)
    ).replace(/\.js$/, ".ts"),
  );
}

const inside = (file: string, target: string) => file === target || file.startsWith(`${target}${path.sep}`);

describe("server layers", () => {
  for (const { layer, mayNotImport } of RULES) {
    it(`${layer}/ imports nothing above it`, () => {
      const upward = sourceFiles(path.join(SERVER, layer)).flatMap((file) =>
        relativeImports(file)
          .filter((imported) => mayNotImport.some((target) => inside(imported, target)))
          .map((imported) => `${path.relative(SERVER, file)} → ${path.relative(SERVER, imported)}`),
      );
      expect(upward).toEqual([]);
    });
  }

  it("packages/ import nothing outside their own folder (they are published on their own)", () => {
    const packages = path.resolve(SERVER, "../../packages");
    const outside = fs.readdirSync(packages).flatMap((name) => {
      const folder = path.join(packages, name);
      return sourceFiles(folder).flatMap((file) =>
        relativeImports(file)
          .filter((imported) => !inside(imported, folder))
          .map((imported) => `${path.relative(packages, file)} → ${imported}`),
      );
    });
    expect(outside).toEqual([]);
  });

  it("sees the imports it checks", () => {
    const imports = relativeImports(path.join(SERVER, "app.ts"));
    expect(imports).toContain(path.join(SERVER, "plugins", "access.ts"));
    expect(imports).toContain(path.join(SERVER, "modules", "auth", "auth.routes.ts"));
  });
});
