import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import type { ContactMessage, MessageList } from "#shared/schemas/contact-message.js";

const t = setupTestApp({ env: { COMMENT_RATE_LIMIT: "3" }, staff: true });

const RECEIVED = "We've received your message and will get back to you soon.";
let client = 0;
/** Each call comes from a fresh client address unless one is given, so the rate limit stays out of the way. */
const send = (payload: unknown, ip = `10.3.${Math.floor(++client / 250)}.${client % 250}`) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, remoteAddress: ip });
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Karin Lind",
  email: "karin@example.se",
  subject: "A tip",
  message: "Something is happening in Umeå.",
  ...overrides,
});
const list = async (query = "") => {
  const response = await t.app.inject({ url: `/api/admin/messages${query}`, headers: { cookie: t.cookie } });
  expect(response.statusCode, query).toBe(200);
  return response.json() as MessageList;
};
const all = async () => (await list("?status=all&limit=100")).messages;
/** `cookie` null: without a session. */
const patch = (id: number | string, payload: unknown, cookie: string | null = t.cookie) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/admin/messages/${id}`,
    headers: sameOrigin(cookie ?? undefined),
    payload: payload as object,
  });
const remove = (id: number | string, cookie: string | null = t.cookie) =>
  t.app.inject({ method: "DELETE", url: `/api/admin/messages/${id}`, headers: sameOrigin(cookie ?? undefined) });
/** Stores a message through the service (no rate limit) and answers its id. */
async function stored(subject: string): Promise<number> {
  const { id } = await t.app.services.messages.receive(valid({ subject }));
  return id!;
}

describe("POST /api/contact", () => {
  it("stores the message, trimmed, and answers 201 with a receipt", async () => {
    const response = await send(
      valid({ name: "  Karin ", email: " karin@example.se ", subject: " Tip ", message: "\n Hello \n" }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const receipt = response.json();
    expect(receipt).toEqual({ id: expect.any(Number), message: RECEIVED });
    const message = (await all()).find((m) => m.id === receipt.id);
    expect(message).toEqual({
      id: receipt.id,
      name: "Karin",
      email: "karin@example.se",
      subject: "Tip",
      message: "Hello",
      createdAt: expect.any(String),
      handledAt: null,
    });
  });

  it("refuses invalid input with the first failing message, and stores nothing", async () => {
    const before = (await all()).length;
    const cases: [unknown, string][] = [
      [{}, "Name is required"],
      [valid({ name: undefined }), "Name is required"],
      [valid({ name: "   " }), "Name is required"],
      [valid({ name: 42 }), "Name is required"],
      [valid({ email: undefined }), "Email is required"],
      [valid({ email: "  " }), "Email is required"],
      [valid({ email: "not-an-email" }), "Please enter a valid email address"],
      [valid({ email: "a@b" }), "Please enter a valid email address"],
      [valid({ email: `${"a".repeat(250)}@b.se` }), "Please enter a valid email address"],
      [valid({ subject: undefined }), "Subject is required"],
      [valid({ subject: " \t " }), "Subject is required"],
      [valid({ message: undefined }), "Message is required"],
      [valid({ message: " \n " }), "Message is required"],
      [valid({ name: "x".repeat(101) }), "Name must be at most 100 characters"],
      [valid({ subject: "x".repeat(201) }), "Subject must be at most 200 characters"],
      [valid({ message: "x".repeat(5001) }), "Message must be at most 5000 characters"],
      [{ name: "", email: "bad", subject: "", message: "" }, "Name is required"],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await all()).length).toBe(before);
  });

  it("accepts every field at its longest", async () => {
    // 254 characters, its local part 64 (the shared address rule's limits).
    const email = `${"e".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(58)}.se`;
    expect(email).toHaveLength(254);
    const response = await send({ name: "n".repeat(100), email, subject: "s".repeat(200), message: "m".repeat(5000) });
    expect(response.statusCode).toBe(201);
  });

  it("refuses a body that is not a JSON object without a server error", async () => {
    for (const payload of ["[]", '"text"', "null", "42", "{"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload,
        remoteAddress: `10.4.0.${payload.length}`,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("answers a filled honeypot exactly like a success but stores nothing", async () => {
    const before = await all();
    const response = await send(valid({ subject: "Buy now", website: "http://spam.example" }));
    expect(response.statusCode).toBe(201);
    // Issue 41: an id like a real message's (not null, which told a bot it was caught).
    expect(response.json()).toEqual({ id: expect.any(Number), message: RECEIVED });
    expect(await all()).toEqual(before);
    // An empty honeypot (what the form sends) is a person.
    expect((await send(valid({ subject: "Person", website: "" }))).statusCode).toBe(201);
    expect((await all()).some((m) => m.subject === "Person")).toBe(true);
  });

  it("rate limits a client after 3 messages a minute, like comments, with a message and retry-after", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 3; i++) expect((await send(valid({ subject: `Fast ${i}` }), ip)).statusCode).toBe(201);
    const blocked = await send(valid({ subject: "One too many" }), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: "Too many messages. Please wait a minute before sending another." });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await all()).some((m) => m.subject === "One too many")).toBe(false);
    // Another client is not affected, and the comments' budget is the comments' own.
    expect((await send(valid({ subject: "Slow" }), "10.9.9.10")).statusCode).toBe(201);
  });

  it("refuses a cross-origin post", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: "https://evil.example" },
      payload: valid(),
      remoteAddress: "10.5.0.1",
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("contact messages stay out of public answers", () => {
  it("no public route reads them and no staff answer is kept for the next client", async () => {
    const subject = `Private subject ${Date.now()}`;
    await stored(subject);
    expect((await t.app.inject({ url: "/api/contact" })).statusCode).toBe(404);
    const staff = await t.app.inject({ url: "/api/admin/messages?status=all", headers: { cookie: t.cookie } });
    expect(staff.headers["cache-control"]).toBe("no-store");
    expect(staff.body).toContain(subject);
    for (const url of ["/api/admin/messages?status=all", "/api/admin/messages"]) {
      const stranger = await t.app.inject({ url });
      expect(stranger.statusCode, url).toBe(401);
      expect(stranger.body, url).not.toContain(subject);
      expect(stranger.headers["x-cache"], url).not.toBe("HIT");
    }
  });
});

describe("staff only", () => {
  it("answers 401 without a session, for every call", async () => {
    const id = await stored("Guarded");
    const answers = [
      await t.app.inject({ url: "/api/admin/messages" }),
      await patch(id, { handled: true }, null),
      await remove(id, null),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: "Unauthorized" });
    }
    const message = (await all()).find((m) => m.id === id);
    expect(message?.handledAt).toBeNull();
  });
});

describe("GET /api/admin/messages", () => {
  it("pages newest first, filters open, handled and all, and counts the open ones", async () => {
    // Only this test's messages: start from an empty table.
    for (const m of await all()) expect((await remove(m.id)).statusCode).toBe(200);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await stored(`Page ${i}`));
    expect((await patch(ids[1]!, { handled: true })).statusCode).toBe(200);
    expect((await patch(ids[3]!, { handled: true })).statusCode).toBe(200);

    const open = await list();
    expect(open.messages.map((m) => m.subject)).toEqual(["Page 5", "Page 3", "Page 1"]);
    expect(open).toMatchObject({ total: 3, open: 3 });

    const handled = await list("?status=handled");
    expect(handled.messages.map((m) => m.subject)).toEqual(["Page 4", "Page 2"]);
    expect(handled).toMatchObject({ total: 2, open: 3 });
    for (const m of handled.messages) expect(Date.parse(m.handledAt!)).not.toBeNaN();

    const first = await list("?status=all&limit=2");
    const second = await list("?status=all&limit=2&page=2");
    const third = await list("?status=all&limit=2&page=3");
    expect(first.messages.map((m) => m.subject)).toEqual(["Page 5", "Page 4"]);
    expect(second.messages.map((m) => m.subject)).toEqual(["Page 3", "Page 2"]);
    expect(third.messages.map((m) => m.subject)).toEqual(["Page 1"]);
    expect(first).toMatchObject({ total: 5, open: 3 });
    expect((await list("?status=all&limit=2&page=9")).messages).toEqual([]);
  });

  it("refuses a bad status, page or limit with a 400", async () => {
    for (const [query, message] of [
      ["?status=spam", "status must be one of open, handled, all"],
      ["?page=0", "page must be a positive whole number"],
      ["?page=x", "page must be a positive whole number"],
      ["?limit=-1", "limit must be a positive whole number"],
    ]) {
      const response = await t.app.inject({ url: `/api/admin/messages${query}`, headers: { cookie: t.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message });
    }
  });
});

describe("PATCH /api/admin/messages/{id}", () => {
  it("marks a message handled and reopens it, keeping the first handled time when marked twice", async () => {
    const id = await stored("To handle");
    const find = async () => (await all()).find((m) => m.id === id) as ContactMessage;
    const done = await patch(id, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: "Message marked as handled" });
    const handledAt = (await find()).handledAt;
    expect(handledAt).not.toBeNull();
    expect((await patch(id, { handled: true })).statusCode).toBe(200);
    expect((await find()).handledAt).toBe(handledAt);
    const reopened = await patch(id, { handled: false });
    expect(reopened.json()).toEqual({ message: "Message reopened" });
    expect((await find()).handledAt).toBeNull();
  });

  it("is 404 for an unknown id and 400 for a bad id or body", async () => {
    const id = await stored("Bad patches");
    expect((await patch(999_999, { handled: true })).statusCode).toBe(404);
    expect((await patch(999_999, { handled: true })).json()).toEqual({ message: "Message not found" });
    for (const bad of ["abc", "0", "-1", "1.5"])
      expect((await patch(bad, { handled: true })).statusCode, bad).toBe(400);
    for (const body of [{}, { handled: "yes" }, { handled: 1 }, { handled: null }]) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message: "handled must be true or false" });
    }
  });
});

describe("DELETE /api/admin/messages/{id}", () => {
  it("deletes a message for good; a second delete and an unknown id are 404, a bad id 400", async () => {
    const id = await stored("To delete");
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Message deleted successfully" });
    expect((await all()).some((m) => m.id === id)).toBe(false);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await remove(999_999)).json()).toEqual({ message: "Message not found" });
    for (const bad of ["abc", "0", "-1"]) expect((await remove(bad)).statusCode, bad).toBe(400);
  });
});
