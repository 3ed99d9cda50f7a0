import type { FastifyInstance } from "fastify";
import { analyticsQuerySchema, analyticsSchema } from "#shared/schemas/analytics.js";
import { mostReadQuery, mostReadSchema, readBeaconInput } from "#shared/schemas/reads.js";
import { defineRoute } from "../../define-route.js";
import type { ReadsService } from "./reads.service.js";

/**
 * The read beacon, the most-read list and the Analytics screen's numbers (issue 31). The beacon answers
 * 204 whether or not it counted: a page learns nothing about who is counted.
 */
export function registerReadsRoutes(app: FastifyInstance, reads: ReadsService, publicUrl: string) {
  const siteHost = new URL(publicUrl).hostname.toLowerCase();

  defineRoute(app, {
    method: "POST",
    url: "/api/reads",
    summary:
      "Count a read of a published article (the beacon a reader page sends once shown): no cookie is set and no address stored in clear; bots and signed-in staff are not counted, nor an address's repeats or its reads past its budget",
    tags: ["reads"],
    body: readBeaconInput,
    status: 204,
    cache: "private",
    handler: async (request, reply) => {
      await reads.record(request.body, {
        address: request.ip,
        userAgent: request.headers["user-agent"],
        staff: request.staff !== undefined,
        ownHosts: [siteHost, request.hostname.toLowerCase()],
      });
      return reply.send();
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/articles/most-read",
    summary: "The most read published articles of today and yesterday (UTC, so at most the last 48 hours), most first",
    tags: ["articles"],
    query: mostReadQuery,
    response: mostReadSchema,
    handler: async (request) => ({ articles: await reads.mostRead(request.query.limit) }),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/analytics",
    role: "editor",
    summary:
      "The Analytics screen: reads per day, top articles, referring sites (host only) and newsletter subscribers over 7, 30 or 90 days",
    tags: ["admin"],
    query: analyticsQuerySchema,
    response: analyticsSchema,
    handler: (request) => reads.analytics(request.query.days),
  });
}
