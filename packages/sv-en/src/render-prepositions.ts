/**
 * Prepositions, which Swedish and English divide differently: om (if, about, in), för (for, too,
 * ago, because), av (of, by), på (on, at, in), i (in, for), under (under, during, for), sedan
 * (since, then, ago), inför (ahead of, in front of). A governing word first gets its say through
 * the collocation table (orolig för → worried about).
 */
import { at, isNounLike, isTimeNoun, nextWordIndex, isFiniteVerb } from "./context.js";
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import { clauseFollows, isInfinitiveAfter, negatedEarlier } from "./render-clause-words.js";
import { articleAhead } from "./tagger-cues.js";
import type { WordContext } from "./word-context.js";

const SUBJECT_PRONOUNS = new Set(["jag", "du", "han", "hon", "vi", "ni", "de", "det", "den", "man", "hen"]);
const APPROXIMATORS = new Set([
  "över",
  "drygt",
  "knappt",
  "nästan",
  "cirka",
  "ca",
  "ungefär",
  "minst",
  "omkring",
  "runt",
]);
/** A match result as Swedish writes it: 4–2, 2-0. */
const SCORE = /^\d{1,2}[–-]\d{1,2}$/;
/** What "om" after it opens a question for: "oklart om" → "unclear whether". */
const UNSURE = new Set(["oklar", "osäker", "tveksam", "oviss", "fråga", "undra", "avgöra", "pröva"]);
/** The words that open an indirect question. */
const WH_WORDS = new Set(["hur", "vad", "vem", "vilka", "vilken", "vilket", "när", "varför", "var", "vart"]);
const QUANTITY_WORDS = new Set(["några", "flera", "många", "få", "en", "ett", "tre", "ett par"]);
const MONTHS = /^(January|February|March|April|May|June|July|August|September|October|November|December)$/;

