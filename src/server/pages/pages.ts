import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { setPublicCaching } from "../plugins/cache-control.js";
import { NONCE_PLACEHOLDER } from "../plugins/content-security.js";
import { policyOf } from "../plugins/route-policy.js";
import { createFifoGate } from "../plugins/fifo-gate.js";
import {
  CAN_RENDER_ON_THREADS,
  createInlineRenderer,
  createThreadRenderer,
  type PageRequest,
  type RenderedPage,
  WEB_BUILD_DIR,
} from "./page-renderer.js";
import { createReaderApi } from "./reader-api.js";
import { loadReaderScripts } from "./reader-scripts.js";

const PAGES_PER_RENDER_THREAD = 6;

/**
 * What the pages read from the query string: ours (page-context.ts, search.tsx), and React Router's own,
 * on its data requests (`/contact.data?_routes=…`, `?index`) and its route discovery
 * (`/__manifest?paths=…&version=…`). The response cache keys pages on these alone (ADR 0012);
 * page-query.test.ts checks that neither src/web nor React Router reads another.
 */
export const PAGE_QUERY_NAMES = ["page", "q", "token", "result", "_routes", "index", "paths", "version"] as const;

/**
 * A HEAD is rendered as the GET it stands for: its answer then has the page's real length and type (the
 * server sends no body to a HEAD), and the response cache, which keeps it for the GETs that follow, keeps
 * the whole page rather than an empty one.
 */
function toPageRequest(request: FastifyRequest): PageRequest {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.push([name, v]);
  }
  // A page that will be kept is rendered from its cache key, so that it is the page for every URL with that key.
  const target = request.cacheKey ?? request.url;
  return { method: "GET", url: `${request.protocol}://${request.host}${target}`, headers };
}

/**
 * Sends the rendered page as one buffer (not a stream): the response cache keeps it, and the CSP nonce
 * placeholder in it is replaced per response. Loaders are awaited before rendering anyway.
 */
function sendPage(reply: FastifyReply, page: RenderedPage): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (page.cookies.length) reply.header("set-cookie", page.cookies);
  if (!reply.hasHeader("cache-control")) setPublicCaching(reply);
  const { buffer, byteOffset, byteLength } = page.body;
  return reply.send(Buffer.from(buffer, byteOffset, byteLength));
}

/**
 * Serves the React Router app: hashed client assets from build/client/assets (immutable), and every
 * other GET/HEAD that no API route claimed is rendered on the server, on `renderThreads` worker threads
 * (page-renderer.ts), or on the main thread when that is 0.
 */
export async function registerPages(
  app: FastifyInstance,
  options: { publicUrl: string; googleNewsUrl: string; renderThreads: number; buildDir?: string },
) {
  const buildDir = options.buildDir ?? WEB_BUILD_DIR;
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client/assets"),
    prefix: "/assets/",
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: "365d",
    preCompressed: true,
  });
  const clientRoot = path.join(buildDir, "client");
  for (const file of ["favicon.ico", "favicon.svg"]) {
    const full = path.join(clientRoot, file);
    if (!fs.existsSync(full)) continue;
    app.get(`/${file}`, (_request, reply) =>
      reply
        .header("cache-control", "public, max-age=86400")
        .type(file.endsWith(".svg") ? "image/svg+xml" : "image/x-icon")
        .send(fs.createReadStream(full)),
    );
  }

  const reader = createReaderApi(app.services);
  const readerScripts = loadReaderScripts(buildDir, (message) => app.log.warn(message));
  const site = {
    publicUrl: options.publicUrl,
    googleNewsUrl: options.googleNewsUrl,
    newsletterSignup: app.services.newsletter.canSubscribe,
    nonce: NONCE_PLACEHOLDER,
    readerScripts,
  };
  const threads = CAN_RENDER_ON_THREADS ? options.renderThreads : 0;
  const renderer = threads
    ? createThreadRenderer({
        threads,
        reader,
        site,
        buildDir,
        onError: (error) => app.log.error({ err: error }, "a page render thread stopped; starting another"),
      })
    : await createInlineRenderer(reader, site, buildDir);
  app.addHook("onClose", () => renderer.close());
  // Rendering on the main thread takes the CPU turns shared with searches. With render threads, several
  // pages at a time: while a thread renders one, the main thread reads the data of the next ones (their
  // loaders ask in a few rounds). Three a thread left both threads idle at times; six kept them busy.
  const turns = threads ? createFifoGate(threads * PAGES_PER_RENDER_THREAD) : app.cpuTurns;
  // Its queue is reported by /metrics (plugins/metrics.ts) beside the CPU turns'.
  if (threads) app.decorate("pageTurns", turns);

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    config: { queryNames: PAGE_QUERY_NAMES },
    handler: async (request, reply) => {
      // Unknown API paths, however spelled, get the API's JSON 404, not a page.
      if (policyOf(request).api) return reply.callNotFound();
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      return turns.run(async () => {
        // A reader who left while waiting for a turn costs nothing. The answer nobody reads still goes
        // through the onSend hooks (499, as proxies log it), which is how closing knows this request ended.
        if (controller.signal.aborted) return reply.code(499).send();
        return sendPage(reply, await renderer.render(toPageRequest(request), controller.signal));
      });
    },
  });
}
