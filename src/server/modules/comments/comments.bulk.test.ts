import { describe, expect, it } from "vitest";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import type { Article } from "#shared/schemas/article.js";
import type { ModerationList } from "#shared/schemas/comment.js";

// Issue 20: the paged moderation list (GET /api/admin/comments) and bulk moderation (POST …/bulk).
const t = setupTestApp({ staff: true });

const list = (query: string) => t.app.inject({ url: `/api/admin/comments${query}`, headers: { cookie: t.cookie } });
async function page(query: string): Promise<ModerationList> {
  const response = await list(query);
  expect(response.statusCode, query).toBe(200);
  expect(response.headers["cache-control"]).toContain("no-store");
  return response.json();
}
const bulk = (payload: unknown, headers: Record<string, string> = sameOrigin(t.cookie)) =>
  t.app.inject({ method: "POST", url: "/api/admin/comments/bulk", headers, payload: payload as object });
const setStatus = (id: number, status: "published" | "rejected") =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/comments/${id}/status`,
    headers: sameOrigin(t.cookie),
    payload: { status },
  });
async function publicBodies(article: Article): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/articles/${article.slug}/comments` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { body: string }[]).map((c) => c.body);
}
async function submit(article: Article, body: string, parentId: number | null = null): Promise<number> {
  const { id } = await t.app.services.comments.submit(article.slug, {
    name: `Name of ${body}`,
    email: null,
    body,
    parentId,
  });
  return id!;
}
/** Every comment id of one tab (all pages), to check what moved where. */
async function idsIn(status: string): Promise<number[]> {
  return (await page(`?status=${status}&limit=50`)).comments.map((c) => c.id);
}

