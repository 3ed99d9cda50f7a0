/**
 * Conjunctions and adverbs whose English depends on what follows: att (to or that), som (who,
 * that or as), där (where or there), så (so or how), nog (probably or enough), the negations and
 * "i natt" (tonight or last night, by the tense of the clause).
 */
import { at, isFiniteVerb, isNounLike, LIGHT_ADVERBS, nextWordIndex } from "./context.js";
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import type { WordContext } from "./word-context.js";

export function renderClauseWord(c: WordContext): boolean {
  const { items, i, item, na, prev, set, word, a } = c;
  switch (word) {
    case "att":
      return renderAtt(items, i, item, prev, set, c.index);
    case "som":
      return renderSom(items, i, prev, set);
    case "där": {
      const before = prev ?? (items[i - 1]?.text === "," ? items[i - 2] : undefined);
      if (before && (isNounLike(before.a) || before.coverage === "name")) return set("where", "sconj");
      return set("there", "adv");
    }
    case "tidigare":
      // "har tidigare dömts" → "has previously been sentenced": between an auxiliary and its verb.
      if (a.pos === "adv" && prev?.verb && (na?.vform === "sup" || na?.vform === "ppart"))
        return set("previously", "adv");
      return false;
    case "sammanlagt":
    case "totalt":
      // "med sammanlagt 6,8 procent" → "by a total of 6.8 percent"
      return set(items[i + 1]?.kind === "number" ? "a total of" : "in total", "adv");
    case "redan": // "redan i början av april", "redan från årskurs 4" → "as early as"
      {
        const after = items[i + 1];
        const first = after?.lower.split(" ")[0] ?? "";
        if (!after || !(["i", "från", "på", "under", "vid", "om"].includes(first) || after.kind === "number"))
          return false;
        if (after.lower === "från") {
          after.en = "";
          after.consumed = true;
        }
        return set("as early as", "other");
      }
    case "nog":
      return set(prev?.a?.pos === "adj" || prev?.a?.pos === "adv" ? "enough" : "probably", "adv");
    case "så":
      // Headline "Så firas han", "– så påverkas du": this is how
      if (isFiniteVerb(na) && (item.start || prev === undefined)) return set("how", "adv");
      return set("so", "adv");
    case "inte":
    case "ej":
      return set("not", "neg");
    case "ännu inte":
    case "inte ännu":
      return set("not yet", "neg");
    case "i natt":
      return set(pastTense(items) ? "last night" : "tonight", "adv");

    default:
      if (isMidAdverb(item)) return set(a.entry.en, "adv");
      return false;
  }
}

type Setter = WordContext["set"];

function renderAtt(
  items: Item[],
  i: number,
  item: Item,
  prev: Item | undefined,
  set: Setter,
  index: LexiconIndex,
): boolean {
  if (item.consumed) return true;
  const governed = prev?.a?.pos === "noun" ? index.collocations.get(prev.a.entry.sv)?.get("att") : undefined;
  if (governed && isInfinitiveAfter(items, i)) return set(governed, "prep");
  if (isInfinitiveAfter(items, i)) return set("to", "other");
  return set("that", "sconj");
}

function renderSom(items: Item[], i: number, prev: Item | undefined, set: Setter): boolean {
  for (let k = i - 1, n = 0; k >= 0 && n < 4; k--, n++) {
    const it = items[k]!;
    if (it.kind === "punct") break;
    if (it.lower === "lika" || it.lower === "så") {
      it.en = "as";
      return set("as", "other");
    }
  }
  if (prev?.lower === "de" && prev.en === "those") return set("who", "sconj");
  if (prev?.lower === "den" && prev.en === "anyone") return set("who", "sconj");
  if (prev?.lower === "det" && prev.en === "what") return set("", "other");
  const question = ["hur många", "hur mycket", "vem", "vad", "vilka", "vilken", "vilket"];
  if (prev && question.includes(prev.lower)) return set("", "other");
  // "hur många tjänster som försvinner" → "how many jobs disappear": the question word is the subject.
  if (prev && isNounLike(prev.a) && question.includes(items[i - 2]?.lower ?? "")) return set("", "sconj");
  const antecedent = prev ?? at(items, i - 2);
  const pa = antecedent?.a;
  if (!antecedent || pa?.pos === "verb") return set(pa?.vform === "ppart" ? "that" : "as", "other");
  const person = pa?.entry.flags.has("p") || (pa?.pos === "pron" && pa.entry.sv !== "det") || pa?.pos === "adj";
  // "Förslaget, som har kritiserats" → "The proposal, which has been criticised": after a comma, which.
  const aside = items[i - 1]?.text === ",";
  return set(person ? "who" : aside ? "which" : "that", "sconj");
}

export function isInfinitiveAfter(items: Item[], i: number): boolean {
  return at(items, nextWordIndex(items, i, LIGHT_ADVERBS))?.a?.vform === "inf";
}

/** "om polisen hittar …": a noun phrase followed by a finite verb is a clause, so om = if. */
export function clauseFollows(items: Item[], start: number): boolean {
  for (let k = start, n = 0; k < items.length && n < 4; k++, n++) {
    const it = items[k]!;
    if (it.kind === "punct") return false;
    if (isFiniteVerb(it.a)) return n > 0;
    if (it.a?.pos === "prep") return false;
  }
  return false;
}

function pastTense(items: Item[]): boolean {
  return items.some((it) => it.a?.pos === "verb" && (it.a.vform === "past" || it.a.vform === "sup"));
}

export function negatedEarlier(items: Item[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k > i - 8; k--) {
    const it = items[k]!;
    if (it.kind === "punct" && it.text !== ",") return false;
    if (it.lower === "inte" || it.lower === "ej" || it.lower === "aldrig") return true;
  }
  return false;
}

/** An adverb flagged mid goes before an English lexical verb: "ökar också" → "also increases". */
export const isMidAdverb = (item: Item): boolean => item.a?.pos === "adv" && item.a.entry.flags.has("mid");
