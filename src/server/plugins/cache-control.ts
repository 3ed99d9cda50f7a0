import type { FastifyInstance } from "fastify";
import { isStaffRoute } from "./access.js";

/**
 * Every API answer gets a deliberate Cache-Control: staff answers and anything personal are never
 * stored; public reads may be shared briefly by a CDN and served stale while it revalidates.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.url.startsWith("/api/") || reply.hasHeader("cache-control")) return payload;
    const personal = isStaffRoute(request.url) || request.url.startsWith("/api/auth/") || request.url === "/api/logout";
    const read = request.method === "GET" || request.method === "HEAD";
    if (personal || !read || reply.statusCode >= 400) {
      reply.header("cache-control", "no-store");
    } else {
      reply.header("cache-control", "public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    }
    return payload;
  });
}
