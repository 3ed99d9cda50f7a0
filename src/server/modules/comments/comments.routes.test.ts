import { beforeAll, describe, expect, it } from "vitest";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { PENDING_LIST_MAX } from "#shared/constants.js";
import type { Article } from "#shared/schemas/article.js";

const t = setupTestApp({ env: { COMMENT_RATE_LIMIT: "3" }, staff: true });

const RECEIVED = "Your comment has been submitted for review.";
let client = 0;
/** Each call comes from a fresh client address unless one is given, so the rate limit stays out of the way. */
const post = (slug: string, payload: unknown, ip = `10.1.${Math.floor(++client / 250)}.${client % 250}`) =>
  t.app.inject({
    method: "POST",
    url: `/api/articles/${slug}/comments`,
    payload: payload as object,
    remoteAddress: ip,
  });
const publicList = async (slug: string) => {
  const response = await t.app.inject({ url: `/api/articles/${slug}/comments` });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string; body: string; parentId: number | null }[];
};
const pending = async () => {
  const response = await t.app.inject({ url: "/api/admin/comments/pending", headers: { cookie: t.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string; email: string | null; body: string; status: string }[];
};
const setStatus = (id: number | string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/comments/${id}/status`,
    headers: sameOrigin(t.cookie),
    payload: payload as object,
  });
const remove = (id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/comments/${id}`, headers: sameOrigin(t.cookie) });
/** A comment submitted through the service and approved through the admin API. */
async function approved(article: Article, body: string, parentId: number | null = null): Promise<number> {
  const { id } = await t.app.services.comments.submit(article.slug, {
    name: "Reader",
    email: "r@example.se",
    body,
    parentId,
  });
  expect((await setStatus(id!, { status: "published" })).statusCode).toBe(200);
  return id!;
}

describe("GET /api/articles/{slug}/comments", () => {
  it("is 404 for an unknown, draft or not-yet-published article", async () => {
    const draft = await makeArticle(t.app, { published: false });
    const scheduled = await makeArticle(t.app, { publishedAt: new Date(Date.now() + 86_400_000) });
    for (const slug of ["no-such-article", draft.slug, scheduled.slug]) {
      const response = await t.app.inject({ url: `/api/articles/${slug}/comments` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("is an empty array for an article without comments", async () => {
    expect(await publicList((await makeArticle(t.app)).slug)).toEqual([]);
  });

  it("lists published comments only, oldest first, without email addresses", async () => {
    const article = await makeArticle(t.app);
    const submit = (body: string) =>
      t.app.services.comments.submit(article.slug, { name: "Sven", email: "sven@example.se", body, parentId: null });
    const first = (await submit("First")).id!;
    const second = (await submit("Second")).id!;
    const rejected = (await submit("Rejected")).id!;
    await submit("Still pending");
    // Approving in reverse order must not change the order readers see.
    expect((await setStatus(second, { status: "published" })).statusCode).toBe(200);
    expect((await setStatus(first, { status: "published" })).statusCode).toBe(200);
    expect((await setStatus(rejected, { status: "rejected" })).statusCode).toBe(200);

    const list = await publicList(article.slug);
    expect(list.map((c) => c.body)).toEqual(["First", "Second"]);
    for (const comment of list) {
      expect(Object.keys(comment).sort()).toEqual(["body", "createdAt", "id", "name", "parentId"]);
      expect(JSON.stringify(comment)).not.toContain("sven@example.se");
    }
  });
});

describe("POST /api/articles/{slug}/comments", () => {
  let article: Article;
  beforeAll(async () => {
    article = await makeArticle(t.app);
  });

  it("stores a comment as pending and answers 201 with a receipt", async () => {
    const response = await post(article.slug, { name: " Anna ", email: "anna@example.se", body: "Great read." });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({ id: expect.any(Number), status: "pending", message: RECEIVED });
    expect(await publicList(article.slug)).toEqual([]);
    const stored = (await pending()).find((c) => c.id === receipt.id);
    expect(stored).toMatchObject({ name: "Anna", email: "anna@example.se", body: "Great read.", status: "pending" });
  });

  it("accepts a missing, null or empty email and stores none", async () => {
    for (const email of [undefined, null, ""]) {
      const response = await post(article.slug, { name: "Nils", email, body: `No email ${String(email)}` });
      expect(response.statusCode).toBe(201);
      expect((await pending()).find((c) => c.id === response.json().id)?.email).toBeNull();
    }
  });

  it("refuses invalid input with the first failing message", async () => {
    const cases: [unknown, string][] = [
      [{ email: "a@b.se", body: "Hi" }, "Name is required"],
      [{ name: "   ", body: "Hi" }, "Name is required"],
      [{}, "Name is required"],
      [{ name: "Eva", email: "not-an-email", body: "Hi" }, "Please enter a valid email address"],
      [{ name: "Eva", email: "a@b", body: "Hi" }, "Please enter a valid email address"],
      [{ name: "Eva", email: "a@b.se" }, "Comment is required"],
      [{ name: "Eva", body: " \n " }, "Comment is required"],
      [{ name: "x".repeat(101), body: "Hi" }, "Name must be at most 100 characters"],
      [{ name: "Eva", body: "x".repeat(5001) }, "Comment must be at most 5000 characters"],
      [{ name: 42, body: "Hi" }, "Name is required"],
    ];
    for (const [payload, message] of cases) {
      const response = await post(article.slug, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it("accepts a name of 100 and a comment of 5000 characters", async () => {
    const response = await post(article.slug, { name: "n".repeat(100), body: "b".repeat(5000) });
    expect(response.statusCode).toBe(201);
  });

  it("is 404 for an unknown or unpublished article, and stores nothing", async () => {
    const draft = await makeArticle(t.app, { published: false });
    const before = (await pending()).length;
    for (const slug of ["no-such-article", draft.slug]) {
      expect((await post(slug, { name: "Eva", body: "Hello" })).statusCode).toBe(404);
    }
    expect((await pending()).length).toBe(before);
  });

  it("accepts a reply to a published comment of the same article", async () => {
    const parentId = await approved(article, "Parent");
    const response = await post(article.slug, { name: "Olle", body: "A reply", parentId });
    expect(response.statusCode).toBe(201);
    await setStatus(response.json().id, { status: "published" });
    expect((await publicList(article.slug)).find((c) => c.body === "A reply")?.parentId).toBe(parentId);
  });

  it("refuses a reply to a pending, rejected, unknown or other article's comment", async () => {
    const other = await makeArticle(t.app);
    const foreign = await approved(other, "Elsewhere");
    const { id: waiting } = await t.app.services.comments.submit(article.slug, {
      name: "P",
      email: null,
      body: "Waiting",
      parentId: null,
    });
    const { id: refused } = await t.app.services.comments.submit(article.slug, {
      name: "P",
      email: null,
      body: "No",
      parentId: null,
    });
    await setStatus(refused!, { status: "rejected" });
    for (const parentId of [foreign, waiting, refused, 999_999, "abc", -1]) {
      const response = await post(article.slug, { name: "Olle", body: "Reply", parentId });
      expect(response.statusCode, String(parentId)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await pending();
    const response = await post(article.slug, { name: "Bot", body: "Buy now", website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "pending", message: RECEIVED });
    expect(await pending()).toEqual(before);
  });

  it("refuses a body that is not a JSON object without a server error", async () => {
    for (const payload of ["[]", '"text"', "null", "42"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/articles/${article.slug}/comments`,
        headers: { "content-type": "application/json" },
        payload,
        remoteAddress: `10.2.0.${payload.length}`,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it("rate limits a client after 3 posts a minute with a message and retry-after", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 3; i++)
      expect((await post(article.slug, { name: "Fast", body: `Post ${i}` }, ip)).statusCode).toBe(201);
    const blocked = await post(article.slug, { name: "Fast", body: "One too many" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/\w/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await pending()).some((c) => c.body === "One too many")).toBe(false);
    // Another client is not affected.
    expect((await post(article.slug, { name: "Slow", body: "Hello" }, "10.9.9.10")).statusCode).toBe(201);
  });
});

describe("admin moderation", () => {
  it("requires a session", async () => {
    expect((await t.app.inject({ url: "/api/admin/comments/pending" })).statusCode).toBe(401);
  });

  it("lists pending comments with email, status and the article they are on", async () => {
    const article = await makeArticle(t.app, { title: "Moderation target" });
    const { id } = await t.app.services.comments.submit(article.slug, {
      name: "Karin",
      email: "karin@example.se",
      body: "Pending one",
      parentId: null,
    });
    const entry = (await pending()).find((c) => c.id === id);
    expect(entry).toMatchObject({
      id,
      name: "Karin",
      email: "karin@example.se",
      body: "Pending one",
      parentId: null,
      status: "pending",
      createdAt: expect.any(String),
      article: { slug: article.slug, title: "Moderation target" },
    });
    expect((await pending()).every((c) => c.status === "pending")).toBe(true);
  });

  it("approving publishes the comment and takes it off the pending list; rejecting hides it", async () => {
    const article = await makeArticle(t.app);
    const { id: good } = await t.app.services.comments.submit(article.slug, {
      name: "A",
      email: null,
      body: "Good",
      parentId: null,
    });
    const { id: bad } = await t.app.services.comments.submit(article.slug, {
      name: "B",
      email: null,
      body: "Bad",
      parentId: null,
    });
    const approve = await setStatus(good!, { status: "published" });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().message).toEqual(expect.any(String));
    expect((await setStatus(bad!, { status: "rejected" })).statusCode).toBe(200);
    expect((await publicList(article.slug)).map((c) => c.id)).toEqual([good]);
    const ids = (await pending()).map((c) => c.id);
    expect(ids).not.toContain(good);
    expect(ids).not.toContain(bad);
  });

  it("refuses any other status with 400, and an unknown id with 404", async () => {
    const article = await makeArticle(t.app);
    const { id } = await t.app.services.comments.submit(article.slug, {
      name: "A",
      email: null,
      body: "Hm",
      parentId: null,
    });
    for (const payload of [{ status: "pending" }, { status: "approved" }, { status: "" }, {}]) {
      const response = await setStatus(id!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await pending()).find((c) => c.id === id)?.status).toBe("pending");
    expect((await setStatus(999_999, { status: "published" })).statusCode).toBe(404);
    expect((await setStatus("abc", { status: "published" })).statusCode).toBe(400);
  });

  it("deleting removes a comment and its replies permanently; an unknown id is 404", async () => {
    const article = await makeArticle(t.app);
    const parent = await approved(article, "Parent");
    const reply = await approved(article, "Reply", parent);
    await approved(article, "Reply to reply", reply);
    const keep = await approved(article, "Unrelated");
    expect((await publicList(article.slug)).length).toBe(4);

    const response = await remove(parent);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await publicList(article.slug)).map((c) => c.id)).toEqual([keep]);
    expect((await remove(parent)).statusCode).toBe(404);
    expect((await remove(reply)).statusCode).toBe(404);
    expect((await setStatus(reply, { status: "published" })).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
  });

  it("deleting a pending comment takes it off the pending list", async () => {
    const article = await makeArticle(t.app);
    const { id } = await t.app.services.comments.submit(article.slug, {
      name: "A",
      email: null,
      body: "Spam",
      parentId: null,
    });
    expect((await remove(id!)).statusCode).toBe(200);
    expect((await pending()).some((c) => c.id === id)).toBe(false);
  });

  it("lists the newest PENDING_LIST_MAX pending comments of a flood, while the statistics count them all", async () => {
    const article = await makeArticle(t.app);
    const ids: number[] = [];
    for (let i = 0; i <= PENDING_LIST_MAX; i++) {
      const { id } = await t.app.services.comments.submit(article.slug, {
        name: "Flood",
        email: null,
        body: `Spam ${i}`,
        parentId: null,
      });
      ids.push(id!);
    }
    const listed = await pending();
    expect(listed).toHaveLength(PENDING_LIST_MAX);
    expect(listed[0]!.id).toBe(ids.at(-1));
    expect(listed.some((c) => c.id === ids[0])).toBe(false);
    const stats = await t.app.inject({ url: "/api/admin/stats", headers: { cookie: t.cookie } });
    expect(stats.json().pendingComments).toBeGreaterThan(PENDING_LIST_MAX);
  });
});
