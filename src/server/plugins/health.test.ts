import net from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "#tests/support/test-app.js";
import type { Database } from "../db/client.js";
import { READY_DATABASE_TIMEOUT_MS, registerHealth } from "./health.js";

describe("health and readiness on the app", () => {
  const t = setupTestApp();

  it("/healthz and /readyz answer 200 with no-store, twice (never from the response cache)", async () => {
    for (const url of ["/healthz", "/readyz", "/healthz", "/readyz"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers["x-cache"], url).toBeUndefined();
    }
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("a write to them is a 404, not a page or a 500", async () => {
    const response = await t.app.inject({ method: "POST", url: "/readyz", headers: { origin: t.config.publicUrl } });
    expect(response.statusCode).toBe(404);
  });
});

describe("leaving (the first step of a shutdown behind a balancer)", () => {
  const t = setupTestApp({ listen: true });

  /** Sends one GET on `socket` and resolves with the raw answer, once the server has ended the connection. */
  function askAndWaitForClose(socket: net.Socket, url: string): Promise<string> {
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    return new Promise((resolve) => {
      socket.once("close", () => resolve(received));
      socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    });
  }

  it("refuses new connections, answers on open ones with Connection: close, and turns /readyz to 503", async () => {
    // Stored in the response cache, so the answer on the open connection comes from serve() (ADR 0011).
    await t.app.inject({ url: "/api/categories" });
    expect((await t.app.inject({ url: "/api/categories" })).headers["x-cache"]).toBe("HIT");
    const open = net.connect(t.port, "127.0.0.1");
    await new Promise((resolve) => open.once("connect", resolve));

    const leaving = t.app.leave(300);
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", message: "The server is shutting down" });
    const refused = await new Promise<string>((resolve) => {
      const late = net.connect(t.port, "127.0.0.1");
      late.once("error", (error: NodeJS.ErrnoException) => resolve(String(error.code)));
      late.once("connect", () => resolve("connected"));
    });
    expect(refused).toBe("ECONNREFUSED");

    const answer = await askAndWaitForClose(open, "/api/categories");
    expect(answer.slice(0, 15)).toBe("HTTP/1.1 200 OK");
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\nx-cache: HIT\r\n/i);
    await leaving;
  });
});

describe("readiness follows the database", () => {
  /** A bare app with only these routes, over a database whose `select 1` does what `execute` does. */
  async function appOver(execute: () => Promise<unknown>) {
    const app = Fastify({ logger: false });
    registerHealth(app, { db: { execute } } as unknown as Pick<Database, "db">);
    await app.ready();
    return app;
  }

  it("503 with a message when the database refuses; /healthz stays 200", async () => {
    const app = await appOver(() => Promise.reject(new Error("connection refused")));
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", message: "The database does not answer" });
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    await app.close();
  });

  it("503 when the database does not answer in time, instead of waiting on it", async () => {
    const app = await appOver(() => new Promise(() => {}));
    const started = Date.now();
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    // Not a timing assertion: it shows the answer came from the timeout, not from the query.
    expect(Date.now() - started).toBeGreaterThanOrEqual(READY_DATABASE_TIMEOUT_MS - 50);
    await app.close();
  });
});
