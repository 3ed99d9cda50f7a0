import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * The local PostgreSQL cluster, for the tests that stop and start it under running servers: they run only
 * when asked (PG_OUTAGE_TEST=1 with TEST_DATABASE_URL) and one file at a time (.ci/run runs them last).
 */
export const postgresOutageTests = process.env.PG_OUTAGE_TEST === "1" && Boolean(process.env.TEST_DATABASE_URL);

/** The installed PostgreSQL version (Debian's /etc/postgresql/<version>), if any. */
export const postgresVersion = fs.existsSync("/etc/postgresql") ? fs.readdirSync("/etc/postgresql")[0] : undefined;

export function postgresCluster(action: "stop" | "start") {
  execFileSync(
    "pg_ctlcluster",
    ["--skip-systemctl-redirect", postgresVersion!, "main", action, ...(action === "stop" ? ["-m", "fast"] : [])],
    { stdio: "ignore" },
  );
}
