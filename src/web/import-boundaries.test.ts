import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isReaderAppCode } from "../../vite.config.js";

/*
 * The import graph of src/web and src/shared keeps the layout's promises (ARCHITECTURE.md section 3,
 * ADR 0009): reader code never imports staff code, ui/ is for both audiences and so imports neither, the
 * contract in src/shared imports nothing of the app, and what every reader page downloads is decided by
 * folder (vite.config.ts), which a stray static import would quietly undo.
 */

const root = path.resolve(import.meta.dirname, "../..");
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

type ImportKind = "static" | "dynamic" | "type";
interface ImportEdge {
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it resolves to (relative to the project root), or undefined for a package or a miss. */
  to: string | undefined;
  kind: ImportKind;
  line: number;
}

/** Every import, export-from, `import()` and `typeof import()` in a source file. */
function importsOf(file: string, source: string): Array<Omit<ImportEdge, "to" | "from">> {
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
function resolveSpecifier(fromFile: string, specifier: string, exists: (file: string) => boolean) {
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

type Area = "web/reader" | "web/admin" | "web/ui" | "web/top" | "shared" | "server" | "elsewhere";

function areaOf(file: string): Area {
  if (file.startsWith("src/web/reader/")) return "web/reader";
  if (file.startsWith("src/web/admin/")) return "web/admin";
  if (file.startsWith("src/web/ui/")) return "web/ui";
  if (file.startsWith("src/web/")) return "web/top";
  if (file.startsWith("src/shared/")) return "shared";
  if (file.startsWith("src/server/")) return "server";
  return "elsewhere";
}

/** What each part may not import, and why (the message names the file and the import). */
const FORBIDDEN: Record<Area, Partial<Record<Area, string>>> = {
  "web/reader": {
    "web/admin": "reader code never imports staff code (readers would download it)",
    server: "browser code never imports server code",
  },
  "web/ui": {
    "web/reader": "ui/ is what both audiences use: it imports neither reader nor admin code",
    "web/admin": "ui/ is what both audiences use: it imports neither reader nor admin code",
    "web/top": "ui/ imports no route or entry module",
    server: "browser code never imports server code",
  },
  "web/admin": {
    "web/reader": "staff screens use ui/ and src/shared, never the reader's code",
    server: "browser code never imports server code",
  },
  "web/top": {
    "web/admin": "the root and entry modules are on every reader page: they never import staff code",
    server: "browser code never imports server code",
  },
  shared: {
    "web/reader": "src/shared is the contract: it imports nothing from src/web",
    "web/admin": "src/shared is the contract: it imports nothing from src/web",
    "web/ui": "src/shared is the contract: it imports nothing from src/web",
    "web/top": "src/shared is the contract: it imports nothing from src/web",
    server: "src/shared is the contract: it imports nothing from src/server",
  },
  server: {},
  elsewhere: {},
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const ON_FIRST_USE = /(^|\/)on-first-use\//;
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The rules, over a set of edges; each broken rule is one line naming the file, its line and the import. */
function violations(edges: ImportEdge[]): string[] {
  const broken: string[] = [];
  for (const edge of edges) {
    const where = `${edge.from}:${edge.line} imports "${edge.specifier}"`;
    // Route modules' types, generated by `react-router typegen` (tsconfig's rootDirs).
    if (edge.specifier.startsWith("./+types/")) continue;
    if (/^[.#]/.test(edge.specifier) && !edge.to) {
      broken.push(`${where}: no such file`);
      continue;
    }
    const fromArea = areaOf(edge.from);
    if (fromArea === "shared" && !edge.to && NODE_BUILTINS.has(edge.specifier.split("/")[0]!) && !isTest(edge.from)) {
      broken.push(`${where}: src/shared runs in the browser too, so it imports no Node modules`);
    }
    if (!edge.to) continue;
    const rule = FORBIDDEN[fromArea][areaOf(edge.to)];
    if (rule) {
      broken.push(`${where}: ${rule}`);
      continue;
    }
    if (edge.kind === "type" || isTest(edge.from)) continue;
    // Code fetched on first use is reached only through import(): a static import would bundle it with
    // its importer (ADR 0009).
    if (
      edge.kind === "static" &&
      ON_FIRST_USE.test(edge.to) &&
      path.posix.dirname(edge.to) !== path.posix.dirname(edge.from)
    ) {
      broken.push(`${where}: on-first-use/ code is loaded with import() only, or it stops being on first use`);
    }
    // The bundler puts a module's static imports in the module's chunk: code in every reader page's chunk
    // that imports code kept out of it would quietly put that code on every reader page.
    if (
      edge.kind === "static" &&
      isReaderAppCode(path.join(root, edge.from)) &&
      !isReaderAppCode(path.join(root, edge.to))
    ) {
      broken.push(
        `${where}: ${edge.from} is in every reader page's chunk (vite.config.ts) and ${edge.to} is not; a static import would put it there`,
      );
    }
  }
  return broken;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function edgesOf(files: string[]): ImportEdge[] {
  const exists = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();
  return files.flatMap((file) =>
    importsOf(file, fs.readFileSync(file, "utf8")).map((found) => {
      const to = resolveSpecifier(file, found.specifier, exists);
      return { ...found, from: rel(file), to: to && rel(to) };
    }),
  );
}

describe("import boundaries of src/web and src/shared", () => {
  const files = [...sourceFiles(path.join(root, "src/web")), ...sourceFiles(path.join(root, "src/shared"))];

  it("finds the app's imports (the walk itself works)", () => {
    const edges = edgesOf(files);
    expect(files.length).toBeGreaterThan(100);
    expect(edges.filter((e) => e.to).length).toBeGreaterThan(300);
    // root.tsx imports the ui's icon sprite; the toaster loads its Radix view with import().
    expect(edges).toContainEqual(expect.objectContaining({ from: "src/web/root.tsx", to: "src/web/ui/icon.tsx" }));
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: "src/web/ui/toaster.tsx",
        to: "src/web/ui/on-first-use/toast-view.tsx",
        kind: "dynamic",
      }),
    );
  });

  it("no file breaks a rule", () => {
    expect(violations(edgesOf(files))).toEqual([]);
  });
});

describe("the rules catch what they are for", () => {
  const edge = (from: string, to: string | undefined, specifier: string, kind: ImportKind = "static"): ImportEdge => ({
    from,
    to,
    specifier,
    kind,
    line: 1,
  });

  it("reader code importing staff code", () => {
    expect(
      violations([
        edge("src/web/reader/components/site-header.tsx", "src/web/admin/api/keys.ts", "../../admin/api/keys.js"),
      ]),
    ).toEqual([
      expect.stringMatching(
        /^src\/web\/reader\/components\/site-header\.tsx:1 imports "\.\.\/\.\.\/admin\/api\/keys\.js": reader code never imports staff code/,
      ),
    ]);
  });

  it("ui code importing reader or staff code, staff code importing the reader's", () => {
    const broken = violations([
      edge("src/web/ui/toaster.tsx", "src/web/reader/lib/site.tsx", "../reader/lib/site.js"),
      edge("src/web/ui/toaster.tsx", "src/web/admin/lib/session.tsx", "../admin/lib/session.js"),
      edge("src/web/admin/routes/preview.tsx", "src/web/reader/routes/article.tsx", "../../reader/routes/article.js"),
      edge("src/web/root.tsx", "src/web/admin/api/auth.ts", "./admin/api/auth.js"),
    ]);
    expect(broken).toHaveLength(4);
    expect(broken[2]).toMatch(/staff screens use ui\/ and src\/shared/);
  });

  it("src/shared importing the app or Node", () => {
    const broken = violations([
      edge("src/shared/text.ts", "src/web/ui/dates.ts", "../web/ui/dates.js", "type"),
      edge("src/shared/constants.ts", "src/server/config.ts", "../server/config.js"),
      edge("src/shared/text.ts", undefined, "node:crypto"),
    ]);
    expect(broken).toHaveLength(3);
  });

  it("a static import of on-first-use code, or of code kept out of every reader page's chunk", () => {
    const broken = violations([
      edge(
        "src/web/reader/components/tip.tsx",
        "src/web/reader/on-first-use/tip-radix.tsx",
        "../on-first-use/tip-radix.js",
      ),
      edge(
        "src/web/reader/components/site-footer.tsx",
        "src/web/reader/some-pages/pagination.tsx",
        "../some-pages/pagination.js",
      ),
      edge("src/web/reader/lib/site.tsx", "src/shared/schemas/setting.ts", "../../../shared/schemas/setting.js"),
    ]);
    expect(broken.filter((line) => line.includes("import() only"))).toHaveLength(1);
    expect(broken.filter((line) => line.includes("every reader page's chunk"))).toHaveLength(3);
    // The same imports are fine as import() or for types, and a route module may import some-pages code.
    expect(
      violations([
        edge(
          "src/web/reader/components/tip.tsx",
          "src/web/reader/on-first-use/tip-radix.tsx",
          "../on-first-use/tip-radix.js",
          "dynamic",
        ),
        edge(
          "src/web/reader/lib/site.tsx",
          "src/shared/schemas/setting.ts",
          "../../../shared/schemas/setting.js",
          "type",
        ),
        edge(
          "src/web/reader/routes/category.tsx",
          "src/web/reader/some-pages/pagination.tsx",
          "../some-pages/pagination.js",
        ),
      ]),
    ).toEqual([]);
  });

  it("vite.config.ts puts in every reader page's chunk by folder", () => {
    const inChunk = (file: string) => isReaderAppCode(path.join(root, file));
    for (const file of [
      "src/web/root.tsx",
      "src/web/reader/routes/layout.tsx",
      "src/web/reader/components/site-header.tsx",
      "src/web/reader/lib/site.tsx",
      "src/web/reader/widgets/stock-ticker/quotes.ts",
      "src/web/ui/toaster.tsx",
      "src/web/ui/article/article-content.tsx",
      "src/shared/constants.ts",
    ]) {
      expect(inChunk(file), file).toBe(true);
    }
    for (const file of [
      "src/web/reader/routes/article.tsx",
      "src/web/reader/some-pages/feeds/feeds.ts",
      "src/web/reader/on-first-use/tip-radix.tsx",
      "src/web/ui/on-first-use/toast-view.tsx",
      "src/web/admin/api/client.ts",
      "src/shared/schemas/comment.ts",
      "node_modules/react/index.js",
    ]) {
      expect(inChunk(file), file).toBe(false);
    }
  });

  it("an import that resolves to no file", () => {
    expect(violations([edge("src/web/root.tsx", undefined, "./ui/icons.js")])).toEqual([
      'src/web/root.tsx:1 imports "./ui/icons.js": no such file',
    ]);
  });

  it("reads every kind of import from source", () => {
    const source = [
      'import a from "./a.js";',
      'import type { B } from "./b.js";',
      'import { type C, type D } from "./c.js";',
      'export { e } from "./e.js";',
      "const f = () => import('./f.js');",
      'type G = typeof import("./g.js");',
      'import "./h.css";',
    ].join("\n");
    expect(importsOf("x.tsx", source).map((i) => `${i.specifier} ${i.kind} ${i.line}`)).toEqual([
      "./a.js static 1",
      "./b.js type 2",
      "./c.js type 3",
      "./e.js static 4",
      "./f.js dynamic 5",
      "./g.js type 6",
      "./h.css static 7",
    ]);
  });
});
