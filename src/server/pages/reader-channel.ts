import type { ReaderApi } from "#shared/reader-api.js";
import { HttpError } from "../http-error.js";

/**
 * The reader (src/shared/reader-api.ts) across a thread boundary: a render thread's loaders call
 * `remoteReader`, and the main thread, which holds the database, answers with `answerRead`. Arguments and
 * answers are structured-cloned (plain data and Dates), so both sides see the same values.
 */
export const READER_METHODS = [
  "settings",
  "categories",
  "category",
  "articles",
  "article",
  "related",
  "comments",
  "search",
  "ad",
  "mostRead",
] as const satisfies readonly (keyof ReaderApi)[];

// Fails to compile when ReaderApi gains a method that is not listed above.
const everyMethodListed: Exclude<keyof ReaderApi, (typeof READER_METHODS)[number]> extends never ? true : never = true;
void everyMethodListed;

type ReaderMethod = (typeof READER_METHODS)[number];

export interface ReadMessage {
  kind: "read";
  callId: number;
  method: ReaderMethod;
  args: unknown[];
}

export interface ReadAnswer {
  kind: "read-answer";
  callId: number;
  value?: unknown;
  error?: { message: string; statusCode?: number };
}

interface Port {
  postMessage(message: unknown): void;
}

/** Main thread: runs one read for a render thread and posts the answer (or the error) back. */
export async function answerRead(port: Port, reader: ReaderApi, { callId, method, args }: ReadMessage) {
  let answer: ReadAnswer;
  try {
    if (!READER_METHODS.includes(method)) throw new Error(`Unknown reader method ${String(method)}`);
    const read = reader[method] as (...args: unknown[]) => Promise<unknown>;
    answer = { kind: "read-answer", callId, value: await read(...args) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const statusCode = error instanceof HttpError ? error.statusCode : undefined;
    answer = { kind: "read-answer", callId, error: { message, statusCode } };
  }
  port.postMessage(answer);
}

/** Render thread: a reader whose every call is answered by the main thread; `receive` takes the answers. */
export function remoteReader(port: Port): { reader: ReaderApi; receive(answer: ReadAnswer): void } {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastCallId = 0;
  const call =
    (method: ReaderMethod) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const callId = ++lastCallId;
        pending.set(callId, { resolve, reject });
        port.postMessage({ kind: "read", callId, method, args } satisfies ReadMessage);
      });
  const reader = Object.fromEntries(READER_METHODS.map((method) => [method, call(method)])) as unknown as ReaderApi;
  return {
    reader,
    receive({ callId, value, error }) {
      const waiting = pending.get(callId);
      if (!waiting) return;
      pending.delete(callId);
      if (!error) waiting.resolve(value);
      else waiting.reject(error.statusCode ? new HttpError(error.statusCode, error.message) : new Error(error.message));
    },
  };
}

/** `reader` with every read's failure passed through `onError` (which throws what the caller should see). */
export function catchingReads(reader: ReaderApi, onError: (error: unknown) => never): ReaderApi {
  return Object.fromEntries(
    Object.entries(reader).map(([name, read]) => [
      name,
      (...args: unknown[]) => (read as (...a: unknown[]) => Promise<unknown>)(...args).catch(onError),
    ]),
  ) as unknown as ReaderApi;
}
