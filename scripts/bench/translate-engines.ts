import { performance } from "node:perf_hooks";
import { corpusChrf, translateSwedish } from "sv-en";
import { dictionaryWith } from "#server/modules/translation/index.js";
import type { TermBase } from "#server/modules/translation/term-base.js";
import type { RemoteProvider } from "#server/modules/translation/translation-providers.js";
import type { FixturePair } from "../../packages/sv-en/fixtures/fixture-format.js";

/**
 * The translation engines measured side by side on the same held-out sets (issue 43, `npm run
 * bench:translate`): chrF of each engine's English against the references, per set. An engine is what
 * readers would get from it: a remote engine's answer that fails (refused, cut off, timed out) is
 * replaced by the dictionary's, as the server does, and counted.
 */
export interface Engine {
  name: string;
  /** The English for one segment; throws when the engine has none. */
  translate(swedish: string): Promise<string>;
}

export interface EngineScore {
  engine: string;
  set: string;
  segments: number;
  chrf: number;
  /** Segments the engine failed on, answered by the dictionary instead. */
  failures: number;
  /** The first failure's message, to say why. */
  firstFailure?: string;
  /** Mean wall time per segment, in milliseconds. */
  msPerSegment: number;
}

/** The dictionary alone: the lexicon as it shipped before the term base. */
export const lexiconEngine: Engine = { name: "dictionary", translate: async (text) => translateSwedish(text) };

/** The dictionary with a term base: what the server's dictionary engine gives with the newsroom's terms. */
export function dictionaryEngine(termBase: TermBase): Engine {
  const translator = dictionaryWith(termBase);
  return { name: "dictionary + term base", translate: async (text) => translator.translate(text) };
}

/** A remote engine with the term base and the server's time limit; a failure falls back as the server's does. */
export function remoteEngine(provider: RemoteProvider, termBase: TermBase, timeoutMs: number): Engine {
  return {
    name: `${provider.name} + term base`,
    translate: (text) => provider.translate(text, timeoutMs, { termBase }),
  };
}

/** Scores `engine` on `pairs`, one segment at a time (as a draft's blocks are sent), in order. */
export async function scoreEngine(
  engine: Engine,
  set: string,
  pairs: readonly FixturePair[],
  fallback: (swedish: string) => string,
): Promise<EngineScore> {
  const hypotheses: string[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  for (const pair of pairs) {
    try {
      hypotheses.push(await engine.translate(pair.sv));
    } catch (error) {
      failures += 1;
      firstFailure ??= error instanceof Error ? error.message : String(error);
      hypotheses.push(fallback(pair.sv));
    }
  }
  const msPerSegment = (performance.now() - started) / Math.max(1, pairs.length);
  const chrf = corpusChrf(
    hypotheses,
    pairs.map((pair) => pair.en),
  );
  return {
    engine: engine.name,
    set,
    segments: pairs.length,
    chrf,
    failures,
    ...(firstFailure ? { firstFailure } : {}),
    msPerSegment,
  };
}

/** The scores as a Markdown table. */
export function engineTable(scores: readonly EngineScore[]): string {
  const lines = scores.map(
    (s) =>
      `| ${s.engine} | ${s.set} | ${s.segments} | ${s.chrf.toFixed(1)} | ${s.failures} | ${s.msPerSegment.toFixed(s.msPerSegment < 10 ? 2 : 0)} |`,
  );
  return [
    "| engine | set | segments | chrF | fell back | ms per segment |",
    "|---|---|---:|---:|---:|---:|",
    ...lines,
  ].join("\n");
}
