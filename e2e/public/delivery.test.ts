import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { openPage } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();

/** A request's answer with the raw (still compressed) body, as a client that sent this Accept-Encoding receives it. */
function rawRequest(
  path: string,
  {
    method = "GET",
    acceptEncoding,
    ifNoneMatch,
  }: { method?: string; acceptEncoding?: string; ifNoneMatch?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
    if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
    http
      .request(`${baseUrl}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const rawGet = (path: string, acceptEncoding?: string) => rawRequest(path, { acceptEncoding });

describe("HEAD requests for pages", () => {
  it("answer with the page's type and length, and the GETs that follow still get the whole page", async () => {
    // A URL nobody asked for yet, so the HEAD is what renders it (and what the response cache keeps).
    const path = `/about?page=${Date.now()}`; // a parameter the cache keys on (ADR 0012)
    const head = await rawRequest(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body.length).toBe(0);
    const get = await rawGet(path);
    expect(get.status).toBe(200);
    expect(get.headers["x-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBe(get.body.length);
    expect(get.body.toString()).toContain("</html>");
  });
});

describe("stored answers", () => {
  /** The headers that are the same for every answer of a URL (not how its body is framed). */
  const lasting = (headers: http.IncomingHttpHeaders) => {
    const {
      date: _date,
      "x-cache": _cache,
      "content-encoding": _encoding,
      "content-length": _length,
      "transfer-encoding": _chunked,
      ...rest
    } = headers;
    return rest;
  };

  // A parameter some route reads (`page`) makes an entry of its own: a fresh one for this test.
  for (const path of [`/about?page=${Date.now()}`, `/api/categories?page=${Date.now()}`]) {
    it(`are sent with the first answer's headers, security headers included, compressed and revalidated (${path.split("?")[0]})`, async () => {
      const first = await rawGet(path);
      expect(first.headers["x-cache"]).toBe("MISS");
      const stored = await rawGet(path);
      expect(stored.headers["x-cache"]).toBe("HIT");
      expect(lasting(stored.headers)).toEqual(lasting(first.headers));
      expect(stored.headers["x-content-type-options"]).toBe("nosniff");
      expect(stored.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(stored.body.equals(first.body)).toBe(true);
      expect(Number(stored.headers["content-length"])).toBe(first.body.length);

      const head = await rawRequest(path, { method: "HEAD" });
      expect(head.headers["x-cache"]).toBe("HIT");
      expect(head.body.length).toBe(0);
      expect(Number(head.headers["content-length"])).toBe(first.body.length);

      const notModified = await rawRequest(path, { ifNoneMatch: String(first.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(first.headers.etag);

      // Compressed on the spot until the stored copies are made, then sent as stored: the same bytes.
      for (let i = 0; i < 3; i++) {
        const compressed = await rawGet(path, "gzip, deflate, br");
        expect(compressed.headers["x-cache"]).toBe("HIT");
        if (first.body.length >= 1024) {
          expect(compressed.headers["content-encoding"]).toBe("br");
          expect(zlib.brotliDecompressSync(compressed.body).equals(first.body)).toBe(true);
        }
        expect(lasting(compressed.headers)).toEqual(lasting(first.headers));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
  }
});

describe("precompressed static assets", () => {
  it("sends the build's brotli and gzip files to clients that accept them, cached as immutable", async () => {
    const html = (await rawGet("/")).body.toString();
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g))];
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    const big = [];
    for (const asset of assets) {
      const plain = await rawGet(asset);
      if (plain.body.length < 1024) continue;
      big.push(asset);
      expect(plain.headers["content-encoding"], asset).toBeUndefined();
      for (const [encoding, decode] of [
        ["br", zlib.brotliDecompressSync],
        ["gzip", zlib.gunzipSync],
      ] as const) {
        const compressed = await rawGet(asset, encoding === "br" ? "gzip, deflate, br" : "gzip");
        expect(compressed.status).toBe(200);
        expect(compressed.headers["content-encoding"], asset).toBe(encoding);
        expect(compressed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(compressed.headers.vary).toContain("accept-encoding");
        expect(compressed.body.length).toBeLessThan(plain.body.length);
        expect(decode(compressed.body).equals(plain.body), `${asset} ${encoding}`).toBe(true);
      }
    }
    expect(big.length).toBeGreaterThan(1);
  });
});

describe("responsive images", () => {
  const browser = setupBrowser();

  it("every WebP rendition the home page offers exists, and a phone loads a rendition, not the original", async () => {
    const html = (await rawGet("/")).body.toString();
    const srcsets = [...html.matchAll(/srcSet="([^"]+)"/gi)].map((m) => m[1]!);
    expect(srcsets.length).toBeGreaterThan(3);
    const candidates = new Set(srcsets.flatMap((s) => s.split(", ").map((c) => c.split(" ")[0]!)));
    for (const url of candidates) {
      const response = await rawGet(url);
      expect(response.status, url).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toContain("immutable");
    }

    const { page, context } = await openPage(browser(), baseUrl, { phone: true });
    const first = page.getByTestId("featured-carousel").locator("img").first();
    await first.evaluate((img: HTMLImageElement) => img.decode());
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w(400|800|1200)\.webp$/);
    await context.close();
  });
});
