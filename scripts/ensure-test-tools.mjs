#!/usr/bin/env node
// Runs first in `npm test`: makes sure the programs the tests need besides Node are there (test-tools.mjs),
// the way `playwright install --with-deps` does for Playwright's browsers. Quick when all are present: it
// only looks. When one is missing and this is Debian with apt-get, run as root, it installs the Debian
// package (saying so); otherwise it stops at once with exit code 1 and the exact command to run.
//
// A tool with `neededWhen` (nginx: only the PostgreSQL tests use it) is looked for only when those tests
// run. A package that would start a system service on install (nginx on port 80) is installed with
// services held back by a temporary /usr/sbin/policy-rc.d, Debian's switch for exactly that.
//
// ENSURE_TEST_TOOLS_AS_USER=1 acts as for a user who is not root: it never installs, it reports and stops
// (for testing this script as root).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { onPath, TEST_TOOLS } from "./test-tools.mjs";

const env = process.env;
const root = process.getuid?.() === 0 && env.ENSURE_TEST_TOOLS_AS_USER !== "1";

/** The tools the tests about to run use. */
const needed = TEST_TOOLS.filter((tool) => !tool.neededWhen || tool.neededWhen(env));

/** What each tool was found as (its path), looked up once per check. */
function lookUp() {
  const found = new Map(needed.map((tool) => [tool, tool.find(env)]));
  const summary = needed.map((tool) => `${tool.name} ${found.get(tool)}`).join("; ");
  return { missing: needed.filter((tool) => !found.get(tool)), summary };
}

/** apt-get when this is Debian (or a derivative) and the process may install packages, else undefined. */
function aptGetWeMayRun() {
  if (!root) return undefined;
  if (!fs.existsSync("/etc/debian_version")) return undefined;
  return onPath("apt-get", env);
}

function fail(lines) {
  console.error(lines.join("\n"));
  process.exit(1);
}

function describeMissing(tools) {
  return tools.map((tool) => `  - ${tool.name}, for ${tool.neededBy}: ${tool.notFound(env)}`);
}

/**
 * Keeps packages from starting their services while they install (the nginx package would start a system
 * nginx on port 80, which the tests do not want and another server may hold): Debian's invoke-rc.d and
 * deb-systemd-invoke ask /usr/sbin/policy-rc.d, and exit code 101 means "not now". An existing policy is
 * left as it is. Returns what puts things back.
 */
function holdBackServices() {
  const policy = "/usr/sbin/policy-rc.d";
  if (fs.existsSync(policy)) return () => {};
  fs.writeFileSync(
    policy,
    "#!/bin/sh\n# Written by scripts/ensure-test-tools.mjs while it installs packages.\nexit 101\n",
    {
      mode: 0o755,
    },
  );
  console.log(`Services held back during the install (${policy}, removed afterwards)`);
  return () => fs.rmSync(policy, { force: true });
}

function installCommand(packages) {
  const sudo = root ? "" : "sudo ";
  return `${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(" ")}`;
}

const { missing, summary } = lookUp();
if (missing.length === 0) {
  console.log(`Test tools: ${summary}`);
  process.exit(0);
}

const packages = [...new Set(missing.flatMap((tool) => tool.debianPackages))];
const aptGet = aptGetWeMayRun();

if (!aptGet) {
  const debian = fs.existsSync("/etc/debian_version") && onPath("apt-get", env);
  const lines = ["Missing what the tests need:", ...describeMissing(missing), ""];
  if (debian) {
    lines.push("Install it with:", `  ${installCommand(packages)}`);
  } else {
    lines.push("Install it:", ...missing.map((tool) => `  - ${tool.name}: ${tool.elsewhere}`));
  }
  lines.push("then run npm test again.");
  fail(lines);
}

console.log(`Installing what the tests need with apt-get: ${packages.join(" ")}`);
console.log(describeMissing(missing).join("\n"));
const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
const steps = [
  ["update", "-qq"],
  ["install", "-y", "-qq", ...packages],
];
// Released before any exit: process.exit skips `finally` blocks.
const releaseServices = missing.some((tool) => tool.startsService) ? holdBackServices() : () => {};
for (const args of steps) {
  console.log(`$ apt-get ${args.join(" ")}`);
  const run = spawnSync(aptGet, args, { stdio: "inherit", env: aptEnv });
  if (run.status !== 0) {
    releaseServices();
    fail([
      `apt-get ${args[0]} failed (exit ${run.status ?? run.signal}); run it yourself:`,
      `  ${installCommand(packages)}`,
    ]);
  }
}
releaseServices();

const after = lookUp();
if (after.missing.length > 0) fail(["Installed, but still not found:", ...describeMissing(after.missing)]);
console.log(`Installed. Test tools: ${after.summary}`);
