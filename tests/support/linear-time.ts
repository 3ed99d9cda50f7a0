import { expect } from "vitest";

/**
 * Proof of linear time that does not depend on how fast or how busy the machine is: the same work is
 * timed on an input of n and of 16n in one run, and the times are compared. Linear work takes about 16
 * times as long on 16n, quadratic work 256 times; more than 128 times fails. An absolute budget ("under a
 * second") fails on a slow or loaded machine and passes anything on a fast one; the ratio does neither.
 *
 * Why 16n and 128, not 4n and 8: per character, V8 is slower on a megabyte than on a sixteenth or a
 * quarter of one (the intermediate strings no longer fit the caches and the young generation), so linear
 * parsers measure worse than linear over this range. On a heavily loaded machine they took up to 8.2
 * times as long on 1 MB as on 256 kB (past 8, halfway between 4 and 16), and up to 80 times as long on
 * 1 MB as on 64 kB: 128 lies about halfway, on a log scale, between that and quadratic growth (256).
 *
 * Keeping load out of the ratio:
 * - The clock is the process's CPU time, not the wall clock: time spent waiting for a core that another
 *   process holds is not counted (wall time on a busy machine can double, unevenly).
 * - Each timed batch repeats the work until it takes at least `minBatchMs`, so the clock's grain and
 *   one-off pauses are small beside it.
 * - The work is warmed up first (compiled, lazy set-up done), batches on n and on 16n are interleaved in
 *   alternating order, and the fastest batch of each size is compared, since noise only ever adds time;
 *   a ratio over half the limit is measured again, up to `maxRounds` times, before it is judged.
 */

/** How much larger the large input is than the small one. */
export const GROWTH_STEP = 16;
/** The most the work on 16n may take, as a multiple of the work on n: 16 is linear, 256 quadratic. */
export const MAX_GROWTH = 128;

export interface GrowthOptions {
  /** Fails above this ratio (default MAX_GROWTH). */
  maxRatio?: number;
  /** Each timed batch repeats the work until it takes at least this long (default 10 ms). */
  minBatchMs?: number;
  /** Rounds (one batch of each size) always measured after the batches that set the number of runs (default 1). */
  minRounds?: number;
  /** Rounds measured at most while the ratio is above half the limit, where noise could matter (default 6). */
  maxRounds?: number;
}

export interface Growth<T> {
  /** n and 16n. */
  smallSize: number;
  largeSize: number;
  /** CPU time of one run of the work on each size (the fastest batch, divided by its runs), in ms. */
  smallMs: number;
  largeMs: number;
  /** largeMs / smallMs. */
  ratio: number;
  rounds: number;
  /** What the work on 16n returned (awaited), for the caller to check. */
  result: T;
}

/** Every judged measurement of this process (one per expectLinearTime), for a suite that prints a summary. */
export const measured: Array<Growth<unknown> & { name: string }> = [];

const MAX_REPEATS = 100_000;

/**
 * User CPU time of this process (all its threads: the garbage collector's work counts), in ms. Not the
 * kernel's time: what it spends on a megabyte's fresh pages depends on the machine's memory manager, not
 * on the algorithm (on a machine reclaiming memory in the background, page faults alone pushed linear
 * parsers past 128x at 64 kB against 1 MB, on code that measured 16-80x the day before).
 */
