import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { isIpLiteral, isPublicAddress } from "./ip-address.js";

/**
 * The one way the server fetches from the internet (feeds, quotes, translation providers). See
 * docs/decisions/0003-upstream-fetching.md: the operator-configured URL is trusted as given; every
 * client-supplied URL and every redirect target must be http(s) on an allowed host and must resolve
 * (at connect time, so DNS rebinding cannot swap it) to a public unicast address.
 */

export type UpstreamFailure = "timeout" | "too-large" | "status" | "refused" | "network";

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface UpstreamRequest {
  /** Whole-call deadline: connect, redirects and body together. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The first URL comes from the operator's configuration: it is used as given, even on a private address. */
  trusted: boolean;
  /** Hosts (lowercase names) a redirect may lead to; always checked, trusted or not. */
  redirectHosts: readonly string[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Which resolved addresses may be contacted for checked hops (tests may widen it; production never does). */
  isAllowedAddress?: (address: string) => boolean;
}

export interface UpstreamResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL finally answered, after redirects. */
  url: string;
}

export const USER_AGENT = "OnlyNewsForFree/1.0 (+https://github.com/only-news-for-free)";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Why a client-supplied or redirect URL may not be fetched, or null when it may (names are resolved later). */
export function urlRefusal(
  url: URL,
  allowedHosts: readonly string[],
  isAllowedAddress = isPublicAddress,
): string | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return "only http and https URLs can be fetched";
  if (url.username || url.password) return "URLs with credentials are not allowed";
  const host = normalizeHost(url.hostname);
  if (!allowedHosts.includes(host)) return `host ${host} is not allowed`;
  if (isIpLiteral(host) && !isAllowedAddress(host)) return `address ${host} is not public`;
  return null;
}

/** Lowercase, without IPv6 brackets or a trailing dot. */
export function normalizeHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
}

/** A host and its www./bare twin: a site moving between the two is the same site. */
export const hostAndTwin = (host: string) => [host, host.startsWith("www.") ? host.slice(4) : `www.${host}`];

/** A DNS lookup that refuses to connect when any resolved address is not allowed. */
function guardedLookup(isAllowedAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !isAllowedAddress(a.address));
      if (list.length === 0 || refused) {
        const reason = refused ? `${hostname} resolves to a non-public address` : `${hostname} has no address`;
        return callback(new UpstreamError("refused", reason) as NodeJS.ErrnoException, "", 4);
      }
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Fetches one URL under the deadline, size cap and redirect rules; a non-2xx answer is an UpstreamError. */
export async function fetchUpstream(target: string | URL, request: UpstreamRequest): Promise<UpstreamResponse> {
  const isAllowedAddress = request.isAllowedAddress ?? isPublicAddress;
  const signal = AbortSignal.timeout(request.timeoutMs);
  let url = new URL(target);
  let checked = !request.trusted;
  for (let hop = 0; ; hop++) {
    if (checked) {
      const refusal = urlRefusal(url, request.redirectHosts, isAllowedAddress);
      if (refusal) throw new UpstreamError("refused", refusal);
    }
    const response = await requestOnce(url, request, checked ? guardedLookup(isAllowedAddress) : undefined, signal);
    if ("location" in response) {
      if (hop >= request.maxRedirects) throw new UpstreamError("refused", "too many redirects");
      const next = new URL(response.location, url);
      if (url.protocol === "https:" && next.protocol === "http:") {
        throw new UpstreamError("refused", "redirect from https to http refused");
      }
      url = next;
      checked = true;
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      throw new UpstreamError("status", `upstream answered ${response.status}`, response.status);
    }
    return { ...response, url: url.href };
  }
}

type HopResult = { location: string } | Omit<UpstreamResponse, "url">;

function requestOnce(
  url: URL,
  request: UpstreamRequest,
  lookup: LookupFunction | undefined,
  signal: AbortSignal,
): Promise<HopResult> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<HopResult>((resolve, reject) => {
    if (signal.aborted) return reject(timeoutError(request.timeoutMs));
    const req = client.request(url, {
      method: request.method ?? "GET",
      headers: {
        "user-agent": USER_AGENT,
        "accept-encoding": "gzip, deflate, br",
        ...request.headers,
        ...(request.body !== undefined ? { "content-length": String(Buffer.byteLength(request.body)) } : {}),
      },
      // A fresh connection per request: a pooled socket must never carry a checked request to an unchecked peer.
      agent: false,
      lookup,
    });
    const onAbort = () => {
      const error = timeoutError(request.timeoutMs);
      req.destroy(error);
      reject(error);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    const done = () => signal.removeEventListener("abort", onAbort);
    req.on("error", (error) => {
      done();
      reject(asUpstreamError(error));
    });
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        res.resume();
        done();
        return resolve({ location });
      }
      readBody(res, request.maxBytes)
        .then((body) => resolve({ status, headers: res.headers, body }))
        .catch((error) => {
          req.destroy();
          reject(asUpstreamError(error));
        })
        .finally(done);
    });
    req.end(request.body);
  });
}

async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const encoding = String(res.headers["content-encoding"] ?? "").toLowerCase();
  let stream: Readable = res;
  if (encoding === "gzip" || encoding === "x-gzip") stream = res.pipe(zlib.createGunzip());
  else if (encoding === "deflate") stream = res.pipe(zlib.createInflate());
  else if (encoding === "br") stream = res.pipe(zlib.createBrotliDecompress());
  if (stream !== res) res.on("error", (error) => stream.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      // Counted after decompression, so a small compressed bomb is stopped too.
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    res.destroy();
    throw error;
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) => new UpstreamError("too-large", `response larger than ${maxBytes} bytes`);
const timeoutError = (ms: number) => new UpstreamError("timeout", `no complete answer within ${ms} ms`);

function asUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new UpstreamError("network", message);
}
