import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  reqPerSec: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Answers other than 2xx and 3xx, and socket errors (connect, read, write, timeout). */
  failures: number;
}

const run = promisify(execFile);

/** Whether wrk is installed (Debian: `apt-get install wrk`). */
export async function hasWrk(): Promise<boolean> {
  try {
    await run("wrk", ["--version"]);
    return true;
  } catch (error) {
    // wrk prints its version and exits with 1.
    return (error as { code?: unknown }).code === 1;
  }
}

/** A Lua string literal. */
const lua = (text: string) => JSON.stringify(text);

/**
 * wrk's script for a mix of requests, sent in turn as autocannon sends them. They are formatted in
 * `init`: at the script's top level wrk.host is not set yet, and a request without a Host header gets
 * a 400 from any HTTP/1.1 server.
 */
export function wrkScript(requests: LoadRequest[]): string {
  const formatted = requests.map(({ method = "GET", path: p, headers = {}, body }) => {
    const headerTable = `{${Object.entries(headers)
      .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
      .join(", ")}}`;
    return `    wrk.format(${lua(method)}, ${lua(p)}, ${headerTable}${body === undefined ? "" : `, ${lua(body)}`})`;
  });
  return [
    "local requests = {}",
    "local i = 0",
    "init = function(args)",
    "  requests = {",
    `${formatted.join(",\n")}`,
    "  }",
    "end",
    "request = function()",
    "  i = i % #requests + 1",
    "  return requests[i]",
    "end",
    "",
  ].join("\n");
}

/** wrk's latency as milliseconds ("850.00us", "2.61ms", "1.02s", "2.00m"). */
export function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`wrk printed a latency it cannot read: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Math.round(Number(match[1]) * scale * 100) / 100;
}

/** Reads wrk's `--latency` report. */
export function parseWrkOutput(output: string): LoadResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!rate || !p50 || !p99) throw new Error(`wrk's report is not as expected:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    reqPerSec: Math.round(Number(rate[1])),
    p50: milliseconds(p50[1]!),
    p99: milliseconds(p99[1]!),
    failures: non2xx + socketErrors,
  };
}

/** Drives `url` with wrk (one thread, like autocannon) for `duration` seconds. */
export async function runWrk(
  url: string,
  requests: LoadRequest[],
  options: { connections: number; duration: number },
): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-wrk-"));
  try {
    const script = path.join(dir, "requests.lua");
    fs.writeFileSync(script, wrkScript(requests));
    const { stdout } = await run("wrk", [
      "--threads",
      "1",
      "--connections",
      String(options.connections),
      "--duration",
      `${options.duration}s`,
      "--timeout",
      "10s",
      "--latency",
      "--script",
      script,
      url,
    ]);
    return parseWrkOutput(stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
