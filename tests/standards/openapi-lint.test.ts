import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../support/test-app.js";

/**
 * The OpenAPI document checked by a validator we did not write: Redocly's own `lint` with its recommended
 * rules (issue 17). The local binary from devDependencies, no network: no telemetry, no update check.
 */
const REDOCLY = path.resolve(import.meta.dirname, "../../node_modules/.bin/redocly");

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer?: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: Problem[];
}

// An address as deployed: with the test's localhost Redocly warns (no-server-example.com), rightly so.
const t = setupTestApp({ env: { PUBLIC_URL: "https://news.onlynewsforfree.test" } });

async function lint(document: unknown): Promise<LintReport> {
  const dir = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "openapi-"));
  try {
    const file = path.join(dir, "openapi.json");
    await fs.writeFile(file, JSON.stringify(document, null, 2));
    // Exit code 1 means "problems found": the report on stdout says which, so it is read either way.
    const { stdout } = await promisify(execFile)(
      REDOCLY,
      ["lint", file, "--format=json", "--extends=recommended", "--max-problems=1000"],
      {
        cwd: dir,
        timeout: 60_000,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      },
    ).catch((error: { stdout?: string; stderr?: string; code?: unknown }) => {
      if (error.stdout?.trim().startsWith("{")) return { stdout: error.stdout };
      throw new Error(`redocly lint did not report (exit ${String(error.code)}): ${error.stderr ?? error}`);
    });
    return JSON.parse(stdout) as LintReport;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const describeProblem = (p: Problem) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? "?"}: ${p.message}`;

describe("GET /api/openapi.json under redocly lint (recommended rules)", () => {
  it("has 0 errors", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths?: object };
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(20);

    const report = await lint(document);
    // Not vacuous: the report is Redocly's, with its totals.
    expect(report.totals, "redocly's JSON report has no totals").toEqual({
      errors: expect.any(Number),
      warnings: expect.any(Number),
      ignored: expect.any(Number),
    });
    const errors = report.problems.filter((p) => p.severity === "error").map(describeProblem);
    expect(errors, report.problems.map(describeProblem).join("\n")).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 90_000);

  it("does report a broken document (the check can fail)", async () => {
    const report = await lint({ openapi: "3.1.0", info: { title: "x", version: "1" }, paths: { "/x": { get: {} } } });
    expect(report.totals.errors).toBeGreaterThan(0);
    expect(report.problems.map((p) => p.ruleId)).toContain("no-empty-servers");
  }, 90_000);
});
