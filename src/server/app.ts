import net from "node:net";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { createHttpServer } from "./http-server.js";
import { registerAdRoutes } from "./modules/ads/ads.routes.js";
import { registerArticleRoutes } from "./modules/articles/articles.routes.js";
import { registerArticlePreviewRoutes } from "./modules/articles/articles.preview.routes.js";
import { registerAuthRoutes } from "./modules/auth/auth.routes.js";
import { registerAccountLinkRoutes } from "./modules/auth/account-links.routes.js";
import { registerAuditRoutes } from "./modules/audit/audit.routes.js";
import { registerAuditTrail } from "./plugins/audit-trail.js";
import { registerSessionRoutes } from "./modules/auth/sessions.routes.js";
import { registerTwoFactorRoutes } from "./modules/auth/two-factor.routes.js";
import { registerStaffRoutes } from "./modules/auth/staff.routes.js";
import { registerCategoryRoutes } from "./modules/categories/categories.routes.js";
import { registerTermRoutes } from "./modules/terms/terms.routes.js";
import { registerTranslationMemoryRoutes } from "./modules/translation-memory/memory.routes.js";
import { registerCommentRoutes } from "./modules/comments/comments.routes.js";
import { registerFeedRoutes } from "./modules/feeds/feeds.routes.js";
import { registerMailRoutes } from "./modules/mail/mail.routes.js";
import { registerMediaRoutes } from "./modules/media/media.routes.js";
import { registerMessageRoutes } from "./modules/messages/messages.routes.js";
import { registerNewsletterRoutes } from "./modules/newsletter/newsletter.routes.js";
import { registerReadsRoutes } from "./modules/reads/reads.routes.js";
import { registerQuoteRoutes } from "./modules/quotes/quotes.routes.js";
import { registerSeoRoutes } from "./modules/seo/seo.routes.js";
import { registerSettingRoutes } from "./modules/settings/settings.routes.js";
import { registerStatsRoutes } from "./modules/stats/stats.routes.js";
import { registerUploadRoutes } from "./modules/media/uploads.routes.js";
import { registerWireRoutes } from "./modules/wire/wire.routes.js";
import { registerArticleSourceRoutes } from "./modules/wire/article-source.routes.js";
import { registerUploadServing } from "./modules/media/uploads.serving.js";
import { registerAccess } from "./plugins/access.js";
import { registerCacheControl } from "./plugins/cache-control.js";
import { registerContentSecurity } from "./plugins/content-security.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { createFifoGate, type FifoGate } from "./plugins/fifo-gate.js";
import { registerHealth } from "./plugins/health.js";
import { registerInFlightDrain } from "./plugins/in-flight.js";
import { registerMetrics } from "./plugins/metrics.js";
import { rateLimitStoreOn } from "./plugins/rate-limit-store.js";
import { registerRequestInput } from "./plugins/request-input.js";
import { type LogDestination, loggerOptions } from "./plugins/request-log.js";
import { MALFORMED_PATH, registerRouteTable } from "./plugins/route-policy.js";
import { type ResponseCache, registerResponseCache } from "./plugins/response-cache.js";
import { createSecurityHeaders } from "./plugins/security-headers.js";
import { createServices, type Services } from "./services.js";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** Turns for CPU-bound answers (page renders, staff lists), taken in arrival order (see fifo-gate.ts). */
    cpuTurns: FifoGate;
    /** True once shutting down began (`leave` or close): /readyz answers 503, every answer ends its connection. */
    readonly leaving: boolean;
    /**
     * Shutdown's first step behind a load balancer: for `graceMs` the server takes no new connection but
     * answers everything sent on the open ones, with `Connection: close`, so that the balancer's kept-alive
     * connections end one by one after an answer (which it knows not to reuse) instead of being cut while
     * idle when the server closes, just as the balancer sends a request on one: a POST lost that way is
     * never retried.
     */
    leave(graceMs: number): Promise<void>;
  }
}

