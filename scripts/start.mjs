// `npm start`: builds whatever is missing or out of date, then runs the production server in this process
// (so SIGTERM/SIGINT reach it directly and it can shut down gracefully).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

/** The newest modification time of any file under `dir` (the translator's lexicon included), node_modules left out. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stamp = "dist/.build-stamp";
const stale =
  !fs.existsSync(stamp) ||
  (fs.existsSync("react-router.config.ts") && !fs.existsSync("build/server/index.js")) ||
  Math.max(newestMtime("src"), newestMtime("packages"), newestMtime("demo"), fs.statSync("package.json").mtimeMs) >
    fs.statSync(stamp).mtimeMs;
if (stale) {
  console.log("Building for production (first start or sources changed)...");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "dist/server/index.js")).href);
