import net from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerInFlightDrain } from "./in-flight.js";

/** A server whose /slow handler waits for `release()`, then reads from a "database" that `close()` ends. */
async function slowServer(graceMs?: number) {
  // As app.ts builds it: requests arriving while closing are answered, not refused with 503.
  const app = Fastify({ return503OnClosing: false });
  registerInFlightDrain(app, graceMs);
  let release = () => {};
  let started = () => {};
  const handlerStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let databaseOpen = true;
  const events: string[] = [];
  app.addHook("onRequest", async (request, reply) => {
    if (request.url === "/cached") return reply.send("from the cache");
    if (request.url === "/written") {
      // As the response cache sends a stored answer: on Node's response, never reaching onSend.
      reply.hijack();
      reply.raw.writeHead(200, { "content-type": "text/plain" }).end("written");
    }
  });
  app.get("/slow", async () => {
    started();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    events.push(databaseOpen ? "read the database" : "read a closed database");
    return { ok: true };
  });
  app.get("/fails", async () => {
    throw new Error("broken");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    handlerStarted,
    release: () => release(),
    events,
    /** What index.ts does: close the app, then the database. */
    async shutDown() {
      await app.close();
      databaseOpen = false;
      events.push("database closed");
    },
  };
}

describe("closing with handlers in flight", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("waits for a handler whose client left before the database is closed", async () => {
    const server = await slowServer();
    app = server.app;
    const client = new AbortController();
    fetch(`${server.url}/slow`, { signal: client.signal }).catch(() => {});
    await server.handlerStarted;
    client.abort();
    const shutDown = server.shutDown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.events).toEqual([]);
    server.release();
    await shutDown;
    expect(server.events).toEqual(["read the database", "database closed"]);
  });

  it("does not wait for answers already given, from a hook, a handler, an error or on Node's response", async () => {
    // Were any of them still counted, closing would wait a minute and the test time out.
    const server = await slowServer(60_000);
    app = server.app;
    expect(await (await fetch(`${server.url}/cached`)).text()).toBe("from the cache");
    expect(await (await fetch(`${server.url}/written`)).text()).toBe("written");
    expect((await fetch(`${server.url}/fails`)).status).toBe(500);
    expect((await fetch(`${server.url}/missing`)).status).toBe(404);
    await server.shutDown();
    expect(server.events).toEqual(["database closed"]);
  });

  it("stops waiting after the grace period", async () => {
    const server = await slowServer(100);
    app = server.app;
    const client = new AbortController();
    fetch(`${server.url}/slow`, { signal: client.signal }).catch(() => {});
    await server.handlerStarted;
    client.abort();
    await server.shutDown();
    expect(server.events).toEqual(["database closed"]);
    server.release();
  });

  it("answers a request still arriving on an open connection while closing, then ends that connection", async () => {
    const server = await slowServer();
    app = server.app;
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    // A request half sent when closing begins (its connection is not idle, so it stays open): a proxy's
    // POST on a keep-alive connection. It must be answered, not refused with 503.
    socket.write("GET /cached HTTP/1.1\r\nHost: x\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shutDown = server.shutDown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write("\r\n");
    await ended;
    await shutDown;
    expect(received.slice(0, 15)).toBe("HTTP/1.1 200 OK");
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain("from the cache");
  });
});
