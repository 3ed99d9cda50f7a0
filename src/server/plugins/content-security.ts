import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

const newNonce = () => randomBytes(16).toString("base64");

/**
 * Pages are rendered with this process-secret placeholder wherever a CSP nonce belongs; the placeholder
 * is replaced by a fresh, unpredictable nonce once the page is rendered, before it is cached or sent.
 * It is as long as a nonce (24 characters), so a rendered page's bytes are rewritten in place.
 */
export const NONCE_PLACEHOLDER = `onffnonce${randomBytes(8).toString("hex")}`.slice(0, newNonce().length);
const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

/** Writes `nonce` over every placeholder in `page` (same length: nothing moves, nothing is copied). */
export function insertNonce(page: Buffer, nonce: string): Buffer {
  for (let at = page.indexOf(PLACEHOLDER_BYTES); at !== -1; at = page.indexOf(PLACEHOLDER_BYTES, at)) {
    at += page.write(nonce, at, "latin1");
  }
  return page;
}

function policy(nonce: string, https: boolean, mediaOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets our nonce'd scripts load the hashed modules (and a staff analytics snippet
    // load its own script) while any injected markup without the nonce stays inert.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    // Pictures linked at MEDIA_PUBLIC_URL (a CDN or the bucket): any https: origin is allowed already,
    // and an http: one (a store on the local network) is named.
    `img-src 'self' data: blob: https:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Every HTML answer gets a Content-Security-Policy with a nonce made for its render. A page served from
 * the response cache already carries the policy it was rendered with, and keeps it (ADR 0006).
 */
export function registerContentSecurity(app: FastifyInstance, publicUrl: string, mediaPublicUrl?: string): void {
  const https = publicUrl.startsWith("https://");
  const mediaOrigin = mediaPublicUrl?.startsWith("http://") ? new URL(mediaPublicUrl).origin : undefined;
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    if (reply.hasHeader("content-security-policy")) return payload;
    const nonce = newNonce();
    reply.header("content-security-policy", policy(nonce, https, mediaOrigin));
    if (typeof payload === "string") return payload.replaceAll(NONCE_PLACEHOLDER, nonce);
    return Buffer.isBuffer(payload) ? insertNonce(payload, nonce) : payload;
  });
}
