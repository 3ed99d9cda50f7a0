import { describe, expect, it } from "vitest";
import type { AuditList } from "#shared/schemas/audit.js";
import { articleInput, makeCategory, roleCookie, STAFF, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { auditAction } from "./audit-action.js";

/**
 * The audit log (issue 32): staff changes are recorded from the route they went through, with who, what,
 * the target and when; sign-ins and failed sign-ins too; only administrators read it.
 */
const t = setupTestApp({ staff: true });

const audit = async (query = "", cookie = t.cookie) => {
  const response = await t.app.inject({ url: `/api/admin/audit${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditList;
};

describe("the audit log", () => {
  it("records an article's creation, publication and deletion with who did it and on what", async () => {
    const author = await roleCookie(t.app, "author", "audited-author@example.com");
    const categoryId = (await makeCategory(t.app)).id;
    const input = articleInput({ categoryId, published: false, title: "Audited story" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: sameOrigin(author.cookie),
      payload: input,
    });
    const id = created.json().id as number;
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/articles/${id}`,
      headers: sameOrigin(author.cookie),
      payload: { ...input, published: true },
    });
    // A refused change is not an action: nothing is recorded for it.
    await t.app.inject({ method: "DELETE", url: `/api/admin/articles/${id}`, headers: sameOrigin(author.cookie) });
    await t.app.inject({ method: "DELETE", url: `/api/admin/articles/${id}`, headers: sameOrigin(t.cookie) });

    const mine = await audit(`?userId=${author.id}&action=articles`);
    expect(mine.entries.map((e) => [e.action, e.target, e.detail.published])).toEqual([
      ["articles.update", String(id), true],
      ["articles.create", null, false],
    ]);
    expect(mine.entries[0]!.who).toBe("The author <audited-author@example.com>");
    expect(mine.entries[0]!.detail.title).toBe("Audited story");
    const deleted = await audit("?action=articles.delete");
    expect(deleted.entries[0]).toMatchObject({ action: "articles.delete", target: String(id) });
    expect(deleted.entries[0]!.who).toContain(STAFF.email);
  });

  it("records sign-ins and failed sign-ins, never a password", async () => {
    const editor = await roleCookie(t.app, "editor", "signs-in@example.com");
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "signs-in@example.com", password: "wrong-password-typed" },
    });
    const failed = await audit("?action=auth.sign-in-failed");
    expect(failed.entries[0]).toMatchObject({ who: "The editor <signs-in@example.com>", userId: editor.id });
    expect(failed.entries[0]!.detail.status).toBe(401);
    const signIns = await audit("?action=auth.sign-in");
    expect(signIns.entries.some((e) => e.who === "The editor <signs-in@example.com>")).toBe(true);
    const all = JSON.stringify(await audit("?limit=100"));
    expect(all).not.toContain("wrong-password-typed");
    expect(all).not.toContain("editor-password-1");
  });

  it("records settings, roles and staff changes without the values typed", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/analyticsCode",
      headers: sameOrigin(t.cookie),
      payload: { value: "<script>counter()</script>" },
    });
    const colleague = await roleCookie(t.app, "contributor");
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/staff/${colleague.id}`,
      headers: sameOrigin(t.cookie),
      payload: { role: "editor" },
    });
    const settings = await audit("?action=settings.update");
    expect(settings.entries[0]).toMatchObject({ target: "analyticsCode", detail: {} });
    const roles = await audit("?action=staff.update");
    expect(roles.entries[0]).toMatchObject({ target: String(colleague.id), detail: { role: "editor" } });
    expect(JSON.stringify(settings)).not.toContain("counter()");
    expect((await audit()).actions).toEqual(
      expect.arrayContaining(["settings.update", "staff.update", "auth.sign-in"]),
    );
  });

  it("is read by administrators only, and refuses bad filters with a message", async () => {
    const editor = await roleCookie(t.app, "editor");
    expect((await t.app.inject({ url: "/api/admin/audit", headers: { cookie: editor.cookie } })).statusCode).toBe(403);
    for (const [query, message] of [
      ["?userId=abc", "userId must be a staff member's id"],
      ["?action=DROP%20TABLE", "action must be an action name such as articles.update"],
      ["?page=0", "page must be a positive whole number"],
    ]) {
      const response = await t.app.inject({ url: `/api/admin/audit${query}`, headers: { cookie: t.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe("auditAction", () => {
  it("names an action by the route it went through", () => {
    expect(auditAction("POST", "/api/admin/articles")).toBe("articles.create");
    expect(auditAction("PUT", "/api/admin/articles/:id")).toBe("articles.update");
    expect(auditAction("DELETE", "/api/admin/articles/:id")).toBe("articles.delete");
    expect(auditAction("POST", "/api/admin/articles/:id/revisions/:revisionId/restore")).toBe(
      "articles.revisions.restore",
    );
    expect(auditAction("PUT", "/api/admin/comments/:id/status")).toBe("comments.status");
    expect(auditAction("POST", "/api/admin/staff/invitations")).toBe("staff.invitations.create");
    expect(auditAction("POST", "/api/upload/image")).toBe("upload.image.create");
    expect(auditAction("POST", "/api/auth/2fa/enable")).toBe("auth.2fa.enable");
  });
});
