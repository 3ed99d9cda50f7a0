// `npm run bench:translate [-- --all-sets]`: after the dictionary's own report and bars
// (packages/sv-en/bench/translate.ts), every engine on the held-out sets, side by side (issue 43).
//
// Engines: the dictionary alone (the lexicon as it shipped before the term base), the dictionary with the
// starter term base (what the server's dictionary engine gives a new newsroom), and the remote engine the
// environment configures, read as the server reads it (TRANSLATE_PROVIDER, TRANSLATE_URL, TRANSLATE_MODEL,
// TRANSLATE_API_KEY, DEEPL_API_KEY, GOOGLE_TRANSLATE_API_KEY, UPSTREAM_TIMEOUT_MS), with the starter term
// base too. Run it once per remote engine to compare them. A remote engine's failures are answered by the
// dictionary, as in the server, and counted.
//
// Sets: the held-out ones, which no tuning looks at; the desk set (packages/sv-en/fixtures/desk-holdout.ts)
// says how it was made. `--all-sets` adds the tuning sets. Segments are never listed here: what is held
// out stays unread. Writes the table to bench/results/translate-<time>.{json,md}.
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config.js";
import { readTermFile } from "#server/modules/terms/term-files.js";
import { starterTermsFile } from "#server/modules/terms/terms.service.js";
import { dictionaryWith } from "#server/modules/translation/index.js";
import type { TermBase } from "#server/modules/translation/term-base.js";
import { remoteProviderFor } from "#server/modules/translation/translation-providers.js";
import type { FixturePair } from "../packages/sv-en/fixtures/fixture-format.js";
import { DESK_HOLDOUT } from "../packages/sv-en/fixtures/desk-holdout.js";
import { HEADLINES } from "../packages/sv-en/fixtures/headlines.js";
import { HOLDOUT_HEADLINES } from "../packages/sv-en/fixtures/headlines-holdout.js";
import { SENTENCES } from "../packages/sv-en/fixtures/sentences.js";
import { HOLDOUT_SENTENCES } from "../packages/sv-en/fixtures/sentences-holdout.js";
import {
  dictionaryEngine,
  type Engine,
  type EngineScore,
  engineTable,
  lexiconEngine,
  remoteEngine,
  scoreEngine,
} from "./bench/translate-engines.js";

const root = path.resolve(import.meta.dirname, "..");

const SETS: { name: string; pairs: readonly FixturePair[]; heldOut: boolean }[] = [
  { name: "desk (held out)", pairs: DESK_HOLDOUT, heldOut: true },
  { name: "sentences (held out)", pairs: HOLDOUT_SENTENCES, heldOut: true },
  { name: "headlines (held out)", pairs: HOLDOUT_HEADLINES, heldOut: true },
  { name: "sentences (tuning)", pairs: SENTENCES, heldOut: false },
  { name: "headlines (tuning)", pairs: HEADLINES, heldOut: false },
];

/** The starter term base as a new newsroom's server has it. */
function starterTermBase(): TermBase {
  const entries = readTermFile("tbx", fs.readFileSync(starterTermsFile(), "utf8")).filter((entry) => !entry.problem);
  return {
    version: "starter",
    terms: entries.map(({ swedish, english, keep, place }) => ({ swedish, english, keep, place })),
  };
}

async function main() {
  const config = loadConfig(process.env);
  const termBase = starterTermBase();
  const engines: Engine[] = [lexiconEngine, dictionaryEngine(termBase)];
  const remote = remoteProviderFor(config.translation);
  if (remote) engines.push(remoteEngine(remote, termBase, config.upstreams.timeoutMs));
  const sets = SETS.filter((set) => set.heldOut || process.argv.includes("--all-sets"));
  const fallback = (text: string) => dictionaryWith(termBase).translate(text);

  const scores: EngineScore[] = [];
  for (const set of sets) {
    for (const engine of engines) scores.push(await scoreEngine(engine, set.name, set.pairs, fallback));
  }
  console.log(`\nEngines on the held-out sets (${termBase.terms.length} starter terms):\n`);
  const table = engineTable(scores);
  console.log(table);
  if (!remote) {
    console.log(
      "\nNo remote engine configured: set TRANSLATE_PROVIDER (libretranslate, deepl, google or openai) and what it needs to add one.",
    );
  }
  for (const score of scores.filter((s) => s.firstFailure)) {
    console.log(
      `${score.engine} on ${score.set}: ${score.failures} fell back, the first because ${score.firstFailure}`,
    );
  }
  const gain = (set: string) => {
    const of = (name: string) => scores.find((s) => s.set === set && s.engine === name)?.chrf ?? 0;
    return of("dictionary + term base") - of("dictionary");
  };
  console.log(`\nThe term base adds ${gain("desk (held out)").toFixed(1)} chrF on the desk set.`);

  const outDir = path.join(root, "bench/results");
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const report = {
    at: new Date().toISOString(),
    engines: engines.map((e) => e.name),
    terms: termBase.terms.length,
    scores,
  };
  fs.writeFileSync(path.join(outDir, `translate-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, `translate-${stamp}.md`), `${table}\n`);
  console.log(`results written to bench/results/translate-${stamp}.{json,md}`);
}

await main();
