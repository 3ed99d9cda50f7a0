/**
 * Linear-time checks for this package's tests, without a clock budget (issue 27): a time limit fails on a
 * slow or busy machine, a ratio in one run does not. The app's tests/support/linear-time.ts does the same;
 * this package imports nothing from outside it.
 */

/** CPU time of this process, in ms: unlike the wall clock, not stretched by other processes on a busy machine. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU ms of `runs` runs of `work`. */
function timed(work: () => unknown, runs: number): number {
  const started = cpuMs();
  for (let i = 0; i < runs; i++) work();
  return cpuMs() - started;
}

/**
 * How many times as long `work` takes on `build(size)` as on `build(size / 16)`: about 16 for linear work,
 * 256 for quadratic. A ratio in one run, so it holds on a slow or busy machine, where a time limit does not
 * (the app's tests/support/linear-time.ts does the same; this package imports nothing from outside it).
 * Warmed up, batches of at least 10 ms, interleaved, the fastest of three rounds of each size compared.
 */
export function growth(build: (size: number) => string, size: number, work: (text: string) => unknown): number {
  const inputs = [build(Math.round(size / 16)), build(size)];
  const runs = inputs.map((text) => {
    let n = 1;
    while (timed(() => work(text), n) < 10 && n < 100_000) n *= 4;
    return n;
  });
  const fastest = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let round = 0; round < 3; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      fastest[i] = Math.min(fastest[i]!, timed(() => work(inputs[i]!), runs[i]!) / runs[i]!);
    }
  }
  return fastest[1]! / fastest[0]!;
}

/** The most growth allowed from n to 16n: linear is 16, quadratic 256. */
export const MAX_GROWTH = 128;
