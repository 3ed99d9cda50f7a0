import fs from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.js";
import { PRIORITY_BELOW_HTTP } from "./pglite-thread-protocol.js";

/** A thread's nice value, from /proc (the 19th field of its stat line, counted after the command name). */
function niceOf(osThread: number): number {
  const stat = fs.readFileSync(`/proc/self/task/${osThread}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

describe.runIf(process.platform === "linux")("the embedded database's thread", () => {
  it("runs below the thread that answers HTTP, which keeps the process's priority", async () => {
    const database = await openDatabase({});
    try {
      const { osThread } = database.pglite!;
      expect(osThread).toBeTypeOf("number");
      expect(osThread).not.toBe(process.pid);
      expect(niceOf(process.pid)).toBe(os.getPriority());
      expect(niceOf(osThread!)).toBe(Math.min(19, os.getPriority() + PRIORITY_BELOW_HTTP));
    } finally {
      await database.close();
    }
    // Starting PGlite is slow work on a thread that runs at a lower priority: on a busy machine it waits
    // for the other processes, so it gets the set-up time limit rather than a test's.
  }, 60_000);
});
