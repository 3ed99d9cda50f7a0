import http from "node:http";

export interface HttpServerOptions {
  /** Fastify's own keep-alive and idle-socket timeouts, which it sets on a server it creates itself. */
  keepAliveTimeout: number;
  connectionTimeout: number;
  /** Time a client has to send one whole request, headers and body (config REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  /** Open connections one client address may hold; 0 for no limit (config MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient: number;
}

/** Headers come first and are small: a client still sending them after this long is not a reader. */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * The app's HTTP server (Fastify's serverFactory, see app.ts). A request that trickles in, a byte at a
 * time, is ended with 408 once its time is up: Node checks open requests every second. One client address
 * cannot hold more than its share of connections: those over the limit are closed as they arrive.
 */
export function createHttpServer(handle: http.RequestListener, options: HttpServerOptions): http.Server {
  const server = http.createServer(
    {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, options.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    handle,
  );
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.setTimeout(options.connectionTimeout);
  if (options.maxConnectionsPerClient > 0) limitConnectionsPerClient(server, options.maxConnectionsPerClient);
  return server;
}

function limitConnectionsPerClient(server: http.Server, max: number) {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
