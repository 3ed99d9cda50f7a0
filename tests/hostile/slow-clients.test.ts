import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 16, finding 6: the server factory carried Fastify's `requestTimeout: 0`, so a POST trickling one
 * byte every few seconds held its connection for as long as the client liked, and one client could open
 * as many connections as it wanted.
 */

const REQUEST_TIMEOUT_SECONDS = 2;
const MAX_CONNECTIONS = 5;
const t = setupTestApp({
  env: {
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    MAX_CONNECTIONS_PER_CLIENT: String(MAX_CONNECTIONS),
  },
  listen: true,
});
let faults = 0;
afterAll(() => recordHostile({ suite: "Slow and greedy clients", faults }));

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(t.port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

/**
 * Sends `head`, then one byte of `trickle` every `everyMs` until the server closes the connection; resolves
 * with what the server wrote and how many bytes had been sent. Gives up after `giveUpMs` (the test fails).
 */
function trickle(head: string, trickle: string, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; sent: number; closedByServer: boolean }>((resolve, reject) => {
    const socket = net.connect(t.port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
    }, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, sent, closedByServer: false });
    }, giveUpMs);
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", () => {}); // a reset after the server closes is how some of these end
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, sent, closedByServer: true });
    });
    socket.once("connect", () => socket.write(head));
    socket.once("error", (error) => !answer && sent === 0 && reject(error));
  });
}

describe("a client that sends its request slowly", () => {
  it("is answered 408 and closed once the request time is up (a body one byte at a time)", async () => {
    faults += 1;
    const body = JSON.stringify({ articleId: 1, authorName: "slow", content: "x".repeat(200) });
    const head =
      "POST /api/comments HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`;
    // At one byte every 250 ms the body would take about a minute; the limit is 2 s.
    const result = await trickle(head, body, 250, 15_000);
    expect(result.closedByServer).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.sent).toBeLessThan(body.length);
  });

  it("is closed when its headers trickle in (slowloris)", async () => {
    faults += 1;
    const headers = `GET /api/settings HTTP/1.1\r\nHost: localhost\r\n${"X-Slow: a\r\n".repeat(40)}\r\n`;
    const result = await trickle("", headers, 100, 15_000);
    expect(result.closedByServer).toBe(true);
    expect(result.sent).toBeLessThan(headers.length);
  });

  it("a normal request on the same server is still answered", async () => {
    const response = await fetch(`${t.origin}/api/settings`);
    expect(response.status).toBe(200);
  });
});

describe("one client holding many connections", () => {
  it(`gets at most ${MAX_CONNECTIONS} open at once; the next is closed, and a freed place can be used again`, async () => {
    const open = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, connect));
    faults += 1;
    const extra = await connect();
    const closed = await new Promise<boolean>((resolve) => {
      extra.once("close", () => resolve(true));
      extra.on("error", () => {});
      extra.write("GET /api/settings HTTP/1.1\r\nHost: localhost\r\n\r\n");
      setTimeout(() => resolve(false), 10_000);
    });
    expect(closed).toBe(true);
    // Each open one is still served.
    const first = open[0]!;
    const answer = await new Promise<string>((resolve) => {
      first.once("data", (chunk) => resolve(chunk.toString()));
      first.write("GET /api/settings HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => first.once("close", resolve));
    const again = await connect();
    const served = await new Promise<string>((resolve) => {
      again.once("data", (chunk) => resolve(chunk.toString()));
      again.write("GET /api/settings HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    });
    expect(served).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of [...open, again]) socket.destroy();
  });
});

describe("configuration", () => {
  it("limits connections per client by default, and not behind a proxy (where every connection is the proxy's)", () => {
    expect(loadConfig({}).maxConnectionsPerClient).toBe(256);
    expect(loadConfig({ TRUST_PROXY: "true" }).maxConnectionsPerClient).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true", MAX_CONNECTIONS_PER_CLIENT: "50" }).maxConnectionsPerClient).toBe(50);
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: "-1" })).toThrow(/MAX_CONNECTIONS_PER_CLIENT must be/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: "0" })).toThrow(/REQUEST_TIMEOUT_SECONDS must be/);
  });
});
