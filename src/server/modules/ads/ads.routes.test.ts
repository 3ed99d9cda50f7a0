import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ staff: true });

interface Slot {
  id: number;
  key: string;
  html: string | null;
  enabled: boolean;
}

const create = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/admin/ads", headers: sameOrigin(t.cookie), payload: payload as object });
const update = (id: number | string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/ads/${id}`,
    headers: sameOrigin(t.cookie),
    payload: payload as object,
  });
const publicAd = (key: string) => t.app.inject({ url: `/api/ads/${key}` });
const adminList = async () => {
  const response = await t.app.inject({ url: "/api/admin/ads", headers: { cookie: t.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as Slot[];
};
async function slot(payload: Record<string, unknown>): Promise<Slot> {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("GET /api/ads/{key}", () => {
  it("is 404 for an unknown key", async () => {
    const response = await publicAd("no-such-slot");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("answers key, enabled and html for an enabled slot", async () => {
    await slot({ key: "top", html: '<a href="https://example.se">Ad</a>' });
    const response = await publicAd("top");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: "top", enabled: true, html: '<a href="https://example.se">Ad</a>' });
  });

  it("hides the markup of a disabled slot, while admins still see it", async () => {
    const created = await slot({ key: "sidebar", html: "<b>Paused</b>", enabled: false });
    expect((await publicAd("sidebar")).json()).toEqual({ key: "sidebar", enabled: false, html: null });
    expect((await adminList()).find((s) => s.id === created.id)).toEqual({
      id: created.id,
      key: "sidebar",
      html: "<b>Paused</b>",
      enabled: false,
    });
  });
});

describe("GET /api/admin/ads", () => {
  it("requires a session", async () => {
    expect((await t.app.inject({ url: "/api/admin/ads" })).statusCode).toBe(401);
  });

  it("lists every slot with id, key, html and enabled", async () => {
    const created = await slot({ key: "list-check", html: "<i>x</i>" });
    const list = await adminList();
    expect(list).toContainEqual(created);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(["enabled", "html", "id", "key"]);
  });
});

describe("POST /api/admin/ads", () => {
  it("creates a slot, enabled by default, with html optional", async () => {
    const response = await create({ key: "middle" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), key: "middle", html: null, enabled: true });
    expect((await publicAd("middle")).json()).toEqual({ key: "middle", enabled: true, html: null });
  });

  it("stores blank html as none", async () => {
    expect((await slot({ key: "blank-html", html: "   " })).html).toBeNull();
  });

  it("requires a key, with 'Key is required'", async () => {
    for (const payload of [{}, { key: "" }, { key: "   " }, { key: null, html: "<p>x</p>" }]) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: "Key is required" });
    }
  });

  it("refuses keys that are not lowercase words joined by single hyphens", async () => {
    for (const key of ["Top", "top banner", "top_banner", "-top", "top-", "in--article", "top/1", "<script>"]) {
      const response = await create({ key });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await adminList()).some((s) => s.key.includes("banner"))).toBe(false);
  });

  it("accepts the suggested keys such as in-article-1", async () => {
    expect((await slot({ key: "in-article-1", html: "<p>Ad</p>" })).key).toBe("in-article-1");
  });

  it("refuses a non-boolean enabled or non-text html", async () => {
    expect((await create({ key: "bad-enabled", enabled: "yes" })).statusCode).toBe(400);
    expect((await create({ key: "bad-html", html: 42 })).statusCode).toBe(400);
    expect((await publicAd("bad-enabled")).statusCode).toBe(404);
  });

  it("answers 409 for a duplicate key and keeps the original", async () => {
    await slot({ key: "bottom", html: "<p>original</p>" });
    const response = await create({ key: "bottom", html: "<p>copy</p>" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await publicAd("bottom")).json().html).toBe("<p>original</p>");
    expect((await adminList()).filter((s) => s.key === "bottom")).toHaveLength(1);
  });
});

describe("PUT /api/admin/ads/{id}", () => {
  it("updates html and enabled, with or without repeating the key", async () => {
    const created = await slot({ key: "editable", html: "<p>v1</p>" });
    const first = await update(created.id, { html: "<p>v2</p>", enabled: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: created.id, key: "editable", html: "<p>v2</p>", enabled: false });
    expect((await publicAd("editable")).json()).toEqual({ key: "editable", enabled: false, html: null });

    const second = await update(created.id, { key: "editable", html: "<p>v3</p>", enabled: true });
    expect(second.statusCode).toBe(200);
    expect((await publicAd("editable")).json()).toEqual({ key: "editable", enabled: true, html: "<p>v3</p>" });
  });

  it("refuses to change the key with 400 and leaves the slot as it was", async () => {
    const created = await slot({ key: "fixed-key", html: "<p>keep</p>" });
    const response = await update(created.id, { key: "other-key", html: "<p>changed</p>", enabled: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await publicAd("fixed-key")).json()).toEqual({ key: "fixed-key", enabled: true, html: "<p>keep</p>" });
    expect((await publicAd("other-key")).statusCode).toBe(404);
  });

  it("refuses invalid fields with 400", async () => {
    const created = await slot({ key: "validated" });
    expect((await update(created.id, { enabled: "no" })).statusCode).toBe(400);
    expect((await update(created.id, { html: ["x"] })).statusCode).toBe(400);
  });

  it("is 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await update(999_999, { html: "<p>x</p>" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(expect.any(String));
    expect((await update("abc", { html: "<p>x</p>" })).statusCode).toBe(400);
  });
});