export function renderPreposition(c: WordContext): boolean {
  const { items, i, item, a, ni, next, na, prev, set, word, index } = c;
  const colloc = a.pos === "prep" && !a.entry.keyed.phrase ? collocationFor(items, i, index) : undefined;
  if (colloc && prev?.a?.pos === "noun") item.nounPhrasePrep = true;
  const quantity = APPROXIMATORS.has(next?.lower ?? "") ? at(items, nextWordIndex(items, ni)) : next;
  const counted =
    quantity !== undefined &&
    (quantity.kind === "number" || QUANTITY_WORDS.has(quantity.lower) || quantity.a?.pos === "num");

  // Results: "41 mot 40" → "41 to 40"; "vann med 4–2" → "won 4–2".
  if (word === "mot" && prev?.kind === "number" && next?.kind === "number") return set("to", "prep");
  const score =
    next?.kind === "number" && ["–", "-"].includes(items[ni + 1]?.text ?? "") && items[ni + 2]?.kind === "number";
  if (word === "med" && next && (SCORE.test(next.text) || score)) return set("", "other");

  switch (word) {
    case "om": {
      if (counted) {
        const after = at(items, nextWordIndex(items, ni));
        if (isTimeNoun(after?.a)) return set("in", "prep");
      }
      // "kommentarer om hur många", "frågan om vem": a question after a noun is what it is about, no "if".
      if (next && WH_WORDS.has(next.lower.split(" ")[0]!) && isNounLike(items[i - 1]?.a))
        return set(colloc ?? "about", "prep");
      // "Det är oklart om …", "frågan om …": whether, not if.
      if (next && UNSURE.has(items[i - 1]?.a?.entry.sv ?? "") && clauseFollows(items, ni))
        return set("whether", "sconj");
      const conditional = item.start || verbBefore(items, i);
      if (
        next &&
        conditional &&
        ((SUBJECT_PRONOUNS.has(next.lower) && !articleAhead(items, ni)) || clauseFollows(items, ni))
      ) {
        return set("if", "sconj");
      }
      return set(colloc ?? "about", "prep");
    }
    case "för": {
      if (next?.lower === "att") {
        // varnar för att … → "warns that …"; otherwise för att + clause is "because".
        if (colloc && !isInfinitiveAfter(items, ni)) {
          next.en = "that";
          next.role = "sconj";
          next.consumed = true;
          return set("", "other");
        }
        if (colloc) return set(colloc, "prep");
        if (isInfinitiveAfter(items, ni)) return set("", "sconj");
        next.en = "";
        next.role = "sconj";
        next.consumed = true;
        return set("because", "sconj");
      }
      const ago = findAgo(items, i);
      if (ago >= 0) {
        items[ago]!.en = "ago";
        items[ago]!.consumed = true;
        return set("", "other");
      }
      if (
        na &&
        (na.pos === "adj" || ["mycket", "många", "lite", "få", "sent", "tidigt", "länge"].includes(next?.lower ?? ""))
      ) {
        const after = at(items, nextWordIndex(items, ni));
        // "för unga" is "for young people", not "too young"
        const people = na?.agr === "weak" && na.entry.flags.has("ppl");
        if (!isNounLike(after?.a) && !people && !(next?.lower === "mycket" && after?.a?.pos === "adj")) {
          return set("too", "adv");
        }
      }
      return set(colloc ?? "for", "prep");
    }
    case "av":
      return set(colloc ?? (passiveBefore(items, i) ? "by" : "of"), "prep");
    case "på":
      // "meteorolog på SMHI", "jobbar på Volvo": at an organisation.
      if (
        next &&
        ((next.a?.pos === "name" && next.a.entry.keyed.kind === "org") || (next.cap && !next.a && !next.start))
      )
        return set("at", "prep");
      if (counted) {
        const after = at(items, nextWordIndex(items, items.indexOf(quantity!)));
        if (isTimeNoun(after?.a)) return set("in", "prep");
      }
      if (nounAhead(items, i)?.entry.flags.has("at") || next?.a?.entry.keyed.kind === "at") return set("at", "prep");
      // på morgonen, på kvällen → in the morning, in the evening (weekdays keep "on")
      if (
        na?.pos === "noun" &&
        na.def &&
        isTimeNoun(na) &&
        !na.entry.flags.has("noart") &&
        !isWeekday(na.modifiers?.[0])
      ) {
        return set("in", "prep");
      }
      if (nounAhead(items, i)?.entry.flags.has("in")) return set("in", "prep");
      return set(colloc ?? "on", "prep");
    case "i":
      if (counted || next?.lower === "flera") {
        const after = at(items, nextWordIndex(items, items.indexOf(quantity ?? next!)));
        if (isTimeNoun(after?.a)) return set("for", "prep");
      }
      return set(colloc ?? "in", "prep");
    case "under": {
      const head = nounAhead(items, i);
      if (counted && head?.num === "pl" && isTimeNoun(head)) return set("for", "prep");
      if (head?.def && head.entry.flags.has("noart") && isTimeNoun(head)) return set("on", "prep");
      return set(isTimeNoun(head) ? "during" : "under", "prep");
    }
    case "sedan":
    case "sen":
      if (next?.lower === "i" && MONTHS.test(at(items, nextWordIndex(items, ni))?.a?.entry.en ?? "")) {
        next.en = "";
        next.consumed = true;
        return set("since", "prep");
      }
      if (next && (/^\d/.test(next.text) || /^i\b/.test(next.lower) || isTimeNoun(na) || next.lower === "förra"))
        return set("since", "prep");
      // "sedan premiären i januari" → "since the premiere": a definite noun after it is the time it counts
      // from; "sedan sångaren insjuknat" → "after the singer fell ill": a supine without "har" after it is done.
      if (na?.pos === "noun" && na.def && !isFiniteVerb(prev?.a)) {
        const after = at(items, nextWordIndex(items, ni));
        const done = after?.a?.vform === "sup" || after?.a?.vform === "ppart";
        if (done && after?.a?.pos === "verb") return set("after", "sconj");
        return set("since", after?.a?.pos === "verb" ? "sconj" : "prep");
      }
      // "sedan han var sju år" → since (a clause follows); "två år sedan" → ago
      if (next && clauseFollows(items, ni)) return set("since", "sconj");
      if (isTimeNoun(prev?.a)) return set("ago", "adv");
      if (item.start && na?.pos === "noun") return set("since", "prep");
      return set("then", "adv");
    case "utan":
      // inte … utan … is "not … but …"
      if (negatedEarlier(items, i)) return set("but", "conj");
      return set("without", "prep");
    case "inför":
      if (a.pos !== "prep") return false;
      return set(nounAhead(items, i)?.entry.flags.has("front") ? "in front of" : "ahead of", "prep");
    case "till och med": {
      // till och med den 15 mars → "until 15 March"
      const date = next?.lower === "den" ? at(items, nextWordIndex(items, ni)) : next;
      if (date && (/^\d/.test(date.text) || isTimeNoun(date.a) || date.a?.pos === "abbr")) return set("until", "prep");
      return set(a.entry.en, "adv");
    }
    default:
      return colloc !== undefined && set(colloc, "prep");
  }
}

