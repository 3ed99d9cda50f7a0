/**
 * Context cues the tagger and the renderers share: whether den/det/de is an article, whether a
 * zero-plural noun is plural, and what the clause has seen so far.
 */
import { LIGHT_ADVERBS } from "./context.js";
import type { Item } from "./item.js";
import { headwordsFlagged } from "./lexicon-registry.js";
import type { Analysis } from "./types.js";

/** Degree adverbs (flagged deg) sit inside a noun phrase: "de mest kända artisterna". */
const DEGREE_ADVERBS: ReadonlySet<string> = headwordsFlagged("deg");

export const QUANTIFIERS = new Set(["fler", "många", "flera", "färre", "alla", "få", "några", "båda", "allt fler"]);

export const PLURAL_DETERMINERS = new Set(
  "många flera fler färre alla några inga dessa de båda bägge olika vissa sina mina dina våra era hundratals tusentals tiotals miljontals dussintals somliga diverse samtliga övriga".split(
    " ",
  ),
);

export const SINGULAR_DETERMINERS = new Set(
  "en ett varje någon något ingen inget denna detta sin sitt min mitt din ditt vår vårt ert den det vilken vilket annan annat hela halva".split(
    " ",
  ),
);

/**
 * Nouns with a zero plural (ett hus, två hus; en lärare, två lärare) look the same in both numbers;
 * the words before them usually tell which it is.
 */
export function resolveNumber(items: Item[], i: number): void {
  const item = items[i]!;
  const a = item.a;
  if (a?.pos !== "noun" || a.num !== "sg") return;
  const plural = item.cands.find((c) => c.entry === a.entry && c.num === "pl" && c.def === a.def && c.gen === a.gen);
  if (plural && pluralByContext(items, i, a)) item.a = { ...plural, modifiers: a.modifiers };
}

export function pluralByContext(items: Item[], i: number, a: Analysis): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const prev = items[k]!;
    if (prev.kind === "number") return !/^1$/.test(prev.text);
    const pa = prev.a;
    if (prev.kind !== "word" || !pa) break;
    if (PLURAL_DETERMINERS.has(prev.lower) || pa.entry.en.endsWith(" of") || pa.entry.en === "more and more")
      return true;
    if (SINGULAR_DETERMINERS.has(prev.lower)) return false;
    if (pa.pos === "num") return true;
    if (pa.pos === "ord" && prev.lower !== "andra") return false;
    // "antalet djur": after a noun flagged cnt what follows is counted, so plural (unlike "en liter mjölk")
    if (pa.pos === "noun" && pa.entry.flags.has("cnt")) return true;
    if (pa.pos === "adj" || pa.vform === "ppart") {
      if (pa.agr !== "weak") return false;
      continue;
    }
    if ((pa.pos === "noun" || pa.pos === "name") && pa.gen) return false;
    if (prev.lower === "andra") continue;
    break;
  }
  if (items[i - 1]?.lower === "andra" || items[i - 1]?.a?.agr === "weak") return true;
  // A bare person noun is plural in subject or object position, not after a copula ("är lärare").
  const before = items[i - 1]?.a;
  // "är lärare", "jobbar som lärare": a predicate names one person's role
  const copula =
    (before?.pos === "verb" && ["vara", "bli", "förbli"].includes(before.entry.sv)) || items[i - 1]?.lower === "som";
  return !a.def && a.entry.flags.has("p") && !copula;
}

/**
 * den/det/de are articles, not pronouns, when a definite noun follows after adjectives
 * ("det nya förslaget") or when they head an adjective used as a noun ("de skadade").
 */
export function articleAhead(items: Item[], k: number): boolean {
  const at = items[k];
  if (!at || !["den", "det", "de"].includes(at.lower)) return false;
  // "innan den voltade": after a subordinating conjunction den/de is the subject of a verb.
  const before = items[k - 1]?.a;
  const clauseStart = !before || before.pos === "sconj" || items[k - 1]?.lower === "som";
  if (clauseStart && items[k + 1]?.cands.some((c) => c.pos === "verb" && (c.vform === "past" || c.vform === "pres"))) {
    // "innan den voltade." is pronoun + verb; "Den misstänkte släpptes" is article + noun + verb; "Det är
    // boken" is pronoun + verb: a word that can only be a verb is never the noun of an article.
    if (items[k + 1]!.cands.every((c) => c.pos === "verb")) return false;
    const after = items[k + 2];
    return (
      after?.cands.some(
        (c) => (c.pos === "noun" && c.def) || (c.pos === "verb" && (c.vform === "past" || c.vform === "pres")),
      ) ?? false
    );
  }
  let adjectives = 0;
  let superlative = false;
  for (let j = k + 1; j < items.length && j <= k + 4; j++) {
    const it = items[j]!;
    if (it.kind === "number") {
      adjectives++;
      continue;
    }
    if (it.kind !== "word") return adjectives > 0 && (at.lower !== "det" || superlative);
    // "de mest kända artisterna": degree adverbs sit inside the noun phrase
    if (DEGREE_ADVERBS.has(it.lower)) continue;
    if (it.cands.some((c) => c.pos === "noun" && c.def)) return true;
    if (
      it.cands.some(
        (c) => c.pos === "adj" || c.pos === "ord" || c.pos === "num" || c.vform === "ppart" || c.vform === "prespart",
      )
    ) {
      const weakish = (c: Analysis) =>
        c.agr === "weak" ||
        c.pos === "num" ||
        c.pos === "ord" ||
        c.degree === "sup" ||
        c.entry.cls === "a0" ||
        c.vform === "prespart";
      if (!it.cands.some(weakish)) return false;
      if (it.cands.some((c) => c.degree === "sup")) superlative = true;
      adjectives++;
      continue;
    }
    return adjectives > 0 && (at.lower !== "det" || superlative);
  }
  return false;
}

/** "har antalet fall ökat": an inverted perfect keeps its supine after the subject. */
export function haEarlierInClause(items: Item[], i: number): boolean {
  for (let k = i - 1, n = 0; k >= 0 && n < 6; k--, n++) {
    const a = items[k]!.a;
    if (items[k]!.kind === "punct" || !a) return false;
    if (a.pos === "verb") return a.entry.sv === "ha" && (a.vform === "pres" || a.vform === "past");
  }
  return false;
}

/** A clause has one finite verb; a second one needs a conjunction, a comma or "som" before it. */
export function finiteEarlierInClause(items: Item[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.kind === "punct") return false;
    const a = it.a;
    if (!a || a.pos === "conj" || a.pos === "sconj" || CLAUSE_OPENERS.has(it.lower)) return false;
    if (a.pos === "verb" && (a.vform === "pres" || a.vform === "past")) return true;
  }
  return false;
}

/** Words that open a clause whatever reading they got: "som", and "sedan" (since) before one. */
const CLAUSE_OPENERS = new Set(["som", "sedan", "sen"]);

export function previousWord(items: Item[], i: number, skipLight: boolean): Item | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.kind === "punct") return undefined;
    if (it.kind !== "word" && it.kind !== "number") continue;
    if (skipLight && LIGHT_ADVERBS.has(it.lower)) continue;
    return it;
  }
  return undefined;
}
