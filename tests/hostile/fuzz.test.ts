import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle, sameOrigin } from "../support/factories.js";
import { peakMemoryMb, recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/** `npm run test:hostile` sets HOSTILE_LONG=1 for the long run; `npm test` runs a fast subset. */
const LONG = process.env.HOSTILE_LONG === "1";
const RUNS = LONG ? 10_000 : 400;

const t = setupTestApp({ env: { COMMENT_RATE_LIMIT: "1000000", LOGIN_MAX_FAILURES: "1000000" }, staff: true });
let routes: { method: string; path: string }[] = [];
let tried = 0;

beforeAll(async () => {
  await makeArticle(t.app, { slug: "fuzz-target" });
  const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, object> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })),
  );
});
afterAll(() => {
  if (!t.built) return;
  recordHostile({
    suite: `API fuzzing (${routes.length} routes)`,
    inputs: tried,
    requests: t.traffic.requests,
    fiveHundreds: t.traffic.fiveHundreds,
    peakMemoryMb: peakMemoryMb(),
  });
});

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "%00",
    "..",
    "../../etc/passwd",
    "__proto__",
    "constructor",
    "prototype",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "1e400",
    "-1",
    "0",
    "99999999999999999999999",
    "NaN",
    "Infinity",
    "null",
    "true",
    "fuzz-target",
    "1",
    "x".repeat(5000),
    "😀".repeat(50),
  ),
);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      "title",
      "slug",
      "body",
      "author",
      "categoryId",
      "excerpt",
      "heroImage",
      "published",
      "publishedAt",
      "featured",
      "name",
      "email",
      "parentId",
      "order",
      "key",
      "html",
      "enabled",
      "value",
      "status",
      "password",
      "__proto__",
      "constructor",
    ),
    fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 })),
  ),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')),
  fc.constant({ nested: JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`) }),
);

const request = fc.record({
  routeIndex: fc.nat(),
  params: fc.array(nasty, { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(
    fc.constantFrom("page", "limit", "q", "featured", "category", "exclude", "source", "url", "x"),
    nasty,
    {
      maxKeys: 4,
    },
  ),
  body: jsonBody,
  bodyKind: fc.constantFrom("json", "json", "json", "raw", "multipart", "none"),
  raw: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("{", "[1,", '{"a":', "\u0000\u0001", "null")),
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-16",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=zzz",
    "multipart/form-data",
    "image/png",
  ),
  withSession: fc.boolean(),
});

describe(`fuzzing every API route (${RUNS} cases)`, () => {
  it("never answers 5xx, and every error is JSON { message }", async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        tried += 1;
        const route = routes[input.routeIndex % routes.length]!;
        let i = 0;
        const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(input.params[i++ % 3]!));
        const options: InjectOptions = {
          method: route.method as InjectOptions["method"],
          url: path,
          query: input.query,
          headers: { ...(input.withSession ? sameOrigin(t.cookie) : {}) },
        };
        if (route.method !== "GET" && route.method !== "DELETE" && input.bodyKind !== "none") {
          if (input.bodyKind === "json") {
            options.payload = JSON.stringify(input.body);
            options.headers!["content-type"] = "application/json";
          } else if (input.bodyKind === "multipart") {
            options.payload = `--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${input.raw}\r\n--zzz--\r\n`;
            options.headers!["content-type"] = "multipart/form-data; boundary=zzz";
          } else {
            options.payload = input.raw;
            options.headers!["content-type"] = input.contentType;
          }
        }
        const response = await t.app.inject(options);
        const label = `${route.method} ${path} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) failures.push(label);
        if (response.statusCode >= 400 && route.path.startsWith("/api/")) {
          let message: unknown;
          try {
            message = (JSON.parse(response.body) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== "string" || message === "") failures.push(`not {message}: ${label}`);
        }
        return true;
      }),
      { numRuns: RUNS, seed: LONG ? undefined : 20261121 },
    );
    console.log(`fuzz: ${tried} requests tried over ${routes.length} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 600_000);

  it("leaves the server healthy afterwards", async () => {
    expect((await t.app.inject({ url: "/api/articles" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/settings" })).statusCode).toBe(200);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
