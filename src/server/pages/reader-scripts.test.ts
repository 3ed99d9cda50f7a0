import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadReaderScripts, READER_ENTRY, READER_MANIFEST } from "./reader-scripts.js";

const dirs: string[] = [];
function buildDir(manifest?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reader-scripts-"));
  dirs.push(dir);
  if (manifest !== undefined) {
    fs.mkdirSync(path.join(dir, "client"), { recursive: true });
    fs.writeFileSync(path.join(dir, READER_MANIFEST), JSON.stringify(manifest));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("loadReaderScripts", () => {
  it("gives the entry and its static imports, transitively and once each, but not its dynamic ones", () => {
    const dir = buildDir({
      [READER_ENTRY]: {
        file: "assets/reader-abc.js",
        isEntry: true,
        imports: ["_react-1.js", "_runtime-2.js"],
        dynamicImports: ["src/web/reader/enhancements/tip-radix.tsx"],
      },
      "_react-1.js": { file: "assets/react-1.js", imports: ["_runtime-2.js"] },
      "_runtime-2.js": { file: "assets/runtime-2.js" },
      "src/web/reader/enhancements/tip-radix.tsx": { file: "assets/tip-radix-3.js", isDynamicEntry: true },
    });
    const warnings: string[] = [];
    expect(loadReaderScripts(dir, (m) => warnings.push(m))).toEqual({
      entry: "/assets/reader-abc.js",
      preload: ["/assets/react-1.js", "/assets/runtime-2.js"],
    });
    expect(warnings).toEqual([]);
  });

  it("is null, with a warning, without a reader build", () => {
    const warnings: string[] = [];
    expect(loadReaderScripts(buildDir(), (m) => warnings.push(m))).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/without JavaScript/);
  });

  it("is null, with a warning, when the manifest names no entry", () => {
    const warnings: string[] = [];
    expect(loadReaderScripts(buildDir({ "_x.js": { file: "assets/x.js" } }), (m) => warnings.push(m))).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
