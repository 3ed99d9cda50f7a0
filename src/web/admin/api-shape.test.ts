import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rel, root, sourceFiles } from "#tests/support/import-graph.js";

/*
 * The staff screens' calls own their refresh (ADR 0030): each call's hook (features/<feature>/api/) holds
 * the fetcher, its typed input, the mutation and what it invalidates, and the screens only say what to
 * show. The cache never goes stale by itself, so one key a screen forgets to invalidate is a stale screen;
 * these rules keep the invalidations where they are written once.
 */

const ROUTES = /^src\/web\/admin\/routes\//;
const CALL_FILE = /^src\/web\/admin\/features\/[^/]+\/api\/[^/]+\.ts$/;
/** Where the one useMutation (api/mutation.ts), the one invalidateQueries (api/refresh.ts) and the keys live. */
const MUTATION_HELPER = "src/web/admin/api/mutation.ts";
const REFRESH_HELPER = "src/web/admin/api/refresh.ts";
const KEYS = "src/web/admin/api/keys.ts";

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Code without its comments, so that a rule is not met (or broken) by what a comment says. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** Every broken rule of one staff file, as `path: what`. */
function shapeViolations(file: string, source: string): string[] {
  if (isTest(file)) return [];
  const broken: string[] = [];
  const body = code(source);
  if (ROUTES.test(file)) {
    if (/\binvalidateQueries\b/.test(body)) {
      broken.push(`${file}: a route invalidates no query; the call's hook in features/<feature>/api/ does`);
    }
    if (/\bpayload\s*:\s*unknown\b/.test(body)) {
      broken.push(`${file}: a route sends no \`payload: unknown\`; the call's hook takes the shared schema's input`);
    }
  }
  if (file !== REFRESH_HELPER && /\binvalidateQueries\b/.test(body)) {
    broken.push(`${file}: invalidateQueries only in api/refresh.ts; a call's hook invalidates through it`);
  }
  if (file !== MUTATION_HELPER && /\buseMutation\s*\(/.test(body)) {
    broken.push(
      `${file}: a mutation is a call's hook (useCallMutation in features/<feature>/api/), which owns its refresh`,
    );
  }
  // A key built in place: an array or a string, or a feature's own `…Key` constant (types are not keys).
  if (file !== KEYS && /\bqueryKey\s*:\s*(\[|["'`]|\w+Key\b)/.test(body)) {
    broken.push(`${file}: query keys are written in api/keys.ts (\`queryKey: keys.…\`)`);
  }
  if (CALL_FILE.test(file) && /\buseCallMutation\s*\(/.test(body)) {
    const invalidates = /\binvalidate\w*\s*[(,}]|\brefresh\s*:\s*invalidate\w*/.test(body);
    const saysWhyNot = /\bnoRefresh\b/.test(body) && /No refresh: \S/.test(source);
    if (!invalidates && !saysWhyNot) {
      broken.push(
        `${file}: a call's hook invalidates what it changes, or says why not ("No refresh: …" with noRefresh)`,
      );
    }
  }
  if (file !== MUTATION_HELPER && /\buseCallMutation\s*\(/.test(body) && !CALL_FILE.test(file)) {
    broken.push(`${file}: a call's hook lives in features/<feature>/api/, one file per call`);
  }
  return broken;
}

describe("the staff screens' calls own their refresh", () => {
  const files = sourceFiles(path.join(root, "src/web/admin")).map(rel);
  const sources = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]));

  it("finds the screens, the call files and the helpers (the walk itself works)", () => {
    expect(files.filter((f) => ROUTES.test(f)).length).toBeGreaterThan(15);
    expect(files.filter((f) => CALL_FILE.test(f)).length).toBeGreaterThan(40);
    expect(files).toEqual(expect.arrayContaining([MUTATION_HELPER, REFRESH_HELPER, KEYS]));
    expect(code(sources.get(REFRESH_HELPER)!)).toMatch(/invalidateQueries/);
  });

  it("no file breaks a rule", () => {
    expect(files.flatMap((file) => shapeViolations(file, sources.get(file)!))).toEqual([]);
  });

  it("every call's hook file holds one operation's mutation, and the article's change is invalidated once", () => {
    const hooks = files.filter((f) => CALL_FILE.test(f) && /\buseCallMutation\s*\(/.test(code(sources.get(f)!)));
    expect(hooks.length).toBeGreaterThan(30);
    for (const file of hooks) {
      expect(code(sources.get(file)!).match(/\buseCallMutation\s*\(/g), file).toHaveLength(1);
    }
    // Every call that changes an article, the desk's "make a draft" included, uses the one set.
    const articleViews = hooks.filter((f) => /\binvalidateArticleViews\b/.test(code(sources.get(f)!)));
    expect(articleViews).toEqual(
      expect.arrayContaining([
        "src/web/admin/features/articles/api/save-article.ts",
        "src/web/admin/features/articles/api/delete-article.ts",
        "src/web/admin/features/articles/api/bulk-articles.ts",
        "src/web/admin/features/articles/api/restore-revision.ts",
        "src/web/admin/features/wire/api/create-draft.ts",
        "src/web/admin/features/categories/api/save-category.ts",
        "src/web/admin/features/categories/api/delete-category.ts",
      ]),
    );
  });
});

describe("the rules catch what they are for", () => {
  const route = "src/web/admin/routes/things.tsx";
  const call = "src/web/admin/features/things/api/save-thing.ts";

  it("a route invalidating, or sending an untyped payload", () => {
    const broken = shapeViolations(
      route,
      [
        "const reload = () => queryClient.invalidateQueries({ queryKey: keys.things });",
        "function save(payload: unknown) {}",
      ].join("\n"),
    );
    expect(broken).toEqual([
      expect.stringMatching(/routes\/things\.tsx: a route invalidates no query/),
      expect.stringMatching(/routes\/things\.tsx: a route sends no `payload: unknown`/),
      expect.stringMatching(/invalidateQueries only in api\/refresh\.ts/),
    ]);
    // Said in a comment, it is no call.
    expect(shapeViolations(route, "// never invalidateQueries here, nor payload: unknown")).toEqual([]);
  });

  it("a mutation outside a call's hook, a hook elsewhere, a key written in place", () => {
    expect(shapeViolations("src/web/admin/features/things/thing-dialog.tsx", "useMutation({ mutationFn })")).toEqual([
      expect.stringMatching(/a mutation is a call's hook/),
    ]);
    expect(
      shapeViolations("src/web/admin/features/things/use-thing.ts", "useCallMutation({ refresh: invalidateX })"),
    ).toEqual([expect.stringMatching(/lives in features\/<feature>\/api\//)]);
    expect(shapeViolations(call, 'export const q = () => ({ queryKey: ["/api/things"] });')).toEqual([
      expect.stringMatching(/query keys are written in api\/keys\.ts/),
    ]);
    expect(shapeViolations(call, "export const q = () => ({ queryKey: thingsKey });")).toHaveLength(1);
    expect(shapeViolations(call, "export const q = () => ({ queryKey: keys.things });")).toEqual([]);
  });

  it("a call's hook that refreshes nothing without saying why", () => {
    const quiet =
      "export const useSaveThing = () => useCallMutation({ mutationFn: saveThing, refresh: () => undefined });";
    expect(shapeViolations(call, quiet)).toEqual([
      expect.stringMatching(/invalidates what it changes, or says why not/),
    ]);
    // noRefresh alone is not a reason; with one, it is fine.
    const unexplained = quiet.replace("() => undefined", "noRefresh");
    expect(shapeViolations(call, unexplained)).toHaveLength(1);
    expect(shapeViolations(call, `/** No refresh: nothing shown changes. */\n${unexplained}`)).toEqual([]);
    // Invalidating, as the refresh or inside it, is fine.
    expect(shapeViolations(call, "useCallMutation({ mutationFn: saveThing, refresh: invalidateDesk })")).toEqual([]);
    expect(
      shapeViolations(call, "useCallMutation({ mutationFn, refresh: (qc) => invalidate(qc, keys.things) })"),
    ).toEqual([]);
  });
});
