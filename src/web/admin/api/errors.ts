/** Reading the API's errors: `apiRequest` and `throwIfNotOk` raise Error("<status>: <body text>"). */

/** SPEC 6: an error whose message starts with 401 and contains Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's `{ message }` from an API error, or the fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const parsed = JSON.parse(match[1]!) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message ? parsed.message : fallback;
  } catch {
    return match[1]?.trim() || fallback;
  }
}
