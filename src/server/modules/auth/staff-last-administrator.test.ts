import { describe, expect, it } from "vitest";
import type { StaffMember } from "#shared/schemas/staff.js";
import { roleCookie, STAFF, sameOrigin, staffCookie } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { CANNOT_DELETE_LAST, CANNOT_DEMOTE_LAST } from "./staff.service.js";

/** A newsroom of its own: these tests need to know every account there is. There is always an administrator. */
const t = setupTestApp();

const staffList = async (cookie: string) =>
  (await t.app.inject({ url: "/api/admin/staff", headers: { cookie } })).json() as StaffMember[];
const administrators = async (cookie: string) =>
  (await staffList(cookie)).filter((member) => member.role === "administrator");

describe("the last administrator", () => {
  it("cannot be deleted (409), so the newsroom is never locked out", async () => {
    const cookie = await staffCookie(t.app);
    const [only] = await staffList(cookie);
    expect(only).toMatchObject({ email: STAFF.email, role: "administrator" });
    // Through the API this account is always one's own; the rule itself is checked for any caller.
    await expect(t.app.services.auth.staff.delete(only!.id, { userId: 0, sessionId: undefined })).rejects.toMatchObject(
      { statusCode: 409, message: CANNOT_DELETE_LAST },
    );
    expect(await staffList(cookie)).toHaveLength(1);
  });

  it("cannot be given another role (409), by themselves or anyone", async () => {
    const cookie = await staffCookie(t.app);
    const me = (await administrators(cookie))[0]!;
    const demote = await t.app.inject({
      method: "PUT",
      url: `/api/admin/staff/${me.id}`,
      headers: sameOrigin(cookie),
      payload: { role: "editor" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: CANNOT_DEMOTE_LAST });
    expect((await administrators(cookie)).map((m) => m.id)).toEqual([me.id]);
    // A colleague who is not an administrator changes nothing: still the last one.
    await roleCookie(t.app, "editor");
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/admin/staff/${me.id}`,
      headers: sameOrigin(cookie),
      payload: { role: "contributor" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("survives two administrators demoting each other at the same moment", async () => {
    const mine = await staffCookie(t.app);
    const other = await roleCookie(t.app, "administrator");
    const me = (await staffList(mine)).find((m) => m.email === STAFF.email)!;
    const demote = (id: number, cookie: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/staff/${id}`,
        headers: sameOrigin(cookie),
        payload: { role: "author" },
      });
    const answers = await Promise.all([demote(other.id, mine), demote(me.id, other.cookie)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // The first demotion wins; the second finds either the last administrator (409) or that its own role
    // was just taken away (403).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([403, 409]).toContain(statuses.find((s) => s !== 200));
    const survivor = answers[0]!.statusCode === 200 ? mine : other.cookie;
    expect(await administrators(survivor)).toHaveLength(1);
  });

  it("survives two administrators deleting each other at the same moment", async () => {
    // Two administrators of this test's own: whichever account won the race above is deleted, so that
    // these two are the only ones.
    const first = await roleCookie(t.app, "administrator");
    const second = await roleCookie(t.app, "administrator");
    for (const extra of await administrators(first.cookie)) {
      if (extra.id !== first.id && extra.id !== second.id)
        await t.app.services.auth.staff.delete(extra.id, { userId: 0, sessionId: undefined });
    }
    expect(await administrators(first.cookie)).toHaveLength(2);
    const remove = (id: number, cookie: string) =>
      t.app.inject({ method: "DELETE", url: `/api/admin/staff/${id}`, headers: sameOrigin(cookie) });
    const answers = await Promise.all([remove(second.id, first.cookie), remove(first.id, second.cookie)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((s) => s !== 200));
    const survivor = answers[0]!.statusCode === 200 ? first.cookie : second.cookie;
    expect(await administrators(survivor)).toHaveLength(1);
  });
});
