import type { FastifyError, FastifyInstance } from "fastify";
import { hasErrorCode, someCause } from "../db/error-causes.js";
import { QUERY_CANCELED } from "../db/query-time-limit.js";
import { HttpError } from "../http-error.js";
import { TOO_LARGE } from "../modules/media/uploads.service.js";

/** Connection-level database failures: the client did nothing wrong and should retry shortly. */
const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
  "08001",
  "08004",
]);

/** A statement past QUERY_TIMEOUT_MS: the server is too busy right now, which is not the client's fault. */
export const QUERY_TOO_SLOW = "The server is busy and could not answer in time: try again in a moment";

/** The database is down or too busy to answer in time: the request may succeed if tried again shortly. */
export function isDatabaseBusy(error: unknown): boolean {
  return hasErrorCode(error, QUERY_CANCELED) || isDatabaseUnavailable(error);
}

function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(
    error,
    ({ code, message }) =>
      (typeof code === "string" && DB_UNAVAILABLE_CODES.has(code)) ||
      (typeof message === "string" && /Connection terminated|timeout exceeded when trying to connect/i.test(message)),
  );
}

/** One error shape for the whole API: `{ message }` with the right status; 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error, status) });
    }
    if (hasErrorCode(error, QUERY_CANCELED)) {
      request.log.warn({ err: error }, "database statement past its time limit");
      return reply.code(503).header("retry-after", "5").send({ message: QUERY_TOO_SLOW });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({ message: "Service temporarily unavailable" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Internal Server Error" });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is not valid JSON";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    case "FST_REQ_FILE_TOO_LARGE":
      return TOO_LARGE;
    case "FST_FILES_LIMIT":
      return "Upload one file at a time";
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return "Upload the image as multipart/form-data in the field 'file'";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send JSON or multipart form data";
    default:
      if (status === 413) return "Request body is too large";
      if (status === 415) return "Unsupported content type";
      return error.message || "Bad request";
  }
}
