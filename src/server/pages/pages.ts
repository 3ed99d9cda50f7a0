import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageContext } from "../../shared/reader-api.js";
import { setPublicCaching } from "../plugins/cache-control.js";
import { NONCE_PLACEHOLDER } from "../plugins/content-security.js";
import { createReaderApi } from "./reader-api.js";

export const WEB_BUILD_DIR = path.resolve("build");

export async function loadWebBuild(dir = WEB_BUILD_DIR): Promise<ServerBuild | undefined> {
  const entry = path.join(dir, "server/index.js");
  if (!fs.existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    signal,
  });
}

/**
 * Sends the rendered page as one string (not a stream): the response cache keeps it, and the CSP nonce
 * placeholder in it is replaced per response. Loaders are awaited before rendering anyway.
 */
async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!reply.hasHeader("cache-control")) setPublicCaching(reply);
  return reply.send(response.body ? await response.text() : "");
}

/**
 * Serves the React Router app: hashed client assets from build/client/assets (immutable), and every
 * other GET/HEAD that no API route claimed is rendered on the server with the services in-process.
 */
export async function registerPages(
  app: FastifyInstance,
  build: ServerBuild,
  site: { publicUrl: string; googleNewsUrl: string },
  buildDir = WEB_BUILD_DIR,
) {
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

  const handle = createRequestHandler(build, "production");
  const reader = createReaderApi(app.services);

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      // Unknown API paths get the API's JSON 404, not a page.
      if (request.url.startsWith("/api/")) return reply.callNotFound();
      const controller = new AbortController();
      reply.raw.on("close", () => controller.abort());
      const context: PageContext = { reader, ...site, nonce: NONCE_PLACEHOLDER };
      return app.cpuTurns.run(async () => {
        // A reader who left while waiting for a turn costs nothing.
        if (controller.signal.aborted) return reply;
        const response = await handle(toWebRequest(request, controller.signal), context as never);
        return sendWebResponse(reply, response);
      });
    },
  });
}
