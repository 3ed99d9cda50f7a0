/**
 * Benchmark of the translator (npm run bench in this package, or npm run bench:translate at the root).
 * Prints token coverage (share of Swedish word tokens the dictionary translated; names and numbers
 * are not Swedish words and are left out) and corpus chrF (sacreBLEU's default chrF: character
 * 1..6-grams, beta 2) against our reference translations, for four sets: headlines, full news
 * sentences, and a held-out set of each that tuning does not look at. Then the time per headline
 * and per sentence, and which bars are met (exit code 1 when one is not).
 *
 * Flags: --verbose lists the worst segments of the tuning sets, --all lists every segment,
 * --set=NAME (headlines, headlines-holdout, sentences, sentences-holdout) limits those lists to one set.
 */
import { performance } from "node:perf_hooks";
import type { FixturePair } from "../fixtures/fixture-format.js";
import { DESK_DEV } from "../fixtures/desk-dev.js";
import { DESK_HOLDOUT } from "../fixtures/desk-holdout.js";
import { HEADLINES } from "../fixtures/headlines.js";
import { HOLDOUT_HEADLINES } from "../fixtures/headlines-holdout.js";
import { SENTENCES } from "../fixtures/sentences.js";
import { HOLDOUT_SENTENCES } from "../fixtures/sentences-holdout.js";
import { corpusChrf, sentenceChrf } from "../src/chrf.js";

const loadStart = performance.now();
const { headwordCount, translateSwedishWithStats } = await import("../src/index.js");
const loadMs = performance.now() - loadStart;

interface FixtureSet {
  name: string;
  label: string;
  pairs: readonly FixturePair[];
  /** held-out sets are reported, never tuned against and carry no bar */
  heldOut: boolean;
}

const SETS: FixtureSet[] = [
  { name: "headlines", label: "headlines", pairs: HEADLINES, heldOut: false },
  { name: "headlines-holdout", label: "held-out headlines", pairs: HOLDOUT_HEADLINES, heldOut: true },
  { name: "sentences", label: "sentences", pairs: SENTENCES, heldOut: false },
  { name: "sentences-holdout", label: "held-out sentences", pairs: HOLDOUT_SENTENCES, heldOut: true },
  { name: "desk", label: "desk paragraphs", pairs: DESK_DEV, heldOut: false },
  { name: "desk-holdout", label: "held-out desk", pairs: DESK_HOLDOUT, heldOut: true },
];

interface Bar {
  set: string;
  measure: "coverage" | "chrf";
  min: number;
}

const BARS: Bar[] = [
  { set: "headlines", measure: "coverage", min: 95 },
  { set: "headlines", measure: "chrf", min: 60 },
  { set: "sentences", measure: "coverage", min: 95 },
  { set: "sentences", measure: "chrf", min: 75 },
];

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

/** Mean time of one translation, in microseconds, after a warm-up round. */
function microsecondsPerSegment(pairs: readonly FixturePair[]): number {
  const texts = pairs.map((p) => p.sv);
  for (const t of texts) translateSwedishWithStats(t);
  const rounds = 10;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) for (const t of texts) translateSwedishWithStats(t);
  return ((performance.now() - start) * 1000) / (rounds * texts.length);
}

const results = new Map(SETS.map((set) => [set.name, evaluate(set.pairs)]));
const verbose = process.argv.includes("--verbose");
const all = process.argv.includes("--all");
const only = process.argv.find((a) => a.startsWith("--set="))?.slice("--set=".length);

if (verbose || all) {
  for (const set of SETS) {
    if (only ? set.name !== only : verbose && set.heldOut) continue;
    const rows = results.get(set.name)!.rows;
    const listed = all ? rows : [...rows].sort((a, b) => a.score - b.score).slice(0, 30);
    console.log(`== ${set.label}`);
    for (const { pair, hyp, score } of listed) {
      console.log(`${score.toFixed(1).padStart(5)}  ${pair.sv}\n       hyp: ${hyp}\n       ref: ${pair.en}`);
    }
    console.log();
  }
}

console.log(`headwords              ${headwordCount()}`);
for (const set of SETS) {
  const r = results.get(set.name)!;
  console.log(
    `${set.label.padEnd(22)} segments ${String(set.pairs.length).padStart(3)}  coverage ${r.coverage.toFixed(1).padStart(5)} %  chrF ${r.chrf.toFixed(1)}`,
  );
}
console.log(`module load            ${loadMs.toFixed(0)} ms`);
console.log(`per headline           ${microsecondsPerSegment(HEADLINES).toFixed(0)} µs`);
console.log(`per sentence           ${microsecondsPerSegment(SENTENCES).toFixed(0)} µs`);

let allMet = true;
for (const bar of BARS) {
  const r = results.get(bar.set)!;
  const value = bar.measure === "coverage" ? r.coverage : r.chrf;
  const met = value >= bar.min;
  allMet &&= met;
  const what = bar.measure === "coverage" ? `coverage >= ${bar.min} %` : `chrF >= ${bar.min}`;
  console.log(`bar ${`${bar.set} ${what}`.padEnd(30)} ${value.toFixed(1).padStart(5)}  ${met ? "met" : "NOT met"}`);
}
console.log(allMet ? "all bars met" : "some bars NOT met");
if (!allMet) process.exitCode = 1;
