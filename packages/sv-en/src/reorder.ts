/**
 * English word order where Swedish differs and the fix is cheap and safe:
 *  - verb second: "I dag väljer Sverige" → "Today Sweden chooses" (the finite verb moves after the
 *    subject when an adverbial or a subordinate clause comes first; questions are left alone);
 *  - negation: "går inte" / "inte går" → "does not go", "är inte" stays "is not";
 *  - mid adverbs before a lexical verb: "ökar också" → "also increases".
 */
import { isPointInTime, TIME_ADVERBS } from "./context.js";
import type { Item } from "./item.js";
import { verbParts } from "./english-forms.js";
import { invertReportingPronoun, PRONOUN_SUBJECTS, placeNegationAndAdverbs } from "./negation.js";

const FRONTING_CONJUNCTIONS = new Set([
  "när",
  "om",
  "eftersom",
  "innan",
  "medan",
  "då",
  "sedan",
  "trots att",
  "även om",
  "efter att",
]);
/** English keeps the inversion after these, before a verb flagged inv: "Här är årets finalister" → "Here are …". */
const KEEP_INVERSION = new Set(["här", "där"]);
/** Time noun phrases that open a clause like an adverbial: "Nästa vecka blir det …". */
const TIME_DETERMINERS = new Set(["nästa", "förra", "varje", "samma", "hela"]);

export function reorder(items: Item[]): void {
  for (const [s, e] of sentences(items)) {
    const end = invertVerbSecond(items, s, e);
    reportedToListener(items, s, end);
    invertReportingPronoun(items, s, end);
    reporterBeforeVerb(items, s, end);
    placeNegationAndAdverbs(items, s, end);
    negatedInfinitive(items, s, end);
    timeAfterObject(items, s, end);
  }
}

/** Reporting verbs that English writes after their subject when they close a statement. */
const REPORTING_VERBS = new Set(["säga", "uppge", "meddela", "skriva", "visa", "konstatera"]);

/**
 * "…, uppger Trafikverket." → "…, the Swedish Transport Administration says.", "…, visar en ny rapport."
 * → "…, a new report shows.": after a statement English puts an institution or a thing before the verb.
 * A person, named or described, keeps "says Anna Berg", "says the press spokesperson", as English news
 * writes it, and a pronoun is invertReportingPronoun's. Only when the reporter is the rest of the sentence.
 */
function reporterBeforeVerb(items: Item[], s: number, e: number): void {
  for (let i = s + 1; i < e; i++) {
    const verb = items[i]!;
    if (verb.role !== "vfin" || ![",", "?", "!"].includes(items[i - 1]!.text)) continue;
    if (!REPORTING_VERBS.has(verb.a?.entry.sv ?? "")) continue;
    const npEnd = nounPhraseEnd(items, i + 1, e);
    if (npEnd <= i + 1) return;
    const rest = items.slice(npEnd, e).filter((it) => it.en !== "");
    if (rest.some((it) => it.kind !== "punct" && it.role !== "adv")) return;
    const reporter = items.slice(i + 1, npEnd);
    const person = reporter.some(
      (it) =>
        (it.a?.pos === "name" && it.a.entry.keyed.kind === "person") ||
        (it.coverage === "name" && !it.a) ||
        it.a?.entry.flags.has("p"),
    );
    if (person || PRONOUN_SUBJECTS.has(reporter[0]!.lower)) return;
    items.splice(i, 1);
    [verb.pre, items[i]!.pre] = [" ", verb.pre];
    items.splice(npEnd - 1, 0, verb);
    return;
  }
}

/**
 * "presenterar i dag ett förslag" → "presents a proposal today", "ställde på måndagen in sitt besök" →
 * "cancelled his visit on Monday": English puts a time adverbial after the object, not between verb and
 * object. Only when an object (a determiner or noun) follows the time phrase directly, and then up to the
 * clause's end (a punctuation mark or a conjunction), where the time phrase goes.
 */
function timeAfterObject(items: Item[], s: number, e: number): void {
  for (let i = s; i < e; i++) {
    if (items[i]!.role !== "vfin" || items[i]!.verb?.kind !== "lexical") continue;
    let t = i + 1;
    while (t < e && items[t]!.en === "" && items[t]!.kind === "word") t++;
    const length = TIME_ADVERBS.test(items[t]?.lower ?? "")
      ? 1
      : ["på", "under"].includes(items[t]?.lower ?? "") && isPointInTime(items[t + 1]?.a)
        ? 2
        : 0;
    if (length === 0) continue;
    let o = t + length;
    while (o < e && items[o]!.en === "" && items[o]!.kind === "word") o++;
    const object = items[o];
    if (!object || !(object.role === "np" || object.role === "noun" || object.a?.pos === "adj")) continue;
    // To the end of the object and its phrases: before a reason or a clause ("på grund av", "eftersom").
    let end = o;
    const stops = (it: Item) =>
      it.kind === "punct" ||
      it.role === "conj" ||
      it.role === "sconj" ||
      (it.role === "prep" && it.lower.includes(" "));
    while (end < e && !stops(items[end]!)) end++;
    const time = items.splice(t, length);
    const pre = time[0]!.pre;
    time[0]!.pre = " ";
    items[t]!.pre = pre;
    items.splice(end - length, 0, ...time);
    return;
  }
}

