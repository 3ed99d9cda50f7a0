/** What the drivers' errors carry that callers decide on. */
export interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
}

/**
 * True when `error` or one of its causes passes `test`: drizzle wraps the driver's error in its own
 * ("Failed query: …", the driver's error as `cause`), and fetch-style errors nest too. Five levels at most.
 */
export function someCause(error: unknown, test: (cause: DatabaseErrorFields) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (test(current as DatabaseErrorFields)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when `error` or one of its causes carries this PostgreSQL (or Node) error code. */
export const hasErrorCode = (error: unknown, code: string) => someCause(error, (cause) => cause.code === code);
