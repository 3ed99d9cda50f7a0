import { ApiError } from "#web/ui/api.js";

/** Reading the API's errors (ApiError) the way the staff screens show them. */

/** SPEC 6: a 401 answer whose text says Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /Unauthorized/.test(error.message);
}

/** The non-empty `message` of an API error's JSON body, if it has one. */
export function bodyMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === "string" && message ? message : undefined;
}

/** The server's `{ message }` from an API error, its text when it is not JSON, or else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (typeof error.body === "string") return error.body.trim() || fallback;
  return bodyMessage(error) ?? fallback;
}
