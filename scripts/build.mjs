// Production build: the web app (React Router / Vite) into build/, the server (esbuild) into dist/.
// It prints warnings, errors and a summary; Vite's file-by-file listing is left out (see quietly below).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { precompressDir } from "./precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const started = performance.now();

/**
 * Lines a successful build prints that say nothing to whoever runs it. React Router 7.18 makes Vite servers
 * of its own with `envFile: false`, which Vite 8 calls deprecated, once per server: no setting of ours
 * can change it.
 */
const NOISE = [/The `envFile` option is deprecated, please use `envDir: false` instead\./];

/**
 * Runs a build step at Vite's warning level (warnings and errors, no listing of every file) and passes
 * its output through, less NOISE. A failing step stops the build with its exit code, after its output.
 */
function quietly(what, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, "--logLevel", "warn"], {
      stdio: ["ignore", "pipe", "pipe"],
      // Always a production bundle, even when the caller runs under NODE_ENV=test (vitest's browser tests):
      // otherwise Vite inlines development React and the tests measure a slower app than readers get.
      env: { ...process.env, NODE_ENV: "production", ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      from.setEncoding("utf8");
      from.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop();
        for (const line of lines) if (!NOISE.some((noise) => noise.test(line))) to.write(`${line}\n`);
      });
      from.on("end", () => pending && !NOISE.some((noise) => noise.test(pending)) && to.write(pending));
    }
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(`${what}, errors above`), { code })),
    );
  });
}

try {
  if (fs.existsSync("react-router.config.ts")) {
    await quietly("the web app (react-router build)", ["node_modules/@react-router/dev/bin.js", "build"]);
    // The reader pages' island script (ADR 0021), into the same build/client/assets.
    await quietly("the reader pages' script (vite build --config vite.reader.config.ts)", [
      "node_modules/vite/bin/vite.js",
      "build",
      "--config",
      "vite.reader.config.ts",
    ]);
  }
  await buildServer();
} catch (error) {
  // The step's own output above says what went wrong; a stack trace of this script would only bury it.
  console.error(`Build failed: ${error.errors ? "the server bundle (esbuild), errors above" : error.message}`);
  process.exit(typeof error.code === "number" ? error.code : 1);
}

let precompressed = "";
if (fs.existsSync("react-router.config.ts")) {
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  const t = await precompressDir("build/client/assets");
  precompressed = ` (${t.files} browser files, ${kb(t.bytes)}; ${kb(t.br)} with brotli)`;
}
fs.writeFileSync("dist/.build-stamp", new Date().toISOString());
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`Built the site in ${seconds} s: build/ the web app${precompressed}, dist/ the server`);

async function buildServer() {
  fs.rmSync("dist", { recursive: true, force: true });
  await build({
    entryPoints: {
      "server/index": "src/server/index.ts",
      "server/render-worker": "src/server/pages/render-worker.ts",
      // The embedded database's thread, beside each entry that opens a database (pglite-remote.ts).
      "server/pglite-thread": "src/server/db/pglite-thread.ts",
      "scripts/pglite-thread": "src/server/db/pglite-thread.ts",
      "scripts/admin": "scripts/admin.ts",
      "scripts/seed": "scripts/seed.ts",
    },
    outdir: "dist",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // Workspace packages are TypeScript source: bundle them (esbuild applies an alias before it
    // decides a package is external), and copy the data they read at start beside the server.
    alias: {
      "sv-en": "./packages/sv-en/src/index.ts",
      "article-markup": "./packages/article-markup/src/index.ts",
    },
    sourcemap: true,
    logLevel: "warning",
  });
  fs.cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
  fs.cpSync("src/server/db/migrations", "dist/scripts/migrations", { recursive: true });
  fs.cpSync("packages/sv-en/lexicon", "dist/server/sv-en/lexicon", { recursive: true });
  fs.mkdirSync("dist/server/terms", { recursive: true });
  fs.copyFileSync("src/server/modules/terms/starter-terms.tbx", "dist/server/terms/starter-terms.tbx");
  // The demo newsroom's articles, read by the seed in the server and in scripts/seed (demo-articles.ts).
  fs.cpSync("demo/articles", "dist/demo/articles", { recursive: true });
}
