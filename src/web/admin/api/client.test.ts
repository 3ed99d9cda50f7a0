import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "#web/ui/api.js";
import { get, getJson } from "./client.js";

/*
 * Every path of the fetch helpers reads the answer's body: one left unread keeps its request open in
 * Chromium, and the page never reaches network idle (issue 17).
 */
function answer(status: number, body: string) {
  const response = new Response(body, { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
  return response;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the staff fetch helpers read every body", () => {
  it("getJson(…, 'returnNull') on a 401", async () => {
    const response = answer(401, '{"message":"Unauthorized"}');
    expect(await getJson("/api/auth/user", "returnNull")).toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it("getJson on a 401 that throws, on an error and on success", async () => {
    let response = answer(401, '{"message":"Unauthorized"}');
    await expect(getJson("/api/auth/user")).rejects.toThrow(/^401: /);
    expect(response.bodyUsed).toBe(true);
    response = answer(500, "broken");
    await expect(getJson("/api/x", "returnNull")).rejects.toThrow("500: broken");
    expect(response.bodyUsed).toBe(true);
    response = answer(200, '{"id":1}');
    expect(await getJson("/api/x")).toEqual({ id: 1 });
    expect(response.bodyUsed).toBe(true);
  });

  it("get, on an error and on success", async () => {
    let response = answer(403, "forbidden");
    await expect(get("/api/admin/stats")).rejects.toThrow("403: forbidden");
    expect(response.bodyUsed).toBe(true);
    response = answer(200, "[]");
    expect(await get("/api/admin/stats")).toEqual([]);
    expect(response.bodyUsed).toBe(true);
  });

  it("apiRequest, on an error, on success and on an empty answer", async () => {
    let response = answer(409, '{"message":"taken"}');
    await expect(apiRequest("POST", "/api/admin/articles", {})).rejects.toThrow(/^409: /);
    expect(response.bodyUsed).toBe(true);
    response = answer(200, '{"ok":true}');
    expect(await apiRequest("PUT", "/api/admin/settings/x", { value: "y" })).toEqual({ ok: true });
    expect(response.bodyUsed).toBe(true);
    response = new Response(null, { status: 204 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => response),
    );
    expect(await apiRequest("DELETE", "/api/admin/articles/1")).toBeNull();
  });
});
