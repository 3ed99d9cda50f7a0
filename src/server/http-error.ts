import type { z } from "zod";
import { hasRole, ROLE_NAMES, type Role } from "#shared/roles.js";

/** An error meant for the client: its message is sent as `{ message }` (with any `details` beside it) with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, "Unauthorized");
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 403 for a signed-in person whose role may not do this (issue 32). */
export function roleRefusal(role: Role, needed: Role): HttpError {
  return new HttpError(403, `Your role (${ROLE_NAMES[role]}) does not allow this: it needs ${ROLE_NAMES[needed]}`);
}

/** Refuses unless `role` may do what `needed` may. */
export function requireRole(role: Role, needed: Role): void {
  if (!hasRole(role, needed)) throw roleRefusal(role, needed);
}

/** Parses with a shared schema; the first failing rule's message becomes a 400 (SPEC 5). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? "Invalid input");
}

/** A one-line description of any thrown value, for logs where a stack trace would be noise. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