/**
 * "…, säger artisten till Aftonbladet" → "…, the artist tells Aftonbladet": säga with a listener
 * is "tell", and English cannot invert it, so the subject goes first and "till" goes.
 */
function reportedToListener(items: Item[], s: number, e: number): void {
  for (let i = Math.max(s, 1); i < e - 1; i++) {
    const verb = items[i]!;
    if (verb.role !== "vfin" || !verb.verb || verb.a?.entry.sv !== "säga") continue;
    if (![",", "?", "!"].includes(items[i - 1]?.text ?? "")) continue;
    let npEnd = nounPhraseEnd(items, i + 1, e);
    // a name in apposition: "polisens presstalesperson Anna Berg"
    while (npEnd > i + 1 && npEnd < e && isNameWord(items[npEnd]!)) npEnd++;
    const till = items[npEnd];
    const listener = items[npEnd + 1];
    if (npEnd <= i + 1 || till?.lower !== "till" || !listener || !isNominal(listener)) continue;
    verb.verb.parts = verbParts("tell");
    till.en = "";
    const [moved] = items.splice(i, 1);
    const subjectFirst = items[i]!;
    [subjectFirst.pre, moved!.pre] = [moved!.pre, subjectFirst.pre || " "];
    items.splice(npEnd - 1, 0, moved!);
    return;
  }
}

const isNameWord = (it: Item) => it.kind === "word" && it.cap && (it.a?.pos === "name" || it.coverage === "name");

/** "beslutat att inte ta upp" → "decided not to take up" (English puts not before to). */
function negatedInfinitive(items: Item[], s: number, e: number): void {
  for (let i = s; i < Math.min(e, items.length) - 1; i++) {
    const to = items[i]!;
    const not = items[i + 1]!;
    if (to.lower === "att" && to.en === "to" && not.role === "neg" && not.en === "not") {
      to.en = "not";
      not.en = "to";
    }
  }
}

