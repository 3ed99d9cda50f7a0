// The programs the test suite needs besides Node, and how to find each one: the same lookup for the
// tests themselves (e2e/support/browser.ts, the HTML and feed checks) and for ensure-test-tools.mjs, which
// installs what is missing before `npm test`. Plain Node, no dependencies: it must run on a fresh machine.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The first executable file called `name` in PATH's folders. */
export function onPath(name, env = process.env) {
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Debian's Chromium, never a downloaded browser: CHROMIUM_PATH when set, else the first of these on PATH. */
const CHROMIUM_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  for (const name of CHROMIUM_NAMES) {
    const found = onPath(name, env);
    if (found) return found;
  }
  return undefined;
}

/** The Nu HTML Checker (vnu.jar) needs Java 11 or later. */
const MIN_JAVA = 11;

function javaVersion(java) {
  const run = spawnSync(java, ["-version"], { encoding: "utf8", timeout: 20_000 });
  if (run.status !== 0) return undefined;
  // `version "17.0.15"`, `version "1.8.0_392"` (Java 8), `version "21"`
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]) === 1 ? Number(match[2]) : Number(match[1]);
  return major;
}

/**
 * A Java runtime for vnu.jar: `java` on PATH, or the runtime vnu-jar's own install step may have put in
 * node_modules/.cache (it does so only when it finds no java and can reach GitHub).
 */
export function findJava(env = process.env) {
  const candidates = [onPath("java", env)];
  try {
    const require = createRequire(import.meta.url);
    candidates.push(require("vnu-jar/vnu-java-downloader.js").findCachedJava() ?? undefined);
  } catch {
    // vnu-jar not installed yet: only the system's java counts
  }
  for (const java of candidates) {
    if (!java) continue;
    const version = javaVersion(java);
    if (version !== undefined && version >= MIN_JAVA) return { path: java, version };
  }
  return undefined;
}

/**
 * A Python 3 that imports feedparser (Debian's python3-feedparser): FEEDPARSER_PYTHON when set, else
 * Debian's /usr/bin/python3 (a pyenv `python3` earlier on PATH does not see Debian's packages), else
 * `python3` on PATH.
 */
export function findFeedparserPython(env = process.env) {
  const candidates = env.FEEDPARSER_PYTHON ? [env.FEEDPARSER_PYTHON] : ["/usr/bin/python3", onPath("python3", env)];
  for (const python of candidates) {
    if (!python || !fs.existsSync(python)) continue;
    const run = spawnSync(python, ["-c", "import feedparser"], { stdio: "ignore", timeout: 20_000 });
    if (run.status === 0) return python;
  }
  return undefined;
}

/**
 * nginx, for the test of deploy/nginx.conf in front of two app processes (e2e/ops/): NGINX_PATH when set,
 * else Debian's /usr/sbin/nginx (sbin is often not on a user's PATH), else `nginx` on PATH.
 */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return fs.existsSync(env.NGINX_PATH) ? env.NGINX_PATH : undefined;
  if (fs.existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  return onPath("nginx", env);
}

/**
 * Whether the PostgreSQL-only tests will run: with TEST_DATABASE_URL, and always in CI, whose script
 * (.ci/run) runs them after `npm test`. A plain `npm test` on a laptop does not need what only they use.
 */
const postgresTestsRun = (env) => Boolean(env.TEST_DATABASE_URL) || env.CI === "true";

/**
 * Each tool: what needs it, how to find it, and how to get it on Debian or elsewhere. `neededWhen`, if
 * given, says when the tests that use it run; the tool is looked for only then.
 */
export const TEST_TOOLS = [
  {
    name: "Chromium",
    neededBy: "the browser tests (e2e/)",
    find: (env) => findChromium(env),
    debianPackages: ["chromium", "fonts-dejavu-core"],
    elsewhere: "install Chromium or Google Chrome, or set CHROMIUM_PATH to its executable",
    notFound: (env) =>
      env.CHROMIUM_PATH
        ? `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist`
        : `none of ${CHROMIUM_NAMES.join(", ")} is on PATH and CHROMIUM_PATH is not set`,
  },
  {
    name: "Java runtime",
    neededBy: "the Nu HTML Checker (e2e/standards/html.test.ts)",
    find: (env) => {
      const java = findJava(env);
      return java && `${java.path} (Java ${java.version})`;
    },
    debianPackages: ["default-jre-headless"],
    elsewhere: `install a Java runtime, version ${MIN_JAVA} or later, with \`java\` on PATH`,
    notFound: () => `no \`java\` of version ${MIN_JAVA} or later on PATH`,
  },
  {
    name: "Python 3 feedparser",
    neededBy: "the feed check (tests/standards/feeds.test.ts)",
    find: (env) => findFeedparserPython(env),
    debianPackages: ["python3-feedparser"],
    elsewhere: "run `python3 -m pip install feedparser` (or set FEEDPARSER_PYTHON to a Python that has it)",
    notFound: (env) =>
      env.FEEDPARSER_PYTHON
        ? `FEEDPARSER_PYTHON (${env.FEEDPARSER_PYTHON}) cannot import feedparser`
        : "neither /usr/bin/python3 nor python3 on PATH can import feedparser",
  },
  {
    name: "nginx",
    neededBy: "the rolling-restart test through nginx (e2e/ops/, with TEST_DATABASE_URL)",
    neededWhen: postgresTestsRun,
    find: (env) => findNginx(env),
    // Debian's plain `nginx` is the smallest build: `nginx-light` is the same binary plus the echo module.
    debianPackages: ["nginx"],
    // The package starts a system nginx on port 80 unless told not to (ensure-test-tools.mjs does).
    startsService: true,
    elsewhere: "install nginx (1.15.3 or later), or set NGINX_PATH to its executable",
    notFound: (env) =>
      env.NGINX_PATH
        ? `NGINX_PATH is ${env.NGINX_PATH}, which does not exist`
        : "neither /usr/sbin/nginx nor nginx on PATH exists",
  },
];
