import type { FastifyInstance, FastifyReply } from "fastify";
import { policyOf } from "./route-policy.js";

/**
 * Public answers: browsers always revalidate (so a reader never sees an old page after an editor saves),
 * while a CDN may keep them for 30 s (`s-maxage`) and, through the CDN-only header that browsers ignore
 * (RFC 9213), serve a stale copy for a minute while it revalidates. `stale-while-revalidate` is kept out
 * of Cache-Control on purpose: browsers honour it too, and would show stale data after a change.
 */
export function setPublicCaching(reply: FastifyReply): void {
  reply.header("cache-control", "public, max-age=0, must-revalidate, s-maxage=30");
  reply.header("cdn-cache-control", "public, max-age=30, stale-while-revalidate=60");
}

/**
 * Every API answer gets a deliberate Cache-Control, from its route's policy (route-policy.ts): staff and
 * personal answers, errors and writes are never stored; a public read may be. A private route's answer is
 * `no-store` even when its handler said otherwise.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const { api, cache } = policyOf(request);
    if (cache === "private") {
      reply.header("cache-control", "no-store");
      return payload;
    }
    if (!api || reply.hasHeader("cache-control")) return payload;
    const read = request.method === "GET" || request.method === "HEAD";
    if (!read || reply.statusCode >= 400) {
      reply.header("cache-control", "no-store");
    } else {
      setPublicCaching(reply);
    }
    return payload;
  });
}