export function sentences(items: Item[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (let i = 1; i < items.length; i++) {
    if (items[i]!.start) {
      ranges.push([start, i]);
      start = i;
    }
  }
  if (items.length) ranges.push([start, items.length]);
  return ranges;
}

function invertVerbSecond(items: Item[], s: number, e: number): number {
  if (items.slice(s, e).some((it) => it.text === "?")) return questionWithDo(items, s, e);
  const first = items[s];
  if (first?.kind !== "word") return e;
  let verbAt = -1;
  const timePhrase = TIME_DETERMINERS.has(first.lower) && items[s + 1]?.a?.entry.flags.has("t");
  const keep = KEEP_INVERSION.has(first.lower) && Boolean(items[s + 1]?.a?.entry.flags.has("inv"));
  if ((first.role === "adv" || first.role === "prep" || timePhrase) && !keep) {
    verbAt = skipAdverbials(items, s, e);
  } else if (first.role === "sconj" && FRONTING_CONJUNCTIONS.has(first.lower)) {
    verbAt = secondFiniteVerb(items, s + 1, e);
  }
  const verb = items[verbAt];
  if (!verb?.verb || verb.role !== "vfin") return e;
  let npEnd = nounPhraseEnd(items, verbAt + 1, e);
  // An auxiliary waits for its main verb: "har köerna i kontrollen blivit" moves past the phrase.
  if (npEnd > verbAt + 1 && verb.verb.kind !== "lexical") npEnd = withLocation(items, npEnd, e);
  if (npEnd <= verbAt + 1) return e;
  // "Enligt Trafikverket kan det ta timmar" → "According to the Transport Administration, it may take hours":
  // English marks the end of a fronted phrase of two words or more, or of a clause, with a comma (in body
  // text: a headline, with no full stop, goes without).
  let last = verbAt - 1;
  while (last > s && items[last]!.en === "") last--;
  const fronted = items.slice(s, verbAt).filter((it) => it.en !== "");
  const bodyText = items[e - 1]?.text === "." || items[e - 2]?.text === ".";
  const long = bodyText && (fronted.length >= 2 || fronted.some((it) => it.en.includes(" ")));
  if (long && items[last]!.kind !== "punct" && !items[last]!.en.endsWith(",")) items[last]!.en += ",";
  const [moved] = items.splice(verbAt, 1);
  const subjectFirst = items[verbAt]!;
  [subjectFirst.pre, moved!.pre] = [moved!.pre, subjectFirst.pre || " "];
  items.splice(npEnd - 1, 0, moved!);
  return e;
}

const QUESTION_WORDS = new Set([
  "hur",
  "varför",
  "när",
  "var",
  "vart",
  "hur mycket",
  "hur många",
  "hur länge",
  "vad",
  "vem",
  "vilka",
]);

/**
 * "Hur mycket kostar det?" → "How much does it cost?": a lexical verb before its subject in a
 * question takes do-support; be, have, modals and passives keep the Swedish inversion.
 */
function questionWithDo(items: Item[], s: number, e: number): number {
  const wh = items[s];
  const verb = items[s + 1];
  if (!wh || !QUESTION_WORDS.has(wh.lower) || !verb?.verb || verb.role !== "vfin") return e;
  const slot = verb.verb;
  if (slot.kind !== "lexical" || slot.passive || slot.modal) return e;
  const npEnd = nounPhraseEnd(items, s + 2, e);
  if (npEnd <= s + 2) return e;
  const main: Item = { ...verb, pre: " ", verb: { ...slot, form: "inf" }, role: "verb" };
  slot.questionAux = true;
  slot.agrFromNext = true;
  items.splice(npEnd, 0, main);
  return e + 1;
}

/** Past the fronted adverbials: adverbs and prepositional phrases ("Under natten till söndag"). */
function skipAdverbials(items: Item[], s: number, e: number): number {
  let k = s;
  while (k < e) {
    const it = items[k]!;
    if (it.verb) return k;
    if (it.role === "adv" || (k === s && it.kind === "word")) {
      k++;
      continue;
    }
    if (it.role === "prep") {
      k++;
      while (k < e && isNominal(items[k]!)) k++;
      continue;
    }
    if (isNominal(it) && k > s) {
      k++;
      continue;
    }
    return k;
  }
  return k;
}

/** After a fronted subordinate clause the main clause's verb is the next finite verb. */
function secondFiniteVerb(items: Item[], from: number, e: number): number {
  let seen = false;
  for (let k = from; k < e; k++) {
    const it = items[k]!;
    if (it.role === "sconj" || it.role === "conj") return -1;
    if (it.role === "vfin") {
      if (seen) return k;
      seen = true;
    }
  }
  return -1;
}

function isNominal(it: Item): boolean {
  return it.kind === "number" || it.role === "np" || it.role === "noun" || it.role === "subj";
}

/** End (exclusive) of a subject noun phrase: determiners and adjectives, then a head. */
const QUANTITY_ADVERBS = new Set([
  "minst",
  "drygt",
  "knappt",
  "nästan",
  "cirka",
  "ca",
  "ungefär",
  "över",
  "omkring",
  "bara",
  "endast",
]);

function nounPhraseEnd(items: Item[], from: number, e: number): number {
  let k = from;
  while (k < e) {
    const it = items[k]!;
    if (
      k === from &&
      QUANTITY_ADVERBS.has(it.lower) &&
      (items[k + 1]?.kind === "number" || items[k + 1]?.a?.pos === "num")
    ) {
      k++;
      continue;
    }
    if (it.kind === "number" || it.role === "np") {
      k++;
      continue;
    }
    if (it.role === "noun" || it.role === "subj") {
      k++;
      if ((it.det || it.en.endsWith(" of")) && k < e && isNominal(items[k]!)) continue;
      return withAttachedPhrase(items, k, e);
    }
    return from;
  }
  return from;
}

function withLocation(items: Item[], k: number, e: number): number {
  if (items[k]?.role !== "prep") return k;
  let j = k + 1;
  while (j < e && (items[j]!.role === "np" || items[j]!.kind === "number")) j++;
  const head = items[j];
  if (!head || (head.role !== "noun" && head.role !== "subj")) return k;
  const after = items[j + 1];
  return after?.verb && after.role === "verb" ? j + 1 : k;
}

/** A subject keeps the phrase its noun governs: "priset på kollektivtrafik" moves as one. */
function withAttachedPhrase(items: Item[], k: number, e: number): number {
  const prep = items[k];
  if (!prep?.nounPhrasePrep) return k;
  let j = k + 1;
  while (j < e && (items[j]!.role === "np" || items[j]!.kind === "number")) j++;
  const head = items[j];
  return head && (head.role === "noun" || head.role === "subj") ? j + 1 : k;
}
