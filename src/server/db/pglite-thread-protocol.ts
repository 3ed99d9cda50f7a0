/**
 * The messages between the server's main thread and the thread that owns the embedded database
 * (pglite-thread.ts, ADR 0017). Values cross by structured clone: rows come back parsed, with dates,
 * timestamps and intervals left as the strings drizzle maps itself.
 */

/** What the database thread is started with (worker data). */
export interface PgliteThreadOptions {
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** Start from this data-folder tarball (fast test databases). */
  loadDataDir?: ArrayBuffer;
  sharedBuffersMb: number;
  /** PGlite's WebAssembly and file-system bundle, compiled and read once per process (pglite-remote.ts). */
  engine: PgliteEngine;
}

export interface PgliteEngine {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export type ToDatabaseThread =
  | {
      id: number;
      op: "query";
      text: string;
      params: unknown[];
      rowMode?: "array" | "object";
      /** The open transaction this belongs to, from `begin`. */
      tx?: number;
      /** Epoch ms after which the statement is not started any more (its caller has stopped waiting). */
      startBy?: number;
    }
  /** One or more statements without parameters; answers the last one's rows. */
  | { id: number; op: "exec"; text: string; tx?: number }
  /** Opens a transaction once the database is free; answers its number. */
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  /** The data folder as a tarball (backups, the test template). */
  | { id: number; op: "dump"; compression: "none" | "gzip" }
  | { id: number; op: "close" };

/** How much lower than the rest of the process the database thread runs: added to its nice value (at most 19). */
export const PRIORITY_BELOW_HTTP = 10;

/** The own fields of a database error (code, detail, constraint…), so the main thread can act on them. */
export type ErrorFields = { message: string } & Record<string, unknown>;

export type FromDatabaseThread =
  /** `osThread`: the thread's id in the operating system, where it has one it can read (Linux). */
  | { op: "ready"; osThread?: number }
  | { op: "failed"; error: ErrorFields }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorFields };

export interface QueryAnswer {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return fields;
}

export function errorFrom(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === "string") error.name = name;
  return error;
}
