/**
 * Benchmark of the translator (npm run bench in this package, or npm run bench:translate at the root).
 * Prints token coverage (share of Swedish word tokens the dictionary translated; names and numbers
 * are not Swedish words and are left out) and corpus chrF (sacreBLEU's default chrF: character
 * 1..6-grams, beta 2) against our reference translations, for the main fixture set and for the
 * held-out set that tuning does not look at. Flags: --verbose lists the worst segments,
 * --all lists every segment.
 */
import { performance } from "node:perf_hooks";
import type { FixturePair } from "../fixtures/fixture-format.js";
import { HEADLINES } from "../fixtures/headlines.js";
import { HOLDOUT_HEADLINES } from "../fixtures/headlines-holdout.js";
import { corpusChrf, sentenceChrf } from "../src/chrf.js";

const COVERAGE_BAR = 95;
const CHRF_BAR = 60;

const loadStart = performance.now();
const { headwordCount, translateSwedishWithStats } = await import("../src/index.js");
const loadMs = performance.now() - loadStart;

interface SetResult {
  coverage: number;
  chrf: number;
  rows: Array<{ pair: FixturePair; hyp: string; score: number }>;
}

function evaluate(pairs: readonly FixturePair[]): SetResult {
  let swedish = 0;
  let translated = 0;
  const rows = pairs.map((pair) => {
    const result = translateSwedishWithStats(pair.sv);
    swedish += result.swedishTokens;
    translated += result.translatedTokens;
    return { pair, hyp: result.text, score: sentenceChrf(result.text, pair.en) };
  });
  const chrf = corpusChrf(
    rows.map((r) => r.hyp),
    rows.map((r) => r.pair.en),
  );
  return { coverage: swedish ? (100 * translated) / swedish : 100, chrf, rows };
}

function timePerHeadline(pairs: readonly FixturePair[]): number {
  const texts = pairs.map((p) => p.sv);
  for (const t of texts) translateSwedishWithStats(t);
  const rounds = 20;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const t of texts) translateSwedishWithStats(t);
  return (performance.now() - start) / (rounds * texts.length);
}

const main = evaluate(HEADLINES);
const holdout = evaluate(HOLDOUT_HEADLINES);
const verbose = process.argv.includes("--verbose");
const all = process.argv.includes("--all");

if (verbose || all) {
  const rows = all ? [...main.rows, ...holdout.rows] : [...main.rows].sort((a, b) => a.score - b.score).slice(0, 40);
  for (const { pair, hyp, score } of rows) {
    console.log(`${score.toFixed(1).padStart(5)}  ${pair.sv}\n       hyp: ${hyp}\n       ref: ${pair.en}`);
  }
  console.log();
}

const line = (label: string, r: SetResult, n: number) =>
  `${label.padEnd(22)} segments ${String(n).padStart(3)}  coverage ${r.coverage.toFixed(1)} %  chrF ${r.chrf.toFixed(1)}`;
console.log(`headwords              ${headwordCount()}`);
console.log(line("fixtures", main, HEADLINES.length));
console.log(line("held-out fixtures", holdout, HOLDOUT_HEADLINES.length));
console.log(`module load            ${loadMs.toFixed(0)} ms`);
console.log(`per headline           ${(timePerHeadline(HEADLINES) * 1000).toFixed(0)} µs`);
const pass = main.coverage >= COVERAGE_BAR && main.chrf >= CHRF_BAR;
console.log(`bar (coverage >= ${COVERAGE_BAR} %, chrF >= ${CHRF_BAR}): ${pass ? "met" : "NOT met"}`);
if (!pass) process.exitCode = 1;
