/**
 * The staff screens' fetch helpers (ADR 0009 keeps them and TanStack Query out of reader pages). Every
 * path reads the answer's body or cancels it: a body left unread keeps the request open in Chromium, and a
 * page with an open request never reaches network idle.
 */
import { throwIfNotOk } from "#web/ui/api.js";

/**
 * GET for staff screens. `cache: "no-cache"` makes the browser revalidate every time: public answers
 * such as /api/categories allow stale-while-revalidate, and an editor must see their own change at once.
 */
export async function get<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: "include", cache: "no-cache" });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** A GET for TanStack Query; with on401 "returnNull" an unauthenticated answer yields null instead of throwing. */
export async function getJson<T>(url: string, on401: "throw" | "returnNull" = "throw"): Promise<T | null> {
  const response = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) {
    await response.text().catch(() => "");
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Builds a query string from defined entries only. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
