import { describe, expect, it } from "vitest";
import { createFifoGate } from "./fifo-gate.js";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createFifoGate", () => {
  it("runs at most `concurrency` jobs at once and the rest in arrival order", async () => {
    const gate = createFifoGate(2);
    const started: number[] = [];
    const finishers: Array<() => void> = [];
    const results = Array.from({ length: 5 }, (_, i) =>
      gate.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => finishers.push(resolve));
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(3);

    finishers[1]!();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2]);

    finishers[0]!();
    await tick();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);

    // Finish the rest as they start.
    for (let i = 2; i < 5; i++) {
      while (!finishers[i]) await tick();
      finishers[i]!();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.waiting).toBe(0);
  });

  it("starts the next job on a later event-loop turn, so arrivals meanwhile queue first", async () => {
    const gate = createFifoGate(1);
    const order: string[] = [];
    let releaseFirst: (() => void) | undefined;
    const first = gate.run(() => new Promise<void>((resolve) => (releaseFirst = resolve)));
    const second = gate.run(async () => {
      order.push("second");
    });
    while (!releaseFirst) await tick();
    releaseFirst();
    await first;
    order.push("after first, same turn");
    await second;
    expect(order).toEqual(["after first, same turn", "second"]);
  });

  it("frees the turn when a job fails", async () => {
    const gate = createFifoGate(1);
    await expect(gate.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("starts even a lone job on a later turn, after the current callback and its microtasks", async () => {
    const gate = createFifoGate(1);
    let ran = false;
    const done = gate.run(async () => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran).toBe(false);
    await done;
    expect(ran).toBe(true);
  });
});
