import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  IMMUTABLE_CACHE_CONTROL,
  imageContentType,
  isMediaKey,
  MEDIA_UNAVAILABLE,
  type MediaObjectInfo,
  type MediaStore,
  MediaUnavailableError,
} from "./media-store.js";

/**
 * An upload is only ever an image; should a crafted polyglot be opened as a document, it gets no
 * scripts, no plugins and no origin of ours.
 */
function setUploadHeaders(reply: FastifyReply) {
  return reply
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox");
}

/**
 * GET/HEAD /uploads/<key> on every process. The local store is served by @fastify/static as it always
 * was (ranges included); a bucket through the S3 store, with the same headers and caching.
 */
export async function registerUploadServing(app: FastifyInstance, store: MediaStore, uploadDir: string) {
  app.addHook("onClose", () => store.close());
  if (store.kind === "s3") {
    registerStoreServing(app, store);
    return;
  }
  fs.mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // Renditions are written as hidden temporary files, then renamed: never serve those.
    dotfiles: "ignore",
    immutable: true,
    maxAge: "365d",
    setHeaders: (reply) => setUploadHeaders(reply),
  });
}

/** RFC 9110: If-None-Match (weak comparison) wins over If-Modified-Since. */
function notModified(request: FastifyRequest, info: MediaObjectInfo): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, "");
    return noneMatch.trim() === "*" || noneMatch.split(",").some((tag) => bare(tag) === bare(info.etag));
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

function sendHead(reply: FastifyReply, info: MediaObjectInfo) {
  return setUploadHeaders(reply)
    .header("cache-control", IMMUTABLE_CACHE_CONTROL)
    .header("etag", info.etag)
    .header("last-modified", info.lastModified.toUTCString())
    .type(info.contentType);
}

function registerStoreServing(app: FastifyInstance, store: MediaStore) {
  app.route({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    // The answer carries its own Cache-Control; a picture is never kept in the page cache's memory.
    config: { cache: "own" },
    handler: async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      // Only names an upload can have, and only images: no dotfile, no traversal, no other type.
      if (!isMediaKey(key) || !imageContentType(key)) return reply.header("cache-control", "no-store").callNotFound();
      try {
        const conditional = request.headers["if-none-match"] || request.headers["if-modified-since"];
        const info = request.method === "HEAD" || conditional ? await store.stat(key) : await store.get(key);
        if (!info) return reply.header("cache-control", "no-store").callNotFound();
        sendHead(reply, info);
        if (notModified(request, info)) return reply.code(304).send();
        if (request.method === "HEAD") return reply.header("content-length", info.size).send();
        const object = "body" in info ? info : await store.get(key);
        if (!object) return reply.header("cache-control", "no-store").callNotFound();
        return reply.header("content-length", object.size).send(object.body);
      } catch (error) {
        if (!(error instanceof MediaUnavailableError)) throw error;
        request.log.warn({ err: error }, "a stored picture could not be read");
        return reply
          .code(503)
          .header("cache-control", "no-store")
          .header("retry-after", "5")
          .send({ message: MEDIA_UNAVAILABLE });
      }
    },
  });
}
