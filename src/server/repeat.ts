/** Where a repeated task's failures are written. */
export interface RepeatLog {
  warn(object: { err: unknown }, message: string): void;
}

export interface RepeatOptions {
  /** The time between two runs (each counted from the start, as setInterval does, not from a run's end). */
  everyMs: number;
  /**
   * When the first run comes, if not at the first interval's end: 0 runs it at once, before `repeat`
   * returns (the task is called synchronously); the interval's runs still come every `everyMs` from the start.
   */
  firstMs?: number;
  /** Run the task once more when stopped, after the run under way (a buffer's last write at shutdown). */
  runOnStop?: boolean;
  log: RepeatLog;
  /** What a failed run is logged as (`log.warn({ err }, failed)`); the next run comes as planned. */
  failed: string;
  /** Called once, when the first run has ended (its lines logged), or at stop when none came. */
  afterFirstRun?: () => void;
}

/**
 * A background job's clock: runs `task` every `everyMs` on timers that keep no process alive (unref'd),
 * never two runs at once (a run due while one is under way is skipped), logging a failed run and going on.
 * Returns the stop function for shutdown: no run starts after it is called, and it settles once the run
 * under way (and the `runOnStop` one) has finished, so that what the task uses can then be closed.
 */
export function repeat(task: () => Promise<unknown>, options: RepeatOptions): () => Promise<void> {
  const { everyMs, firstMs, runOnStop, log, failed } = options;
  let running: Promise<void> | undefined;
  let stopping = false;
  let afterFirstRun = options.afterFirstRun;
  const firstRunEnded = () => {
    afterFirstRun?.();
    afterFirstRun = undefined;
  };

  const run = async () => {
    try {
      await task();
    } catch (error) {
      log.warn({ err: error }, failed);
    }
    firstRunEnded();
  };
  const tick = () => {
    if (stopping) return;
    running ??= run().finally(() => {
      running = undefined;
    });
  };

  let first: NodeJS.Timeout | undefined;
  if (firstMs === 0) tick();
  else if (firstMs !== undefined) first = setTimeout(tick, firstMs).unref();
  const every = setInterval(tick, everyMs).unref();

  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= (async () => {
      stopping = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
      if (runOnStop) await run();
      firstRunEnded();
    })();
    return stopped;
  };
}
