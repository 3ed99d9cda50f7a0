import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "#server/db/unique-violation.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { withoutParameters } from "./hash-safe-write.js";

const t = setupTestApp();
const HASH = "scrypt$16384$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo";

describe("a failed query carrying a password hash", () => {
  it("is rethrown without its parameters, so the hash cannot reach a log", async () => {
    const failing = () => t.database.db.execute(sql`SELECT ${HASH}::int`);
    // Drizzle's own error would show it: the reason this wrapper exists.
    await expect(failing()).rejects.toThrow(/scrypt\$/);
    const error = (await withoutParameters(failing).then(
      () => undefined,
      (e: unknown) => e,
    )) as Error & { code?: string };
    expect(error.message).not.toContain("scrypt");
    expect(JSON.stringify(error)).not.toContain("scrypt");
    expect(error.cause).toBeUndefined();
    expect(error.code).toBe("22P02");
  });

  it("still tells a duplicate email apart, by its code", async () => {
    const insert = () =>
      withoutParameters(() =>
        t.database.db.execute(
          sql`INSERT INTO users (email, name, password_hash) VALUES ('twice@example.com', 'Twice', ${HASH})`,
        ),
      );
    await insert();
    const error = await insert().catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(String((error as Error).message)).not.toContain("scrypt");
  });
});
