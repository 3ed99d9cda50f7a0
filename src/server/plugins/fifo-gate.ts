/**
 * Runs at most `concurrency` jobs at once; the rest wait their turn in arrival order.
 *
 * Node serves an overloaded server's sockets unfairly when each request's work starts inside the
 * socket's read callback: under a load of renders, most readers were served quickly while some waited
 * until they timed out (a plain Node server spinning the CPU per request does the same). Here every job
 * starts from its own later event-loop turn, so reading a request only queues it: all the sockets that
 * became readable are read, and their requests queued, before the next job runs. The same load then has
 * every reader waiting about as long as the others (ADR 0010 has the measurements).
 */
export interface FifoGate {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs waiting for their turn. */
  readonly waiting: number;
}

export function createFifoGate(concurrency: number): FifoGate {
  let active = 0;
  let scheduled = false;
  const queue: Array<() => void> = [];

  const admit = () => {
    scheduled = false;
    while (active < concurrency && queue.length > 0) {
      active += 1;
      queue.shift()!();
    }
  };
  const scheduleAdmission = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(admit);
  };

  return {
    get waiting() {
      return queue.length;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        scheduleAdmission();
      });
      try {
        return await job();
      } finally {
        active -= 1;
        scheduleAdmission();
      }
    },
  };
}