function cpuMs(): number {
  return process.cpuUsage().user / 1000;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === "function";

/**
 * Times `prepare(size)()` for size n = largeSize / 16 and 16n = largeSize. `prepare` builds the input
 * (not timed) and returns the work on it (timed; sync or async), which may run many times.
 */
export async function measureGrowth<T>(
  prepare: (size: number) => () => T,
  largeSize: number,
  options: GrowthOptions = {},
): Promise<Growth<Awaited<T>>> {
  const { maxRatio = MAX_GROWTH, minBatchMs = 10, minRounds = 1, maxRounds = 6 } = options;
  const smallSize = Math.round(largeSize / GROWTH_STEP);
  let result: Awaited<T> | undefined;

  /** CPU ms of `runs` runs of `work`. */
  const batch = async (work: () => T, runs: number, keep: boolean): Promise<number> => {
    const started = cpuMs();
    for (let i = 0; i < runs; i++) {
      const out = work();
      const value = isThenable(out) ? await out : out;
      if (keep) result = value as Awaited<T>;
    }
    return cpuMs() - started;
  };

  /**
   * As many runs per batch as take minBatchMs; the first batch, of one run, also warms the work up. The last
   * of these batches, run as often as every later one, is the first measurement (a slow one does no harm:
   * only the fastest counts).
   */
  const calibrated = async (size: number, keep: boolean) => {
    const work = prepare(size);
    let runs = 1;
    let ms = await batch(work, 1, keep);
    while (ms < minBatchMs && runs < MAX_REPEATS) {
      runs = Math.min(MAX_REPEATS, Math.ceil(runs * Math.min(10, (1.3 * minBatchMs) / Math.max(ms, 0.01))));
      ms = await batch(work, runs, keep);
    }
    let fastest = ms / runs;
    return {
      /** Times one batch; gives the fastest run so far. */
      measure: async () => {
        fastest = Math.min(fastest, (await batch(work, runs, keep)) / runs);
        return fastest;
      },
    };
  };

  const small = await calibrated(smallSize, false);
  const large = await calibrated(largeSize, true);
  let smallMs = Number.POSITIVE_INFINITY;
  let largeMs = Number.POSITIVE_INFINITY;
  let rounds = 0;
  // Clear cases (linear work measures about 16) stop early; near the limit, more rounds lower the noise.
  while (rounds < maxRounds) {
    if (rounds % 2 === 0) {
      smallMs = await small.measure();
      largeMs = await large.measure();
    } else {
      largeMs = await large.measure();
      smallMs = await small.measure();
    }
    rounds += 1;
    if (rounds >= minRounds && largeMs / smallMs <= maxRatio / 2) break;
  }
  const ratio = largeMs / Math.max(smallMs, 1e-6);
  return { smallSize, largeSize, smallMs, largeMs, ratio, rounds, result: result as Awaited<T> };
}

const fixed = (ms: number) => ms.toPrecision(3);

/** A line for a failure message or a log. */
export const describeGrowth = (g: Growth<unknown>) =>
  `n=${g.smallSize}: ${fixed(g.smallMs)} ms, 16n=${g.largeSize}: ${fixed(g.largeMs)} ms of CPU a run, ` +
  `${g.ratio.toFixed(1)}x (linear 16x, quadratic 256x, limit ${MAX_GROWTH}x; fastest of ${g.rounds} rounds)`;

/** measureGrowth, failing when the work on 16n took more than `maxRatio` (128) times the work on n. */
export async function expectLinearTime<T>(
  prepare: (size: number) => () => T,
  largeSize: number,
  options: GrowthOptions = {},
): Promise<Growth<Awaited<T>>> {
  const limit = options.maxRatio ?? MAX_GROWTH;
  // A ratio over the limit is measured afresh (new inputs, new calibration) up to MEASUREMENTS times and
  // the lowest counts: noise only ever adds time, so a machine's pause passes on a later try, while
  // quadratic work measures about 256x every time.
  let growth = await measureGrowth(prepare, largeSize, options);
  for (let attempt = 1; attempt < MEASUREMENTS && growth.ratio > limit; attempt++) {
    const again = await measureGrowth(prepare, largeSize, options);
    if (again.ratio < growth.ratio) growth = again;
  }
  measured.push({ ...growth, name: expect.getState().currentTestName ?? "" });
  expect(growth.ratio, describeGrowth(growth)).toBeLessThanOrEqual(limit);
  return growth;
}

/** Fresh measurements of one work at most, while its ratio is over the limit. */
const MEASUREMENTS = 3;
