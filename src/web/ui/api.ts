/**
 * The browser's one API client, for reader and staff screens alike (SPEC 7): credentials included, JSON
 * bodies, and every answer's body read (one left unread keeps its request open in Chromium, and the page
 * never reaches network idle). A non-successful answer raises an ApiError. The one multipart request, the
 * picture upload, goes with XMLHttpRequest for its progress (admin/features/media/api/upload-image.ts) and
 * reads its failures as ApiError too; this client has no multipart path, which every reader page would
 * download and none would use.
 */

/**
 * A non-successful answer. `message` is "<status>: <body text, or the status text when empty>", the text
 * the spec's screens show; `body` is that text parsed as JSON when it is JSON, else the text itself.
 */
export class ApiError extends Error {
  // Declared rather than class fields: fewer bytes in the code every reader page downloads.
  declare readonly status: number;
  declare readonly body: unknown;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.status = status;
    try {
      this.body = JSON.parse(text);
    } catch {
      this.body = text;
    }
  }
}

export interface ApiOptions {
  /** GET unless said. */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** "no-cache" makes the browser revalidate: the API lets caches keep a stale copy a while. */
  cache?: RequestCache;
  /** A status answered with null instead of an error (a missing ad slot, a visitor without a session). */
  nullOn?: number;
}

/** Calls the API and answers its JSON (null for an empty answer). */
export async function api<T = unknown>(url: string, options: ApiOptions = {}): Promise<T> {
  const { body } = options;
  const response = await fetch(url, {
    method: options.method,
    credentials: "include",
    cache: options.cache,
    ...(body !== undefined && { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status === options.nullOn) return null as T;
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * POSTs a file's text as it is, with the content type that says what it is (a TBX, CSV or TMX import),
 * instead of as JSON; the answer is read as `api` reads it.
 */
export async function postFile<T = unknown>(url: string, file: File, contentType: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": contentType },
    body: await file.text(),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return JSON.parse(text) as T;
}
