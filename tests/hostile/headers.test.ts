import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/modules/auth/session-cookie.js";
import { NONCE_PLACEHOLDER } from "#server/plugins/content-security.js";
import { MALFORMED_PATH } from "#server/plugins/route-policy.js";
import { STAFF } from "../support/factories.js";
import { type RawAnswer, rawRequest } from "../support/raw-http.js";
import { setupTestApp } from "../support/test-app.js";
import { cspDirectives } from "../support/csp.js";

/**
 * Security headers (issue 7, ARCHITECTURE 5) through app.inject: HSTS only when PUBLIC_URL is https, the
 * session cookie's flags, and the CSP nonce (fresh per render, kept by the cached page: ADR 0006) on a
 * stand-in HTML route rendered the way the pages are (with the nonce placeholder). The real pages are checked in e2e/hostile/headers.test.ts.
 */

/** A stand-in page: inline scripts carry the placeholder, as React Router's render does. */
function standInPage(app: FastifyInstance) {
  // It reads `render` as a page reads `page`: each value is its own page, its own cache entry.
  app.get("/stand-in", { config: { queryNames: ["render"] } }, (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html><head><script nonce="${NONCE_PLACEHOLDER}">var a=1</script></head>` +
          `<body><p>${"padding ".repeat(300)}</p><script type="module" nonce="${NONCE_PLACEHOLDER}">var b=2</script></body></html>`,
      ),
  );
}

async function login(app: FastifyInstance, origin: string) {
  await app.services.auth.setStaffAccount(STAFF.email, STAFF.password);
  return app.inject({ method: "POST", url: "/api/admin/login", payload: STAFF, headers: { origin } });
}

describe.each([
  ["https", "https://news.example"],
  ["http", "http://localhost:3000"],
])("served over %s (PUBLIC_URL %s)", (scheme, publicUrl) => {
  const https = scheme === "https";
  const t = setupTestApp({ env: { PUBLIC_URL: publicUrl }, build: { extend: standInPage } });

  it(https ? "sends HSTS (a year or more) on pages and API answers" : "sends no HSTS", async () => {
    for (const url of ["/stand-in", "/api/settings", "/api/no-such-route"]) {
      const hsts = (await t.app.inject({ url })).headers["strict-transport-security"];
      if (!https) {
        expect(hsts, url).toBeUndefined();
        continue;
      }
      expect(hsts, url).toEqual(expect.any(String));
      const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1]);
      expect(maxAge, url).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it(`gives the session cookie HttpOnly, SameSite=Lax, Path=/${https ? " and Secure" : " (no Secure over http)"}`, async () => {
    const response = await login(t.app, publicUrl);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(String(session!.sameSite).toLowerCase()).toBe("lax");
    expect(session!.path).toBe("/");
    expect(Boolean(session!.secure)).toBe(https);
    expect(session!.value.length).toBeGreaterThanOrEqual(32);
    // The raw header too (what a browser reads).
    const raw = [response.headers["set-cookie"]].flat().find((c) => String(c).startsWith(`${SESSION_COOKIE}=`))!;
    expect(/;\s*Secure/i.test(String(raw))).toBe(https);
    expect(String(raw)).toMatch(/;\s*HttpOnly/i);
  });

  it("gives every HTML answer a CSP whose nonce, fresh per render, matches its inline scripts", async () => {
    const nonces = new Set<string>();
    const answers = ["identity", "gzip", "br", "identity"].flatMap((encoding, render) => [
      // Each render has its own URL; the second answer of each comes from the page cache.
      { url: `/stand-in?render=${render}`, encoding },
      { url: `/stand-in?render=${render}`, encoding },
    ]);
    for (const { url, encoding } of answers) {
      const response = await t.app.inject({ url, headers: { "accept-encoding": encoding } });
      expect(response.statusCode).toBe(200);
      const csp = cspDirectives(String(response.headers["content-security-policy"]));
      const scriptSrc = csp.get("script-src") ?? [];
      const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, encoding).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
      nonces.add(nonce!);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")?.length).toBeGreaterThan(0);
      expect(csp.get("frame-ancestors")).not.toContain("*");
      expect(csp.get("base-uri")).toBeDefined();
      expect(csp.has("upgrade-insecure-requests")).toBe(https);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(response.headers["referrer-policy"])).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      // inject does not decompress: read the body as the browser would.
      const body =
        response.headers["content-encoding"] === "gzip"
          ? (await import("node:zlib")).gunzipSync(response.rawPayload).toString()
          : response.headers["content-encoding"] === "br"
            ? (await import("node:zlib")).brotliDecompressSync(response.rawPayload).toString()
            : response.body;
      expect(body).not.toContain(NONCE_PLACEHOLDER);
      const tags = body.match(/<script\b[^>]*>/g) ?? [];
      expect(tags).toHaveLength(2);
      for (const tag of tags) expect(tag, encoding).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4); // one per render; a cached answer keeps its render's nonce
  });

  it("does not put a CSP nonce on JSON answers, but still sends nosniff", async () => {
    const response = await t.app.inject({ url: "/api/settings" });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

/** The headers helmet gives every answer (CSP is content-security.ts's, on pages only). */
const SECURITY_HEADERS = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const securityHeaders = (answer: RawAnswer) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]));

describe("requests refused before any route sees them, over a real socket", () => {
  const t = setupTestApp({ env: { PUBLIC_URL: "https://news.example" }, listen: true });

  /** A refusal from a route, with every security header: what the refusals below must match. */
  async function reference() {
    const answer = await rawRequest(t.origin, "GET", "/api/no-such-route");
    expect(answer.status).toBe(404);
    for (const [name, value] of Object.entries(securityHeaders(answer)))
      expect(value, name).toEqual(expect.any(String));
    return securityHeaders(answer);
  }

  it("refuses two Host headers with 400 and the security headers, even for an answer the cache holds", async () => {
    const expected = await reference();
    await rawRequest(t.origin, "GET", "/api/settings");
    expect((await rawRequest(t.origin, "GET", "/api/settings")).headers["x-cache"]).toBe("HIT");
    for (const url of ["/api/settings", "/api/no-such-route"]) {
      const answer = await rawRequest(t.origin, "GET", url, {
        headers: { host: [`127.0.0.1:${t.port}`, "evil.example"] },
      });
      expect([answer.status, JSON.parse(answer.body)], url).toEqual([
        400,
        { message: "Bad request: more than one Host header" },
      ]);
      expect(securityHeaders(answer), url).toEqual(expected);
      expect(answer.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("sends the security headers with the 400 for a malformed percent-escape", async () => {
    const expected = await reference();
    for (const url of ["/api/articles/%E0%A4%A", "/%zz", "/api/articles/%zz?page=1"]) {
      const answer = await rawRequest(t.origin, "GET", url);
      expect([answer.status, JSON.parse(answer.body)], url).toEqual([400, { message: MALFORMED_PATH }]);
      expect(securityHeaders(answer), url).toEqual(expected);
      expect(answer.headers["cache-control"], url).toBe("no-store");
    }
  });
});
