import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-app.js";
import type { Database } from "./client.js";
import { refreshStaleStatistics } from "./maintenance.js";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("statistics upkeep on the embedded database", () => {
  it("analyzes a table that grew since its last statistics, and leaves it alone afterwards", async () => {
    await database.db.execute(
      sql`insert into categories (name, slug) select 'C' || g, 'c-' || g from generate_series(1, 5000) g`,
    );
    expect(await refreshStaleStatistics(database)).toContain("categories");
    expect(await refreshStaleStatistics(database)).not.toContain("categories");
    const [row] = (
      (await database.db.execute(
        sql`select reltuples::int as n from pg_class where relname = 'categories'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(5000);
  });
});