/** för två år sedan → "two years ago" */
function findAgo(items: Item[], i: number): number {
  for (let k = i + 1, n = 0; k < items.length && n < 5; k++) {
    const it = items[k]!;
    if (it.kind === "punct") return -1;
    n++;
    if (it.lower === "sedan" || it.lower === "sen") return n > 1 ? k : -1;
    const pos = it.a?.pos;
    if (it.kind !== "number" && pos !== "num" && pos !== "noun" && pos !== "adj" && pos !== "det") return -1;
  }
  return -1;
}

function passiveBefore(items: Item[], i: number): boolean {
  for (let k = i - 1, n = 0; k >= 0 && n < 5; k--, n++) {
    const a = items[k]!.a;
    if (items[k]!.kind === "punct" || !a) return false;
    if (a.pos === "verb" && (a.passive || a.vform === "ppart")) return true;
    if (a.pos === "noun" || a.pos === "prep" || a.pos === "sconj" || a.pos === "conj") return false;
  }
  return false;
}

/** The head noun of the phrase after a preposition (skipping determiners and adjectives). */
function nounAhead(items: Item[], i: number) {
  for (let k = i + 1, n = 0; k < items.length && n < 4; k++, n++) {
    const it = items[k]!;
    if (it.kind === "punct") return undefined;
    if (it.kind === "number") continue;
    const a = it.a;
    if (!a) return undefined;
    if (a.pos === "noun") return a;
    if (
      a.pos !== "det" &&
      a.pos !== "adj" &&
      a.pos !== "num" &&
      a.pos !== "ord" &&
      a.vform !== "ppart" &&
      a.pos !== "pron"
    )
      return undefined;
  }
  return undefined;
}

/** The nearest head before a preposition decides its English: orolig för → worried about. */
function collocationFor(items: Item[], i: number, index: LexiconIndex): string | undefined {
  const prep = items[i]!.lower;
  let sawHead = false;
  for (let k = i - 1, n = 0; k >= 0 && n < 4; k--) {
    const it = items[k]!;
    if (it.kind === "punct") return undefined;
    if (it.kind !== "word") continue;
    n++;
    const a = it.a;
    if (!a || a.pos === "prep" || a.pos === "sconj" || a.pos === "conj") return undefined;
    if (a.pos !== "noun" && a.pos !== "adj" && a.pos !== "verb") continue;
    const found = index.collocations.get(a.entry.sv)?.get(prep);
    if (found?.startsWith("obj:")) return found.slice(4);
    if (found !== undefined && !sawHead) return found;
    if (a.pos === "verb") return undefined;
    if (a.pos !== "noun") continue;
    if (sawHead) return undefined;
    sawHead = true;
  }
  return undefined;
}

/** A verb earlier in the sentence: "om" after it can open a conditional clause. */
function verbBefore(items: Item[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.kind === "punct" && it.text !== ",") return false;
    if (it.a?.pos === "verb") return true;
  }
  return false;
}

const isWeekday = (en: string | undefined) =>
  en !== undefined && /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(en);
