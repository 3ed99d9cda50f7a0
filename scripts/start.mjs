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

/** Whether the build is missing, or older than anything it is made from. */
function stale() {
  const stamp = "dist/.build-stamp";
  return (
    !fs.existsSync(stamp) ||
    (fs.existsSync("react-router.config.ts") && !fs.existsSync("build/server/index.js")) ||
    Math.max(newestMtime("src"), newestMtime("packages"), newestMtime("demo"), fs.statSync("package.json").mtimeMs) >
      fs.statSync(stamp).mtimeMs
  );
}

// Checked once per `npm start`: the server's own children (the one that creates a new embedded database
// runs this script again) inherit the variable, so they never rebuild under it.
if (!process.env.ONFF_BUILD_CHECKED && stale()) {
  console.log("Building the site (first start, or the sources changed): a minute or so...");
  try {
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  } catch (error) {
    // The build has printed what failed; this script's stack trace would add nothing.
    process.exit(typeof error.status === "number" ? error.status : 1);
  }
}
process.env.ONFF_BUILD_CHECKED = "1";

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "dist/server/index.js")).href);
