import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { hasWrk, milliseconds, parseWrkOutput, runWrk, wrkScript } from "../../scripts/bench/wrk.js";

/** What wrk 4.1 prints with --latency (abridged from a run against the server). */
const REPORT = `Running 10s test @ http://127.0.0.1:3900
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.87ms    1.02ms  41.20ms   91.30%
    Req/Sec    17.39k     1.10k   19.01k    80.00%
  Latency Distribution
     50%    2.61ms
     75%    3.02ms
     90%    3.71ms
     99%    1.20s
  173012 requests in 10.00s, 6.62GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 12
Requests/sec:  17296.12
Transfer/sec:    677.41MB
`;

const wrkInstalled = await hasWrk();

describe("the benchmark's wrk driver", () => {
  it("reads wrk's report: rate, p50 and p99 in milliseconds, failed answers and socket errors", () => {
    expect(parseWrkOutput(REPORT)).toEqual({ reqPerSec: 17296, p50: 2.61, p99: 1200, failures: 17 });
    expect(parseWrkOutput(REPORT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, "")).failures).toBe(0);
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:3900 Connection refused")).toThrow(
      "wrk's report is not as expected",
    );
  });

  it("converts each of wrk's latency units", () => {
    expect(milliseconds("850.00us")).toBe(0.85);
    expect(milliseconds("2.61ms")).toBe(2.61);
    expect(milliseconds("1.02s")).toBe(1020);
    expect(milliseconds("2.00m")).toBe(120_000);
    expect(() => milliseconds("fast")).toThrow("cannot read");
  });

  it("writes a Lua script that sends the scenario's requests in turn, quoting what they contain", () => {
    const script = wrkScript([
      { path: "/a" },
      { method: "POST", path: "/c", headers: { "content-type": "application/json" }, body: '{"say":"\\"hi\\""}' },
    ]);
    expect(script).toContain('wrk.format("GET", "/a", {})');
    expect(script).toContain(
      'wrk.format("POST", "/c", {["content-type"] = "application/json"}, "{\\"say\\":\\"\\\\\\"hi\\\\\\"\\"}")',
    );
  });

  it.skipIf(!wrkInstalled)("drives a server with the mix of requests, as autocannon would", async () => {
    const seen = new Map<string, number>();
    const bodies = new Set<string>();
    const server = http.createServer((request, response) => {
      const key = `${request.method} ${request.url}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        if (body) bodies.add(`${request.headers["content-type"]} ${body}`);
        response.writeHead(request.url === "/missing" ? 404 : 200).end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await runWrk(
        url,
        [
          { path: "/a" },
          { path: "/a" },
          { method: "POST", path: "/comments", headers: { "content-type": "application/json" }, body: '{"n":1}' },
          { path: "/missing" },
        ],
        { connections: 2, duration: 1 },
      );
      expect(result.reqPerSec).toBeGreaterThan(0);
      expect(bodies).toEqual(new Set(['application/json {"n":1}']));
      const gets = seen.get("GET /a") ?? 0;
      const posts = seen.get("POST /comments") ?? 0;
      const missing = seen.get("GET /missing") ?? 0;
      // Each connection goes round the list: twice as many GET /a as POSTs, give or take a round.
      expect(Math.abs(gets - 2 * posts)).toBeLessThanOrEqual(4);
      // wrk counts answers it received before the end; the server may have had a last one in flight.
      expect(Math.abs(result.failures - missing)).toBeLessThanOrEqual(2);
      expect(missing).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
