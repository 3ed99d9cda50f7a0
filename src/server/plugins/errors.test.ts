import { beforeAll, describe, expect, it } from "vitest";
import { makeArticle, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

const t = setupTestApp({ env: { COMMENT_RATE_LIMIT: "1000" }, staff: true });
let commentsUrl: string;
beforeAll(async () => {
  commentsUrl = `/api/articles/${(await makeArticle(t.app)).slug}/comments`;
});

type Method = "POST" | "PUT";
/** JSON write routes: a public one, the public login, and staff ones (sent with a session from our origin). */
const targets = (): { method: Method; url: string }[] => [
  { method: "POST", url: commentsUrl },
  { method: "POST", url: "/api/admin/login" },
  { method: "POST", url: "/api/admin/ads" },
  { method: "PUT", url: "/api/admin/settings/siteName" },
  { method: "POST", url: "/api/admin/categories" },
];

const send = (target: { method: Method; url: string }, payload: string | Buffer, contentType = "application/json") =>
  t.app.inject({
    method: target.method,
    url: target.url,
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload,
  });

/** Every error answer is JSON `{ message }` and never a server error. */
function expectClientError(response: Awaited<ReturnType<typeof send>>, status: number, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers["content-type"], label).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body), label).toEqual(["message"]);
  expect(body.message, label).toEqual(expect.any(String));
  expect(body.message.length, label).toBeGreaterThan(0);
  return body.message as string;
}

describe("malformed JSON", () => {
  it("answers 400 'Request body is not valid JSON' on every JSON route", async () => {
    for (const target of targets()) {
      for (const payload of ['{"name": "Eva",', "{'key': 'top'}", "not json", '{"a":1}}']) {
        const message = expectClientError(await send(target, payload), 400, `${target.url} ${payload}`);
        expect(message).toBe("Request body is not valid JSON");
      }
    }
  });

  it("treats an empty JSON body as invalid JSON", async () => {
    for (const target of targets()) {
      const message = expectClientError(await send(target, ""), 400, target.url);
      expect(message).toBe("Request body is not valid JSON");
    }
  });
});

describe("prototype pollution attempts", () => {
  const payloads = [
    '{"__proto__": {"isAdmin": true}, "name": "Eva", "body": "Hi", "key": "proto-a", "value": "x"}',
    '{"constructor": {"prototype": {"isAdmin": true}}, "name": "Eva", "body": "Hi", "key": "proto-b", "value": "x"}',
    '{"name": "Eva", "nested": {"__proto__": {"polluted": 1}}, "body": "Hi"}',
  ];

  it("answers 400, not 500, and pollutes nothing", async () => {
    for (const target of targets()) {
      for (const payload of payloads) expectClientError(await send(target, payload), 400, `${target.url} ${payload}`);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const ads = (await t.app.inject({ url: "/api/admin/ads", headers: { cookie: t.cookie } })).json() as {
      key: string;
    }[];
    expect(ads.some((a) => a.key.startsWith("proto-"))).toBe(false);
  });
});

describe("oversized bodies", () => {
  it("answers 413 for a JSON body over 1 MB", async () => {
    const big = JSON.stringify({ name: "Eva", body: "x".repeat(1_100_000), key: "big", value: "x".repeat(1_100_000) });
    for (const target of targets()) expectClientError(await send(target, big), 413, target.url);
  });

  it("still accepts a body just under 1 MB as far as parsing goes", async () => {
    const nearly = JSON.stringify({ value: "x".repeat(1_000_000) });
    // Parsed fine; refused by the setting's own length rule, not by the size limit.
    const message = expectClientError(
      await send({ method: "PUT", url: "/api/admin/settings/siteName" }, nearly),
      400,
      "near limit",
    );
    expect(message).not.toBe("Request body is not valid JSON");
  });
});

describe("wrong content types", () => {
  it("answers 415 for text/plain on a JSON route", async () => {
    for (const target of targets()) {
      expectClientError(
        await send(target, '{"name":"Eva","body":"Hi"}', "text/plain"),
        415,
        `${target.url} text/plain`,
      );
    }
  });

  it("answers 415 for form-encoded, XML and unknown types", async () => {
    for (const target of targets()) {
      for (const type of ["application/x-www-form-urlencoded", "application/xml", "application/octet-stream"]) {
        expectClientError(await send(target, "name=Eva&body=Hi", type), 415, `${target.url} ${type}`);
      }
    }
  });

  it("does not treat a multipart body as JSON on a JSON route", async () => {
    const boundary = "----onff-test-boundary";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nEva\r\n--${boundary}--\r\n`;
    const response = await send(
      { method: "POST", url: "/api/admin/ads" },
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("never a server error for client mistakes", () => {
  it("refuses odd ids, slugs and keys in paths with 4xx JSON", async () => {
    const urls: [string, "GET" | "PUT" | "DELETE"][] = [
      ["/api/admin/ads/99999999999", "PUT"],
      ["/api/admin/ads/-1", "PUT"],
      ["/api/admin/ads/1.5", "PUT"],
      ["/api/admin/ads/1e3", "PUT"],
      ["/api/admin/comments/0/status", "PUT"],
      ["/api/admin/comments/%00", "DELETE"],
      ["/api/admin/articles/NaN", "DELETE"],
      [`/api/articles/${"a".repeat(300)}/comments`, "GET"],
      ["/api/articles/%F0%9F%98%80/comments", "GET"],
      ["/api/ads/%E2%80%AE", "GET"],
      [`/api/ads/${"k".repeat(400)}`, "GET"],
      ["/api/admin/settings/%C0", "PUT"],
    ];
    for (const [url, method] of urls) {
      const response = await t.app.inject({
        method,
        url,
        headers: sameOrigin(t.cookie),
        payload: method === "PUT" ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.json().message, url).toEqual(expect.any(String));
    }
  });

  it("refuses JSON of the wrong shape with 400", async () => {
    for (const target of targets()) {
      for (const payload of ["[]", "null", "true", '"text"', "123", '{"name":{"first":"Eva"},"key":[1],"value":{}}']) {
        expectClientError(await send(target, payload), 400, `${target.url} ${payload}`);
      }
    }
  });

  it("answers deeply nested JSON without crashing", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    for (const target of targets()) {
      const response = await send(target, deep);
      expect(response.statusCode, target.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, target.url).toBeLessThan(500);
    }
  });

  it("answers 404 JSON for unknown API routes and methods", async () => {
    for (const [method, url] of [
      ["GET", "/api/no-such-thing"],
      ["PATCH", "/api/settings"],
      ["DELETE", "/api/settings"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: sameOrigin(t.cookie) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
