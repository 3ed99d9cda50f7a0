import { vi } from "vitest";

/** A promise settled from outside, to hold a job in the middle of its work. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Whether a promise has settled, without waiting for it (under vitest's fake timers). */
export async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}
