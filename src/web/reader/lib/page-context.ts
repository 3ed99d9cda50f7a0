import type { PageContext } from "#shared/reader-api.js";

/** The server's load context (src/shared/reader-api.ts): in-process reader, public URL, nonce. */
export function pageContext(context: unknown): PageContext {
  return context as PageContext;
}

/** `?page=N` as a whole number of at least 1; anything else is page 1. */
export function pageParam(url: string | URL): number {
  const raw = new URL(url).searchParams.get("page");
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}
