import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api.js";

/*
 * Every path of the API client reads the answer's body: one left unread keeps its request open in
 * Chromium, and the page never reaches network idle (issue 17). Its errors are data (status and body),
 * with the message the screens show ("<status>: <body text>", SPEC 8).
 */
function answer(status: number, body: string | null, init: ResponseInit = {}) {
  const response = new Response(body, { status, headers: { "content-type": "application/json" }, ...init });
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetch);
  return { response, fetch };
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API client reads every body", () => {
  it("a status answered with null (a visitor without a session, a missing ad slot)", async () => {
    const { response } = answer(401, '{"message":"Unauthorized"}');
    expect(await api("/api/auth/user", { nullOn: 401 })).toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it("an error, whatever the status, and a success", async () => {
    let { response } = answer(401, '{"message":"Unauthorized"}');
    await expect(api("/api/auth/user")).rejects.toThrow(/^401: /);
    expect(response.bodyUsed).toBe(true);
    ({ response } = answer(500, "broken"));
    await expect(api("/api/x", { nullOn: 401 })).rejects.toThrow("500: broken");
    expect(response.bodyUsed).toBe(true);
    ({ response } = answer(403, "forbidden"));
    await expect(api("/api/admin/stats", { cache: "no-cache" })).rejects.toThrow("403: forbidden");
    expect(response.bodyUsed).toBe(true);
    ({ response } = answer(200, '{"id":1}'));
    expect(await api("/api/x")).toEqual({ id: 1 });
    expect(response.bodyUsed).toBe(true);
  });

  it("a JSON request, on an error, on success and on an empty answer", async () => {
    let { response } = answer(409, '{"message":"taken"}');
    await expect(api("/api/admin/articles", { method: "POST", body: {} })).rejects.toThrow(/^409: /);
    expect(response.bodyUsed).toBe(true);
    ({ response } = answer(200, '{"ok":true}'));
    expect(await api("/api/admin/settings/x", { method: "PUT", body: { value: "y" } })).toEqual({ ok: true });
    expect(response.bodyUsed).toBe(true);
    answer(204, null);
    expect(await api("/api/admin/articles/1", { method: "DELETE" })).toBeNull();
  });
});

describe("what the API client sends", () => {
  it("credentials always; JSON with its content type; the cache mode", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await api("/api/a", { method: "PUT", body: { value: "y" } });
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: "PUT",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"value":"y"}',
    });
    await api("/api/settings", { cache: "no-cache" });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ credentials: "include", cache: "no-cache" });
    expect(fetch.mock.calls[1]![1]!.body).toBeUndefined();
    expect(fetch.mock.calls[1]![1]!.headers).toBeUndefined();
  });
});

describe("ApiError", () => {
  it("keeps the status, the JSON body and the message the screens show", async () => {
    answer(409, '{"message":"A draft exists","articleId":7}');
    const error = await failure(api("/api/admin/wire/1/draft", { method: "POST", body: {} }));
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ message: "A draft exists", articleId: 7 });
    expect(error.message).toBe('409: {"message":"A draft exists","articleId":7}');
    expect(error).toBeInstanceOf(Error);
  });

  it("keeps a body that is not JSON as text, and says the status text when the body is empty", async () => {
    answer(502, "Bad gateway from the proxy", { headers: { "content-type": "text/plain" } });
    const text = await failure(api("/api/x"));
    expect(text.body).toBe("Bad gateway from the proxy");
    expect(text.message).toBe("502: Bad gateway from the proxy");
    answer(503, "", { statusText: "Service Unavailable" });
    const empty = await failure(api("/api/x"));
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.body).toBe("Service Unavailable");
  });
});
