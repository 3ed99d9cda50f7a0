import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server.js";

/** What a reader sees of a page, without what differs per response (the CSP nonce) or per second. */
async function outline(baseUrl: string, pathname: string) {
  const response = await fetch(`${baseUrl}${pathname}`);
  const html = await response.text();
  const text = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]?.replace(/<[^>]+>/g, "").trim());
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    title: text(/<title>([^<]*)<\/title>/g),
    headings: text(/<h[12][^>]*>([\s\S]*?)<\/h[12]>/g),
    articleLinks: (html.match(/href="\/articles\//g) ?? []).length,
  };
}

const PAGES = ["/", "/articles/{slug}", "/category/politics", "/search?q=stockholm", "/about", "/no-such-page"];

describe("render threads", () => {
  // Two servers start one after the other in the test (the first makes the demo newsroom): more than the
  // suite's 45 s on a busy machine, so the test allows two starts (startServer waits up to 90 s for each).
  it("the server renders the same pages on the main thread (RENDER_THREADS=0) as on two render threads", {
    timeout: 200_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-threads-"));
    try {
      const outlines: Record<string, unknown>[] = [];
      for (const threads of ["0", "2"]) {
        const server = await startServer({ RENDER_THREADS: threads }, { dataDir });
        try {
          const list = (await (await fetch(`${server.baseUrl}/api/articles?limit=1`)).json()) as {
            articles: { slug: string }[];
          };
          const slug = list.articles[0]!.slug;
          const seen: Record<string, unknown> = {};
          // At once, as readers would: pages in flight together on the render threads.
          const answers = await Promise.all(PAGES.map((p) => outline(server.baseUrl, p.replace("{slug}", slug))));
          PAGES.forEach((p, i) => {
            seen[p] = answers[i];
          });
          outlines.push(seen);
        } finally {
          await server.stop();
        }
      }
      const [mainThread, renderThreads] = outlines;
      expect(renderThreads).toEqual(mainThread);
      expect(mainThread!["/no-such-page"]).toMatchObject({ status: 404 });
      expect(mainThread!["/"]).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
      expect((mainThread!["/"] as { articleLinks: number }).articleLinks).toBeGreaterThan(10);
      expect((mainThread!["/articles/{slug}"] as { headings: string[] }).headings.length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
