import { describe, expect, it } from "vitest";
import type { StaffMember } from "#shared/schemas/staff.js";
import { STAFF, sameOrigin, staffCookie } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** A newsroom of its own: these tests need to know every account there is. */
const t = setupTestApp();

const staffList = async (cookie: string) =>
  (await t.app.inject({ url: "/api/admin/staff", headers: { cookie } })).json() as StaffMember[];

describe("the last staff account", () => {
  it("cannot be deleted (409), so the newsroom is never locked out", async () => {
    const cookie = await staffCookie(t.app);
    const [only] = await staffList(cookie);
    expect(only?.email).toBe(STAFF.email);
    // Through the API this account is always one's own; the rule itself is checked for any caller.
    await expect(t.app.services.auth.staff.delete(only!.id, { userId: 0, sessionId: undefined })).rejects.toMatchObject(
      {
        statusCode: 409,
        message: "The last staff account cannot be deleted",
      },
    );
    expect(await staffList(cookie)).toHaveLength(1);
  });

  it("survives two editors deleting each other at the same moment", async () => {
    const other = { email: "second@example.com", password: "second-password" };
    const mine = await staffCookie(t.app);
    const theirs = await staffCookie(t.app, other);
    const ids = Object.fromEntries((await staffList(mine)).map((m) => [m.email, m.id]));
    const remove = (id: number, cookie: string) =>
      t.app.inject({ method: "DELETE", url: `/api/admin/staff/${id}`, headers: sameOrigin(cookie) });
    const answers = await Promise.all([remove(ids[other.email]!, mine), remove(ids[STAFF.email]!, theirs)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((s) => s !== 200));
    const survivor = answers[0]!.statusCode === 200 ? mine : theirs;
    expect(await staffList(survivor)).toHaveLength(1);
  });
});
