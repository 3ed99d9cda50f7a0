import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { rel, root } from "./project-files.js";

/*
 * The project's import graph, read as TypeScript reads it: for the tests that keep the layout's
 * directions (src/web/import-boundaries.test.ts, src/server/layers.test.ts).
 */

export { rel, root, sourceFiles } from "./project-files.js";

export type ImportKind = "static" | "dynamic" | "type";
export interface ImportEdge {
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it resolves to (relative to the project root), or undefined for a package or a miss. */
  to: string | undefined;
  kind: ImportKind;
  line: number;
}

/** Every import, export-from, `import()` and `typeof import()` in a source file. */
export function importsOf(file: string, source: string): Array<Omit<ImportEdge, "to" | "from">> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Array<Omit<ImportEdge, "to" | "from">> = [];
  const add = (literal: ts.Node, kind: ImportKind) => {
    if (!ts.isStringLiteralLike(literal)) return;
    found.push({ specifier: literal.text, kind, line: sf.getLineAndCharacterOfPosition(literal.getStart()).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier, onlyTypes ? "type" : "static");
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly ? "type" : "static");
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      add(node.arguments[0], "dynamic");
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, "type");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** package.json "imports" (`#shared/*` and the like), as [prefix, target prefix] pairs. */
const SUBPATH_IMPORTS: Array<[string, string]> = Object.entries(
  (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { imports?: Record<string, unknown> })
    .imports ?? {},
).flatMap(([key, target]) =>
  key.endsWith("*") && typeof target === "string" && target.endsWith("*")
    ? [[key.slice(0, -1), path.join(root, target.slice(0, -1))] as [string, string]]
    : [],
);

/**
 * A relative or `#` specifier as TypeScript with `moduleResolution: Bundler` finds it ("./x.js" is x.ts
 * or x.tsx); undefined for a package.
 */
export function resolveSpecifier(fromFile: string, specifier: string, exists: (file: string) => boolean) {
  const alias = SUBPATH_IMPORTS.find(([prefix]) => specifier.startsWith(prefix));
  if (!specifier.startsWith(".") && !alias) return undefined;
  const bare = alias
    ? alias[1] + specifier.slice(alias[0].length).replace(/\?.*$/, "")
    : path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ""));
  const candidates = [
    bare,
    bare.replace(/\.js$/, ".ts"),
    bare.replace(/\.js$/, ".tsx"),
    `${bare}.ts`,
    `${bare}.tsx`,
    path.join(bare, "index.ts"),
  ];
  return candidates.find(exists);
}

/** The imports of these files, each resolved to a project file where it is one. */
export function importEdges(files: string[]): ImportEdge[] {
  const exists = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  return files.flatMap((file) =>
    importsOf(file, fs.readFileSync(file, "utf8")).map((found) => {
      const to = resolveSpecifier(file, found.specifier, exists);
      return { ...found, from: rel(file), to: to && rel(to) };
    }),
  );
}