export interface BuildOptions {
  /** Extra routes registered after the API and before the not-found handler (pages, tests). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: LogDestination;
}

/**
 * Fastify's trustProxy from TRUST_PROXY: a number of hops becomes "the first n addresses from the socket
 * are proxies" (Fastify refuses plain numbers); addresses and subnets are passed on as they are.
 */
function proxyTrust(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole application without listening: tests drive it with `app.inject()`. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  let responseCache: ResponseCache | undefined;
  let leaving = false;
  const secure = config.publicUrl.startsWith("https://");
  const securityHeaders = createSecurityHeaders(secure);
  const app = Fastify({
    // LOG_LEVEL; each request's URL is logged with its secret query values redacted (request-log.ts).
    logger: loggerOptions(config, options.logStream),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 500 },
    // Requests arriving while the app closes are answered, with Connection: close (see in-flight.ts).
    return503OnClosing: false,
    // A path the router cannot decode is refused before any hook runs: say so in the API's own shape,
    // with the security headers helmet's hook would have set.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      securityHeaders.setOn(request.raw, reply.raw);
      reply
        .code(400)
        .header("cache-control", "no-store")
        .send({ message: error.code === "FST_ERR_BAD_URL" ? MALFORMED_PATH : "Bad request" });
    },
    forceCloseConnections: "idle",
    // Stored answers are sent before Fastify sees the request (response-cache.ts, ADR 0011).
    serverFactory: (handler, options) => {
      const fastifyTimeouts = options as { keepAliveTimeout: number; connectionTimeout: number };
      return createHttpServer(
        (request, response) => {
          if (leaving) response.setHeader("connection", "close");
          if (!responseCache?.serve(request, response)) handler(request, response);
        },
        {
          keepAliveTimeout: fastifyTimeouts.keepAliveTimeout,
          connectionTimeout: fastifyTimeouts.connectionTimeout,
          requestTimeoutMs: config.requestTimeoutMs,
          maxConnectionsPerClient: config.maxConnectionsPerClient,
        },
      );
    },
  });
  // First of all hooks: closing waits for every request it counted (in-flight.ts).
  registerInFlightDrain(app);
  app.decorate("leaving", { getter: () => leaving });
  app.decorate("leave", async (graceMs: number) => {
    leaving = true;
    // No new connection from now on (the balancer's next attempt is refused before it sends anything, so
    // it tries another server, POSTs included), but not through the HTTP server's close(): that also
    // cuts the idle kept-alive connections at once, one of which the balancer may be sending on just then.
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    await new Promise((resolve) => setTimeout(resolve, graceMs));
  });
  app.addHook("preClose", async () => {
    leaving = true;
  });
  // Only JSON and multipart bodies are accepted: a text/plain write is a 415, not a string to validate.
  app.removeContentTypeParser("text/plain");
  const services = createServices(database, config, app.log);
  app.decorate("services", services);
  // Until this process listens for the others' change notices it caches nothing; start once it does.
  await services.notices.ready;
  app.addHook("onClose", () => services.notices.close());
  // Two at a time, so that one renders while the other waits for a query: the database answers on
  // another thread (PGlite's own, ADR 0017) or in another process (PostgreSQL).
  app.decorate("cpuTurns", createFifoGate(2));

  registerErrorHandling(app);
  await app.register(helmet, securityHeaders.options);
  // Right after helmet (its headers go on every answer, a refusal's too): a request target that is not a
  // plain path, and input the database cannot store, are refused before anything else sees them.
  registerRequestInput(app);
  // The staff guard and the same-origin check come before the response cache, so that a refused request
  // never reaches it; they need the cookies parsed.
  await app.register(cookie);
  registerAccess(app, services.auth, config.publicUrl);
  registerRouteTable(app);
  // After the guard, which knows who is asking: every staff change is recorded once answered.
  registerAuditTrail(app, services.audit);
  // onSend order matters: cache headers, then the page's CSP nonce, then the response cache (it keeps the
  // finished answer, nonce and policy included), then compression.
  registerCacheControl(app);
  registerContentSecurity(app, config.publicUrl, config.media.publicUrl);
  responseCache = registerResponseCache(app, services.changes, config.responseCache);
  await app.register(compress, { threshold: 1024 });
  // Counted in the database on PostgreSQL, so the limit holds across every server process.
  await app.register(rateLimit, { global: false, store: rateLimitStoreOn(services.budgets) });
  await app.register(multipart, { limits: { fileSize: 10_485_760, files: 2, fields: 10 } });
  registerOpenApi(app, { info: { title: "Only News for Free API", version: "1.0.0" }, serverUrl: config.publicUrl });

  // /uploads/ from the configured store (a local folder or an S3 bucket), on every process.
  await registerUploadServing(app, services.uploads.store, config.uploadDir);

  registerHealth(app, database);
  registerMetrics(app, { token: config.metricsToken, database, notices: services.notices });
  registerAuthRoutes(app, services.auth, secure, services.audit, config.loginRateLimitPerMinute);
  registerAuditRoutes(app, services.audit);
  registerStaffRoutes(app, services.auth);
  registerAccountLinkRoutes(app, services.accountLinks, config.commentRateLimitPerMinute, services.audit);
  registerTwoFactorRoutes(app, services.auth.twoFactor);
  registerSessionRoutes(app, services.auth);
  registerArticleRoutes(app, services.articles, {
    turns: services.searchTurns,
    ratePerMinute: config.searchRateLimitPerMinute,
  });
  registerArticlePreviewRoutes(app, services.articles);
  registerCategoryRoutes(app, services.categories, services.articles);
  registerCommentRoutes(app, services.comments, config.commentRateLimitPerMinute);
  registerMessageRoutes(app, services.messages, config.commentRateLimitPerMinute);
  registerMailRoutes(app, services.mail);
  registerNewsletterRoutes(app, services.newsletter, config.commentRateLimitPerMinute);
  registerAdRoutes(app, services.ads);
  registerSettingRoutes(app, services.settings);
  registerStatsRoutes(app, services.stats);
  registerReadsRoutes(app, services.reads, config.publicUrl);
  registerWireRoutes(app, services.wire, services.wireDrafts);
  registerTermRoutes(app, services.terms);
  registerTranslationMemoryRoutes(app, services.translationMemory);
  registerArticleSourceRoutes(app, services.articleSources, services.articles.mayRead);
  registerUploadRoutes(app, services.uploads);
  registerMediaRoutes(app, services.media);
  registerFeedRoutes(app, services.feeds);
  registerQuoteRoutes(app, services.quotes);
  registerSeoRoutes(
    app,
    { articles: services.articles, categories: services.categories, settings: services.settings },
    config.publicUrl,
    config.webSubHubUrl,
  );

  await options.extend?.(app);
  return app;
}
