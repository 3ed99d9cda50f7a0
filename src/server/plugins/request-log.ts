import type { FastifyRequest } from "fastify";
import type { Config } from "../config.js";

/** Query parameters whose values are secrets: a newsletter's one-click unsubscribe address, an old mailed link. */
const SECRET_PARAMETERS = new Set(["token"]);
const REDACTED = "[redacted]";

/** Where pino writes (tests pass a stream of their own); its standard output otherwise. */
export interface LogDestination {
  write(line: string): unknown;
}

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
};

/** `a=1&token=x` with the secret parameters' values replaced. */
function redactParameters(parameters: string): string {
  return parameters
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const name = equals < 0 ? part : part.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name).trim().toLowerCase()) ? `${name}=${REDACTED}` : part;
    })
    .join("&");
}

/**
 * A request target with the values of its secret query parameters replaced by `[redacted]`, whatever the
 * spelling of their names (`TOKEN`, `tok%65n`); everything else is kept as it came. Secrets of the pages a
 * person opens travel in the fragment, which browsers never send (a client that sends one anyway gets it
 * redacted too); the RFC 8058 one-click address cannot (mail clients POST to it), and links mailed before
 * that change still carry `?token=` (issue 41, finding 11).
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf("#");
  const target = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? undefined : url.slice(hash + 1);
  const start = target.indexOf("?");
  const path = start < 0 ? target : target.slice(0, start);
  const query = start < 0 ? "" : `?${redactParameters(target.slice(start + 1))}`;
  return `${path}${query}${fragment === undefined ? "" : `#${redactParameters(fragment)}`}`;
}

/**
 * The request as the log writes it: Fastify's own fields (method, url, version, host, remoteAddress,
 * remotePort), with the URL's secrets redacted.
 */
function requestForLog(request: FastifyRequest) {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `logger` option from LOG_LEVEL (false when silent); `stream` replaces standard output. */
export function loggerOptions(config: Pick<Config, "logLevel" | "env">, stream?: LogDestination) {
  if (config.logLevel === "silent") return false;
  return {
    level: config.logLevel,
    serializers: { req: requestForLog },
    ...(stream ? { stream } : config.env === "development" ? { transport: { target: "pino-pretty" } } : {}),
  };
}
