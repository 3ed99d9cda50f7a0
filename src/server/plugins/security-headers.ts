import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The security headers every answer carries (nosniff, Referrer-Policy, X-Frame-Options, HSTS over https…):
 * helmet's, with the CSP left to content-security.ts (pages only). `options` is what @fastify/helmet is
 * registered with, for every answer Fastify routes. `setOn` gives the same headers to an answer sent before
 * any hook runs: Fastify's frameworkErrors (a path its router cannot decode) skips every hook, helmet's too.
 */
export function createSecurityHeaders(secure: boolean) {
  // `satisfies`, not a type: @fastify/helmet's HelmetOptions (helmet's CommonJS types) is a distinct type.
  const options = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  } satisfies HelmetOptions;
  const setHeaders = helmet(options);
  return {
    options,
    setOn(request: IncomingMessage, response: ServerResponse): void {
      setHeaders(request, response, () => {});
    },
  };
}
