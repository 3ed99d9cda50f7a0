import { fetchUpstream, type UpstreamRequest } from "../../../upstream/upstream-fetch.js";

/**
 * The one way the translation engines talk to their services: fetchUpstream with the caller's time limit
 * and a size cap, the operator-configured URL trusted as given, no redirects (a translation service that
 * redirects is misconfigured, and following it would send the key elsewhere).
 */
export const MAX_RESPONSE_BYTES = 1_048_576;

type Method = "GET" | "POST" | "DELETE";

async function call(method: Method, url: string, timeoutMs: number, headers: Record<string, string>, body?: unknown) {
  return fetchUpstream(url, {
    // fetchUpstream hands the method to node:http as it is; its type names only GET and POST, the two the
    // rest of the server uses, and DeepL's glossaries are deleted with DELETE.
    method: method as UpstreamRequest["method"],
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    headers: {
      accept: "application/json",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    timeoutMs,
    maxBytes: MAX_RESPONSE_BYTES,
    maxRedirects: 0,
    trusted: true,
    redirectHosts: [],
  });
}

/** POSTs JSON to an operator-configured endpoint and returns the parsed answer. */
export async function postJson(url: string, body: unknown, timeoutMs: number, headers: Record<string, string> = {}) {
  const response = await call("POST", url, timeoutMs, headers, body);
  return JSON.parse(response.body.toString("utf8")) as unknown;
}

/** GETs JSON from an operator-configured endpoint. */
export async function getJson(url: string, timeoutMs: number, headers: Record<string, string> = {}) {
  const response = await call("GET", url, timeoutMs, headers);
  return JSON.parse(response.body.toString("utf8")) as unknown;
}

/** Sends a DELETE; any 2xx answer is success, its body is not read as JSON. */
export async function deleteAt(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<void> {
  await call("DELETE", url, timeoutMs, headers);
}

export function requireText(value: unknown, provider: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new Error(`${provider} answered without a translation`);
  return value;
}

export const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The time left until `deadline` (a performance.now() value), or an error when none is. */
export function remainingMs(deadline: number): number {
  const left = Math.floor(deadline - performance.now());
  if (left <= 0) throw new Error("no time left for the translation");
  return left;
}
