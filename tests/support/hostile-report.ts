import fs from "node:fs";

/**
 * The figures one hostile suite contributes to the report that `npm run test:hostile` prints
 * (scripts/hostile.ts). Each suite records what it actually did, counted as it went, never a constant.
 */
export interface HostileFigures {
  suite: string;
  /** Generated requests (property-based fuzzing). */
  inputs?: number;
  /** Hostile payloads placed: XSS payload × field, hostile files, SSRF addresses, login attempts. */
  payloads?: number;
  /** Faults injected: kill -9, SIGTERM, database restarts, upstreams that hang, fail or answer garbage. */
  faults?: number;
  /** Requests sent to the server, all kinds (pages opened in Chromium included). */
  requests?: number;
  commentsAccepted?: number;
  commentsStored?: number;
  fiveHundreds?: number;
  /** Peak resident memory of the server process, in MB. */
  peakMemoryMb?: number;
}

/** Appends one suite's figures to HOSTILE_REPORT_FILE; does nothing outside `npm run test:hostile`. */
export function recordHostile(figures: HostileFigures): void {
  const file = process.env.HOSTILE_REPORT_FILE;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify(figures)}\n`);
}

/** A memory figure of a process from /proc (VmRSS: now, VmHWM: its peak), in MB; 0 when unavailable. */
export function processMemoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // not Linux, or the process is gone
  }
}

/**
 * Peak resident memory of a process, in whole MB: the server child of a browser test, or this very
 * process when the server runs in it (app.inject).
 */
export function peakMemoryMb(pid: number = process.pid): number {
  const peak = processMemoryMb(pid, "VmHWM");
  if (peak > 0) return Math.round(peak);
  return pid === process.pid ? Math.round(process.resourceUsage().maxRSS / 1024) : 0;
}

/** Counts every answer of an in-process test server, so a suite can report requests and 5xx. */
export interface Traffic {
  requests: number;
  /** 5xx answers that are the server's own fault (see isOwnFault). */
  fiveHundreds: number;
}

/**
 * A 5xx that counts against the server: 502 is what the feed and quote routes answer, as the spec says,
 * when an upstream fails or is refused, so it is not counted. 503 (database down, shutting down) is
 * expected only in the suites that cause it, and they subtract it themselves.
 */
export const isOwnFault = (status: number) => status >= 500 && status !== 502;
