import autocannon from "autocannon";

/** Common words of the generated articles: each flood search matches thousands of them. */
const COMMON_WORDS = ["stockholm", "year", "government", "police", "sweden", "city", "report", "people"];

/**
 * The issue 27 attacker's searches: a common word and an excluded word never seen before, so every one
 * misses every cache and matches thousands of articles; pages 1 to 3, as a reader could ask for.
 */
export function floodSearchPath(n: number): string {
  const word = COMMON_WORDS[n % COMMON_WORDS.length];
  return `/api/search?q=${word}+-x${n.toString(36)}${Math.random().toString(36).slice(2, 8)}&page=${(n % 3) + 1}`;
}

const OTHER_WORDS = ["court", "election", "storm", "school", "hospital", "train", "budget", "football"];

/**
 * The n-th of searches a reader may send, each asked once (the "varied" scenario): two words of the
 * articles and an excluded word that makes it new, so no remembered count or result helps.
 */
export function variedSearchPath(n: number): string {
  const a = COMMON_WORDS[n % COMMON_WORDS.length]!;
  const b = OTHER_WORDS[Math.floor(n / COMMON_WORDS.length) % OTHER_WORDS.length]!;
  return `/api/search?q=${a}+${b}+-n${n.toString(36)}&page=${(n % 3) + 1}`;
}

export interface FloodResult {
  requests: number;
  reqPerSec: number;
  /** Answers by status: what the server made of the flood (200, 429 budget, 503 busy or too slow). */
  statuses: Record<string, number>;
}

/**
 * `clients` connections sending uncacheable searches back to back for `seconds`, while something else is
 * measured. Always driven by autocannon (it is the attacker, not the measurement).
 */
export async function runSearchFlood(url: string, clients: number, seconds: number): Promise<FloodResult> {
  let n = 0;
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url,
    connections: clients,
    duration: seconds,
    requests: [{ path: "/api/search?q=year", setupRequest: (request) => ({ ...request, path: floodSearchPath(n++) }) }],
  });
  instance.on("response", (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  return { requests: result.requests.total, reqPerSec: Math.round(result.requests.average), statuses };
}
