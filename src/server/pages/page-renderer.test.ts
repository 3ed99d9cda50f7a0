import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReaderApi } from "#shared/reader-api.js";
import { HttpError } from "../http-error.js";
import { createInlineRenderer, createThreadRenderer, type PageRenderer, type PageRequest } from "./page-renderer.js";

/**
 * A minimal React Router server build: its entry answers with the loaders' data as JSON instead of
 * rendering React, so these tests see what crossed the thread boundary.
 */
const FAKE_BUILD = `
// A default export makes each a page route (one without is a resource route, answered without the entry).
const route = (id, path, loader) => ({ id, parentId: id === "root" ? undefined : "root", path, module: { default: () => null, loader } });
export const routes = {
  root: route("root", "", undefined),
  article: route("article", "articles/:slug", async ({ params, context }) => ({
    article: await context.reader.article(params.slug),
    site: context.publicUrl,
  })),
  broken: route("broken", "broken", async ({ context }) => context.reader.settings()),
  busy: route("busy", "busy", async ({ context }) => context.reader.categories()),
  crash: route("crash", "crash", () => process.exit(3)),
};
export const entry = {
  module: {
    default: (request, status, headers, routerContext, loadContext) => {
      headers.set("content-type", "application/json");
      headers.append("set-cookie", "seen=1");
      const body = { loaderData: routerContext.staticHandlerContext.loaderData, nonce: loadContext.nonce };
      return new Response(JSON.stringify(body), { status, headers });
    },
    handleError: () => {},
  },
};
const manifestRoute = (id) => ({ id, parentId: id === "root" ? undefined : "root", path: routes[id].path,
  module: "/" + id + ".js", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false,
  hasErrorBoundary: false });
export const assets = { entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1",
  routes: Object.fromEntries(Object.keys(routes).map((id) => [id, manifestRoute(id)])) };
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`;

const published = new Date("2026-11-01T08:00:00.000Z");
/** The read of "a-slow-story" waits until a test lets it go; `releaseSlowRead` changes once it waits. */
const noRelease = () => {};
let releaseSlowRead = noRelease;
const slowRead = () =>
  new Promise<void>((resolve) => {
    releaseSlowRead = resolve;
  });
const reader = {
  article: async (slug: string) => {
    if (slug === "a-slow-story") await slowRead();
    return slug === "a-story" || slug === "a-slow-story" ? { slug, publishedAt: published } : null;
  },
  settings: async () => {
    throw new Error("database unavailable");
  },
  // What the reader API answers when the database is down or past QUERY_TIMEOUT_MS (reader-api.ts).
  categories: async () => {
    throw new HttpError(503, "The server is busy");
  },
} as unknown as ReaderApi;
const site = {
  publicUrl: "https://news.example",
  googleNewsUrl: "https://news.google.com/rss",
  newsletterSignup: false,
  nonce: "NONCE",
  readerScripts: null,
};
const get = (pathname: string): PageRequest => ({
  method: "GET",
  url: `http://localhost${pathname}`,
  headers: [["accept", "text/html"]],
});

describe("page renderers", () => {
  let buildDir: string;
  let workerUrl: URL;
  const renderers: PageRenderer[] = [];
  const errors: Error[] = [];

  beforeAll(async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-fake-build-"));
    fs.mkdirSync(path.join(buildDir, "server"));
    fs.writeFileSync(path.join(buildDir, "server/index.js"), FAKE_BUILD);
    // The render thread's script as scripts/build.mjs makes it, its packages bundled in.
    const outfile = path.join(buildDir, "render-worker.js");
    await build({
      entryPoints: [path.join(import.meta.dirname, "render-worker.ts")],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
    });
    workerUrl = pathToFileURL(outfile);
  });
  afterAll(async () => {
    await Promise.all(renderers.map((r) => r.close()));
    fs.rmSync(buildDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    releaseSlowRead = noRelease;
  });

  /** One render thread running the fake build; its failures are collected in `errors`. */
  const threadRenderer = (options: { closeGraceMs?: number } = {}) =>
    createThreadRenderer({ threads: 1, reader, site, buildDir, workerUrl, onError: (e) => errors.push(e), ...options });

  const makers = {
    "on a render thread": async () => threadRenderer(),
    "on the main thread": () => createInlineRenderer(reader, site, buildDir),
  };

  for (const [where, make] of Object.entries(makers)) {
    it(`renders ${where} with the reader's data, the site context, headers and cookies`, async () => {
      const renderer = await make();
      renderers.push(renderer);
      const page = await renderer.render(get("/articles/a-story"), new AbortController().signal);
      expect(page.status).toBe(200);
      expect(page.cookies).toEqual(["seen=1"]);
      expect(page.headers).toContainEqual(["content-type", "application/json"]);
      expect(page.body).toBeInstanceOf(Uint8Array);
      expect(JSON.parse(Buffer.from(page.body).toString())).toEqual({
        loaderData: {
          article: { article: { slug: "a-story", publishedAt: published.toISOString() }, site: site.publicUrl },
        },
        nonce: "NONCE",
      });
      const broken = await renderer.render(get("/broken"), new AbortController().signal);
      expect(broken.status).toBe(500);
      const busy = await renderer.render(get("/busy"), new AbortController().signal);
      expect(busy.status).toBe(503);
    });
  }

  it("lets the renders in flight finish when it closes, then stops its threads", async () => {
    const renderer = threadRenderer();
    const signal = new AbortController().signal;
    expect((await renderer.render(get("/articles/a-story"), signal)).status).toBe(200);
    const slow = renderer.render(get("/articles/a-slow-story"), signal);
    await vi.waitFor(() => expect(releaseSlowRead).not.toBe(noRelease));
    let closed = false;
    const closing = renderer.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    releaseSlowRead();
    expect((await slow).status).toBe(200);
    await closing;
    await expect(renderer.render(get("/articles/a-story"), signal)).rejects.toThrow();
  });

  it("stops its threads after the grace period even if a render never ends", async () => {
    const renderer = threadRenderer({ closeGraceMs: 100 });
    const signal = new AbortController().signal;
    const stuck = renderer.render(get("/articles/a-slow-story"), signal);
    stuck.catch(() => {});
    await vi.waitFor(() => expect(releaseSlowRead).not.toBe(noRelease));
    await renderer.close();
    await expect(stuck).rejects.toThrow("The page render thread stopped");
    releaseSlowRead();
  });

  it("replaces a render thread that stopped; the page it was rendering fails, the next ones do not", async () => {
    const renderer = threadRenderer();
    renderers.push(renderer);
    const signal = new AbortController().signal;
    expect((await renderer.render(get("/articles/a-story"), signal)).status).toBe(200);
    await expect(renderer.render(get("/crash"), signal)).rejects.toThrow(
      "The page render thread stopped (exit code 3)",
    );
    expect(errors.map((e) => e.message)).toContain("The page render thread stopped (exit code 3)");
    // The replacement starts after a pause; a render asked for meanwhile waits for it.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const page = await renderer.render(get("/articles/a-story"), signal).catch(() => undefined);
      if (page) {
        expect(page.status).toBe(200);
        break;
      }
      if (Date.now() > deadline) throw new Error("no replacement thread");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
