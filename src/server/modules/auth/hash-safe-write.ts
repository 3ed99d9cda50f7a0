/**
 * Runs a query that carries a password hash. A failed query's error names its parameters (Drizzle's
 * message) and often the offending value (PostgreSQL's own, e.g. "invalid input syntax: …"), and the error
 * handler logs it; it is rethrown as a bare error with only the database's code and constraint name, so a
 * hash never reaches a log while a unique violation is still recognised by its code.
 */
export async function withoutParameters<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw bareDatabaseError(error);
  }
}

function bareDatabaseError(error: unknown): Error {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === "string") {
      const where = typeof constraint === "string" ? ` on ${constraint}` : "";
      return Object.assign(new Error(`A staff account query failed: database error ${code}${where}`), { code });
    }
    current = (current as { cause?: unknown }).cause;
  }
  return new Error("A staff account query failed");
}
