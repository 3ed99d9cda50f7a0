import { conflict } from "../http-error.js";
import { hasErrorCode } from "./error-causes.js";

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505), on either driver. */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, "23505");

/** Runs a write; a duplicate slug or key becomes a 409 with `message` (the database is the judge, not a prior read). */
export async function conflictOnDuplicate<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