describe("GET /api/admin/comments", () => {
  it("lists each tab newest first with its total; approved means published", async () => {
    const article = await makeArticle(t.app);
    const pending = await submit(article, "Waiting");
    const approved = await submit(article, "Approved one");
    const rejected = await submit(article, "Rejected one");
    expect((await setStatus(approved, "published")).statusCode).toBe(200);
    expect((await setStatus(rejected, "rejected")).statusCode).toBe(200);

    const tabs = { pending, approved, rejected };
    for (const [status, id] of Object.entries(tabs)) {
      const { comments, total } = await page(`?status=${status}`);
      expect(
        comments.map((c) => c.id),
        status,
      ).toContain(id);
      for (const other of Object.values(tabs).filter((o) => o !== id)) {
        expect(
          comments.map((c) => c.id),
          status,
        ).not.toContain(other);
      }
      expect(total).toBe(comments.length);
    }
    expect((await page("?status=approved")).comments.every((c) => c.status === "published")).toBe(true);
    // No status is the pending tab, as the spec's queue.
    expect((await page("")).comments.map((c) => c.id)).toEqual(await idsIn("pending"));
  });

  it("pages newest first: page and limit pick the slice, total counts the whole tab", async () => {
    const before = (await page("?status=rejected")).total;
    const article = await makeArticle(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const id = await submit(article, `Paged ${i}`);
      expect((await setStatus(id, "rejected")).statusCode).toBe(200);
      ids.push(id);
    }
    const newestFirst = [...ids].reverse();
    const first = await page("?status=rejected&limit=3");
    const second = await page("?status=rejected&limit=3&page=2");
    const third = await page("?status=rejected&limit=3&page=3");
    expect(first.total).toBe(before + 7);
    expect(first.comments.map((c) => c.id)).toEqual(newestFirst.slice(0, 3));
    expect(second.comments.map((c) => c.id)).toEqual(newestFirst.slice(3, 6));
    expect(third.comments[0]!.id).toBe(newestFirst[6]);
    const beyond = await page("?status=rejected&limit=3&page=999");
    expect(beyond).toEqual({ comments: [], total: before + 7 });
  });

  it("gives each comment its article, and a reply the name and body of the comment it answers", async () => {
    const article = await makeArticle(t.app);
    const parent = await submit(article, "The question asked");
    expect((await setStatus(parent, "published")).statusCode).toBe(200);
    const reply = await submit(article, "The answer given", parent);
    const { comments } = await page("?status=pending&limit=50");
    const shown = comments.find((c) => c.id === reply)!;
    expect(shown.article).toEqual({ id: article.id, slug: article.slug, title: article.title });
    expect(shown.parentId).toBe(parent);
    expect(shown.parent).toEqual({ id: parent, name: "Name of The question asked", body: "The question asked" });
    const approved = (await page("?status=approved&limit=50")).comments.find((c) => c.id === parent)!;
    expect(approved.parent).toBeNull();
  });

  it("refuses a bad status, page or limit with 400 and its message", async () => {
    const cases: [string, string][] = [
      ["?status=published", "status must be one of pending, approved, rejected"],
      ["?status=spam", "status must be one of pending, approved, rejected"],
      ["?page=0", "page must be a positive whole number"],
      ["?limit=abc", "limit must be a positive whole number"],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message });
    }
  });

  it("is staff only", async () => {
    const response = await t.app.inject({ url: "/api/admin/comments?status=pending" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("POST /api/admin/comments/bulk", () => {
  it("approves many at once, and readers see them at once (the public cache is invalidated)", async () => {
    const article = await makeArticle(t.app);
    const ids = [
      await submit(article, "Bulk one"),
      await submit(article, "Bulk two"),
      await submit(article, "Bulk three"),
    ];
    expect(await publicBodies(article)).toEqual([]);
    const version = t.app.services.changes.version;
    const response = await bulk({ ids, action: "approve" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "3 comments approved", updated: 3 });
    expect(t.app.services.changes.version).toBeGreaterThan(version);
    expect(await publicBodies(article)).toEqual(["Bulk one", "Bulk two", "Bulk three"]);
    const approved = await idsIn("approved");
    for (const id of ids) expect(approved).toContain(id);
  });

  it("rejects many at once: they leave the site and move to the rejected tab", async () => {
    const article = await makeArticle(t.app);
    const shown = await submit(article, "Was approved");
    expect((await setStatus(shown, "published")).statusCode).toBe(200);
    const waiting = await submit(article, "Was pending");
    expect(await publicBodies(article)).toEqual(["Was approved"]);
    const response = await bulk({ ids: [shown, waiting, shown], action: "reject" });
    expect(response.statusCode).toBe(200);
    // The same id twice is one comment.
    expect(response.json()).toEqual({ message: "2 comments rejected", updated: 2 });
    expect(await publicBodies(article)).toEqual([]);
    const rejected = await idsIn("rejected");
    expect(rejected).toContain(shown);
    expect(rejected).toContain(waiting);
    expect(await idsIn("pending")).not.toContain(waiting);
  });

  it("deletes many at once, a parent and its reply in the same batch included", async () => {
    const article = await makeArticle(t.app);
    const parent = await submit(article, "Parent to delete");
    expect((await setStatus(parent, "published")).statusCode).toBe(200);
    const reply = await submit(article, "Reply to delete", parent);
    expect((await setStatus(reply, "published")).statusCode).toBe(200);
    const keep = await submit(article, "Kept");
    expect((await setStatus(keep, "published")).statusCode).toBe(200);
    const lone = await submit(article, "Lone pending");

    const response = await bulk({ ids: [reply, parent, lone], action: "delete" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "3 comments deleted", deleted: 3 });
    expect(await publicBodies(article)).toEqual(["Kept"]);
    expect(await idsIn("pending")).not.toContain(lone);
  });

  it("answers one comment in the singular", async () => {
    const article = await makeArticle(t.app);
    const response = await bulk({ ids: [await submit(article, "Alone")], action: "approve" });
    expect(response.json()).toEqual({ message: "1 comment approved", updated: 1 });
  });

  it("is all or nothing: an unknown id is reported with 404 and no comment changes", async () => {
    const article = await makeArticle(t.app);
    const a = await submit(article, "Stays pending A");
    const b = await submit(article, "Stays pending B");
    const version = t.app.services.changes.version;
    for (const action of ["approve", "reject", "delete"]) {
      const response = await bulk({ ids: [a, 999_998, b, 999_999], action });
      expect(response.statusCode, action).toBe(404);
      expect(response.json(), action).toEqual({
        message: "Some selected comments no longer exist (id 999998, 999999). Nothing was changed.",
        missing: [999_998, 999_999],
      });
    }
    const one = await bulk({ ids: [999_997], action: "approve" });
    expect(one.json().message).toBe("A selected comment no longer exists (id 999997). Nothing was changed.");
    expect(t.app.services.changes.version).toBe(version);
    const pending = await idsIn("pending");
    expect(pending).toContain(a);
    expect(pending).toContain(b);
    expect(await publicBodies(article)).toEqual([]);
  });

  it("refuses bad input with 400 and a clear message", async () => {
    const article = await makeArticle(t.app);
    const id = await submit(article, "Untouched by bad input");
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const cases: [unknown, string][] = [
      [{ ids: [], action: "approve" }, "Select at least one comment"],
      [{ ids: tooMany, action: "approve" }, "At most 100 comments at a time"],
      [{ ids: "1,2", action: "approve" }, "ids must be a list of comment ids"],
      [{ action: "approve" }, "ids must be a list of comment ids"],
      [{ ids: [0], action: "approve" }, "Invalid id"],
      [{ ids: [1.5], action: "approve" }, "Invalid id"],
      [{ ids: [id], action: "publish" }, "action must be one of approve, reject, delete"],
      [{ ids: [id] }, "action must be one of approve, reject, delete"],
    ];
    for (const [payload, message] of cases) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ message });
    }
    expect(await idsIn("pending")).toContain(id);
  });

  it("refuses a stranger (401) and a cross-site write (403)", async () => {
    const article = await makeArticle(t.app);
    const id = await submit(article, "Guarded");
    const stranger = await bulk({ ids: [id], action: "approve" }, sameOrigin());
    expect(stranger.statusCode).toBe(401);
    const crossSite = await bulk({ ids: [id], action: "delete" }, { cookie: t.cookie, origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toEqual(expect.any(String));
    expect(await idsIn("pending")).toContain(id);
  });
});
