// Production build: the web app (React Router / Vite) into build/, the server (esbuild) into dist/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { precompressDir } from "./precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (fs.existsSync("react-router.config.ts")) {
  // Always a production bundle, even when the caller runs under NODE_ENV=test (vitest's browser tests):
  // otherwise Vite inlines development React and the tests measure a slower app than readers get.
  const production = { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } };
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], production);
  // The reader pages' island script (ADR 0021), into the same build/client/assets.
  execFileSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--config", "vite.reader.config.ts"],
    production,
  );
  const assets = "build/client/assets";
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const t = await precompressDir(assets);
  console.log(`Precompressed ${t.files} files in ${assets}: ${kb(t.bytes)} -> br ${kb(t.br)}, gzip ${kb(t.gz)}`);
}

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
// The demo newsroom's articles, read by the seed in the server and in scripts/seed (demo-articles.ts).
fs.cpSync("demo/articles", "dist/demo/articles", { recursive: true });
fs.writeFileSync("dist/.build-stamp", new Date().toISOString());
console.log("Build complete: dist/ (server) and build/ (web)");
