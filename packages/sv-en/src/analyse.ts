/**
 * From tokens to items with all their possible readings: phrases first (longest match), then
 * names, the lexicon, number-led words, hyphen and colon forms, and finally compound splitting.
 * A word nothing explains is kept as it is (a capitalised one is taken for a name).
 */
import { analyseCompound } from "./compound-splitter.js";
import type { Item } from "./item.js";
import { type LexiconIndex, lookup, lookupForm } from "./lexicon-index.js";
import type { NameTables } from "./name-tables.js";
import { matchPhrase, type PhraseTable } from "./phrase-table.js";
import { approximateCount, nameAnalysis, numberLedForms, phraseAnalysis } from "./special-forms.js";
import type { Token } from "./tokenizer.js";
import type { Analysis } from "./types.js";

export interface Resources {
  index: LexiconIndex;
  names: NameTables;
  phrases: PhraseTable;
}

const SENTENCE_BREAK = /^[.!?:;…"”“«»–—-]$/;

export function analyse(tokens: Token[], res: Resources): Item[] {
  const items: Item[] = [];
  const lowerWords = tokens.map((t) => (t.kind === "word" ? t.text.toLowerCase() : t.kind === "space" ? "" : null));
  // Phrase matching looks at words only, so map each word to the next word index across one space.
  const wordSeq: Array<{ token: number; pre: string }> = [];
  let pre = "";
  let start = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === "space") {
      pre += token.text;
      continue;
    }
    wordSeq.push({ token: i, pre });
    pre = "";
  }
  for (let k = 0; k < wordSeq.length; k++) {
    const { token: ti, pre: space } = wordSeq[k]!;
    const token = tokens[ti]!;
    const kind = token.kind === "space" || token.kind === "verbatim" ? "punct" : token.kind;
    const base = makeItem(token.text, kind, space, start);
    if (token.kind === "word") {
      const phraseWords = wordSeq.slice(k, k + 7).map((w, n) => {
        if (n > 0 && (!/^ $/.test(w.pre) || tokens[w.token]!.kind !== "word")) return null;
        return lowerWords[w.token] ?? null;
      });
      const phrase = matchPhrase(res.phrases, phraseWords, 0);
      if (phrase) {
        const text = wordSeq
          .slice(k, k + phrase.words.length)
          .map((w, n) => (n === 0 ? "" : w.pre) + tokens[w.token]!.text)
          .join("");
        const item = makeItem(text, "word", space, start);
        item.span = phrase.words.length;
        item.cands = [phraseAnalysis(phrase.words.join(" "), phrase.en, phrase.pos)];
        item.coverage = phrase.pos === "name" ? "name" : "word";
        items.push(item);
        k += phrase.words.length - 1;
        start = false;
        continue;
      }
      const next = wordSeq[k + 1] ? tokens[wordSeq[k + 1]!.token] : undefined;
      analyseWord(base, res, next?.kind === "word" && /^\p{Lu}/u.test(next.text));
    } else if (token.kind === "number") {
      base.coverage = "skip";
    }
    items.push(base);
    start =
      token.kind === "punct" ? SENTENCE_BREAK.test(token.text) || (start && /^[(„"'‘’]$/.test(token.text)) : false;
  }
  return items;
}

function makeItem(text: string, kind: Item["kind"], pre: string, start: boolean): Item {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return {
    kind,
    text,
    lower: text.toLowerCase(),
    pre,
    cap: /^\p{Lu}/u.test(text),
    allCaps: letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
    start: kind === "word" && start,
    span: 1,
    cands: [],
    coverage: kind === "word" ? "unknown" : "skip",
    en: text,
    role: kind === "punct" ? "punct" : "other",
  };
}

function analyseWord(item: Item, res: Resources, nextCapitalised: boolean): void {
  const cands = readings(item, res, nextCapitalised);
  item.cands = cands;
  if (cands.length > 0) item.coverage = cands.every((a) => a.pos === "name") ? "name" : "word";
  else if (item.cap && (!item.start || item.allCaps)) item.coverage = "name";
}

/** The last parts of Swedish place names, which a capitalised compound ending in one is (Gävle + borg). */
const PLACE_NAME_ENDINGS = new Set(
  "borg berg holm by köping hamn vik sund stad näs ås fors torp dal lund ö å bro bruk mark slätt".split(" "),
);

function readings(item: Item, res: Resources, nextCapitalised: boolean): Analysis[] {
  const { lower } = item;
  const numberLed = numberLedForms(lower);
  if (numberLed.length) return numberLed;
  const org = lookupName(lower, res.names.organisations, "org");
  if (org.length) return org;
  const road = /^(e|rv|väg)(\d{1,3})$/i.exec(item.text);
  if (road && (item.cap || road[1] === "väg"))
    return [nameAnalysis(item.text, `the ${item.text.toUpperCase()}`, false, "road")];
  const place = lookupName(lower, res.names.places, res.names.atPlaces.has(lower) ? "at" : "place");
  if (place.length && (item.cap || place[0]!.entry.en.startsWith("the "))) return place;
  if (item.cap) {
    const isPerson = res.names.persons.has(lower) || res.names.persons.has(lower.replace(/s$/, ""));
    const lexical = lookup(res.index, lower);
    const abbreviation = item.allCaps ? (lexical ?? []).filter((a) => a.pos === "abbr" || a.pos === "noun") : [];
    if (abbreviation.length) return abbreviation;
    if (isPerson && (!item.start || nextCapitalised || !lexical)) {
      const gen = !res.names.persons.has(lower);
      return [nameAnalysis(item.text, gen ? item.text.slice(0, -1) : item.text, gen, "person")];
    }
    if (!item.start && !item.allCaps && !/[-:]/.test(lower)) {
      // "Kumlaanstalten" is the Kumla prison, but "Gävleborg", "Västerås" and "Karlstad" are places.
      return analyseCompound(lower, res.index).filter(
        (a) => a.modifiers?.some(isCapitalised) && !PLACE_NAME_ENDINGS.has(a.entry.sv),
      );
    }
  }
  const direct = lookup(res.index, lower);
  if (direct) return direct;
  const colon = colonForm(item.text, res);
  if (colon.length) return colon;
  if (lower.includes("-")) return hyphenCompound(item.text, res);
  const approx = approximateCount(lower, (w) => {
    const n = lookupForm(res.index, w)?.find((a) => a.pos === "num");
    return n?.entry.en;
  });
  if (approx.length) return approx;
  return analyseCompound(lower, res.index);
}

const isCapitalised = (s: string) => /^\p{Lu}/u.test(s);

function lookupName(lower: string, table: Map<string, string>, kind: string): Analysis[] {
  const en = table.get(lower);
  if (en) return [nameAnalysis(lower, en, false, kind)];
  if (lower.endsWith("s")) {
    const base = table.get(lower.slice(0, -1));
    if (base) return [nameAnalysis(lower, base, true, kind)];
  }
  return [];
}

/** SVT:s → SVT's, E4:an → the E4 (Swedish writes endings on abbreviations after a colon). */
function colonForm(text: string, res: Resources): Analysis[] {
  const m = /^(.+):(s|an|en|et|n|ens|ans|ar|arna|or|orna|er|erna)$/i.exec(text);
  if (!m?.[1] || !m[2]) return [];
  const base = m[1];
  const ending = m[2].toLowerCase();
  const known =
    lookupName(base.toLowerCase(), res.names.organisations, "org")[0] ??
    lookupName(base.toLowerCase(), res.names.places, "place")[0];
  const abbr = lookupForm(res.index, base.toLowerCase())?.find((a) => a.pos === "abbr" || a.pos === "noun");
  const en = known?.entry.en ?? (abbr ? abbr.entry.en.split("/")[0] : base) ?? base;
  const analysis = nameAnalysis(text, en, ending.endsWith("s"), "abbr");
  if (ending !== "s") analysis.def = true;
  if (/^(ar|or|er)/.test(ending)) analysis.num = "pl";
  return [analysis];
}

/** EU-kommissionen, VM-final: the last part inflects, the others become modifiers. */
function hyphenCompound(text: string, res: Resources): Analysis[] {
  const parts = text.split("-");
  const head = parts.pop() ?? "";
  const headReadings = lookup(res.index, head.toLowerCase()) ?? analyseCompound(head, res.index);
  if (headReadings.length === 0 || parts.some((p) => !p)) return [];
  const modifiers = parts.map((part) => modifierEnglish(part, res));
  return headReadings
    .filter((a) => a.pos === "noun" || a.pos === "adj" || a.pos === "verb")
    .map((a) => ({ ...a, modifiers: [...modifiers, ...(a.modifiers ?? [])] }));
}

function modifierEnglish(part: string, res: Resources): string {
  const lower = part.toLowerCase();
  const named = res.names.organisations.get(lower) ?? res.names.places.get(lower);
  if (named) return named.replace(/^the /, "");
  const stem = res.index.stems.get(lower)?.[0];
  if (stem) return stem.en;
  const word = lookupForm(res.index, lower)?.[0];
  if (word) return word.entry.keyed.mod ?? word.entry.en.split(/[/:;]/)[0] ?? part;
  return part;
}
