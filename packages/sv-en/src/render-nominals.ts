/**
 * Nouns, adjectives and names: number, "the" for definite nouns (placed before their adjectives),
 * genitives, clock times, adjectives as adverbs or as nouns ("fler unga" → more young people).
 */
import { at, isAdjLike, LIGHT_ADVERBS, nextWordIndex, prevWordIndex } from "./context.js";
import { adjectiveParts, isUncountable, pluralize } from "./english-forms.js";
import type { Item } from "./item.js";
import { nounEnglish } from "./lexicon-index.js";
import type { Analysis } from "./types.js";

export const PREPOSITION_LIKE = new Set([
  "före",
  "efter",
  "vid",
  "till",
  "från",
  "runt",
  "kring",
  "omkring",
  "innan",
  "fram till",
  "strax före",
  "strax efter",
]);

export function renderUnknown(items: Item[], i: number): void {
  const item = items[i]!;
  item.en = item.text;
  if (item.coverage !== "name") return;
  item.role = "subj";
  item.agr = "3sg";
  const next = at(items, nextWordIndex(items, i));
  if (/[^s]s$/.test(item.text) && next?.a?.pos === "noun" && !next.a.def) {
    item.en = `${item.text.slice(0, -1)}'s`;
    item.det = true;
  }
}

export function renderName(items: Item[], i: number, a: Analysis): void {
  const item = items[i]!;
  const en = a.entry.en;
  // USA:s president → "the US president": an initialism after "the" works as a modifier
  const initialism = /^the \p{Lu}{2,}$/u.test(en);
  item.en = a.gen && !initialism ? possessive(en, en.endsWith("s") && en.startsWith("the ")) : en;
  // vd:n → "the CEO", but "vd:n Karin Sjöberg" → "CEO Karin Sjöberg"
  if (a.def && !en.startsWith("the ") && !nameFollows(items, i)) item.en = `the ${item.en}`;
  item.role = "subj";
  item.agr = en.startsWith("the ") && en.endsWith("s") && !en.endsWith("ss") ? "pl" : "3sg";
  item.det = Boolean(a.gen);
}

/** Courts English names after their place, capitalised. */
const COURTS = new Set(["tingsrätt", "hovrätt", "förvaltningsrätt", "kammarrätt"]);

export function renderNoun(items: Item[], i: number, a: Analysis): void {
  const item = items[i]!;
  const { sg, pl } = nounEnglish(a.entry);
  let plural = a.num === "pl";
  let word = plural ? pl : a.def && a.entry.keyed.defen ? a.entry.keyed.defen : sg;
  const prev = at(items, prevWordIndex(items, i));
  if (a.entry.sv === "klocka" && a.def && !plural && clockTime(items, i, prev)) return;
  if (a.entry.sv === "år" && !a.def && !a.gen && !plural && yearNumber(items, i, prev)) return;
  if (a.entry.keyed.age) word = `${agePossessive(items, i)} ${sg}`;
  // två miljoner → "two million", miljoner kronor → "millions of kronor"
  if (a.entry.flags.has("big") && plural) {
    const counted = prev?.kind === "number" || prev?.a?.pos === "num";
    if (counted) {
      word = sg;
      plural = false;
    } else if (at(items, nextWordIndex(items, i))?.a?.pos === "noun") word = `${pl} of`;
  }
  if (a.modifiers?.length) word = `${a.modifiers.join(" ")} ${word}`;
  // "Hon är meteorolog", "Lisa Norén, meteorolog på SMHI" → "a meteorologist": English gives a bare
  // profession its article.
  const bare = a.entry.flags.has("p") && !a.def && !a.gen && !plural && !a.modifiers?.length;
  const afterName = items[i - 1]?.text === "," && items[i - 2]?.coverage === "name";
  const subject = at(items, prevWordIndex(items, prevWordIndex(items, i)));
  const singularSubject = subject !== undefined && subject.agr !== "pl" && subject.lower !== "det";
  const afterBe = prev === items[i - 1] && ["vara", "bli"].includes(prev?.a?.entry.sv ?? "") && singularSubject;
  if (bare && (afterName || afterBe)) {
    word = `a ${word}`;
  }
  // "Mannen är 30 år" → "The man is 30 years old": an age after vara.
  const verbBefore = at(items, prevWordIndex(items, prevWordIndex(items, i)));
  if (a.entry.sv === "år" && !a.def && prev?.kind === "number" && verbBefore?.a?.entry.sv === "vara") {
    const after = at(items, nextWordIndex(items, i));
    if (!after || after.kind === "punct" || after.a?.pos === "conj") word = `${word} old`;
  }
  // "Göteborgs tingsrätt" → "Gothenburg District Court": a court is named after its place.
  const place = prev && (prev.a?.pos === "name" || (prev.coverage === "name" && prev.cap)) ? prev : undefined;
  if (COURTS.has(a.entry.sv) && !plural && !a.def && place) {
    if (place.a?.gen && place.en.endsWith("'s")) place.en = place.en.slice(0, -2);
    else if (!place.a && place.en.endsWith("s")) place.en = place.en.slice(0, -1);
    word = word.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()).replace(/\bOf\b/, "of");
  }
  // "flera års förhandlingar" → several years of negotiations
  const counted = prev?.kind === "number" || prev?.a?.pos === "num" || prev?.a?.pos === "det";
  if (a.gen && a.entry.flags.has("t") && plural && counted) word = `${word} of`;
  else if (a.gen) word = possessive(word, plural);
  const next = at(items, nextWordIndex(items, i));
  const nominalNext = next?.a && (next.a.pos === "noun" || next.a.pos === "adj" || next.a.vform === "ppart");
  if (a.entry.flags.has("of") && !a.gen && nominalNext) word = `${word} of`;
  item.en = word;
  item.role = "noun";
  if (a.entry.keyed.age) {
    item.role = "other";
    return;
  }
  item.agr = plural || /^(police|people)$/.test(word) ? "pl" : "3sg";
  if (isUncountable(word)) item.agr = "3sg";
  const g = a.entry.keyed.g;
  item.gender = g === "m" || g === "f" ? g : a.entry.flags.has("p") ? "p" : "n";
  if (a.gen) item.det = true;
  if (
    a.def &&
    !a.entry.flags.has("noart") &&
    !titleBeforeName(items, i, a, prev) &&
    !(a.modifiers?.[0] && /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(a.modifiers[0]))
  ) {
    addDefiniteArticle(items, i);
  }
}

/**
 * "vd:n Karin Sjöberg", "meteorologen Erik Holm": a person's title in apposition before a name
 * takes no article in English ("says CEO Karin Sjöberg").
 */
function titleBeforeName(items: Item[], i: number, a: Analysis, prev: Item | undefined): boolean {
  if (!a.entry.flags.has("p") || a.num === "pl" || a.gen) return false;
  if (prev && (prev.role === "np" || prev.a?.pos === "adj")) return false;
  return nameFollows(items, i);
}

/** A capitalised name right after the word (a person's name after a title). */
function nameFollows(items: Item[], i: number): boolean {
  const next = items[i + 1]?.kind === "word" ? items[i + 1] : undefined;
  return next?.cap === true && (next.a?.pos === "name" || (!next.a && next.coverage === "name"));
}

/** år 2027 → "in 2027" (or just "2027" after a preposition: till år 2030 → "to 2030"). */
function yearNumber(items: Item[], i: number, prev: Item | undefined): boolean {
  const next = items[i + 1];
  if (next?.kind !== "number" || !/^\d{4}$/.test(next.text)) return false;
  items[i]!.en = prev && (prev.a?.pos === "prep" || PREPOSITION_LIKE.has(prev.lower)) ? "" : "in";
  items[i]!.role = "prep";
  return true;
}

/** klockan tio → "at ten o'clock" (or just "ten o'clock" after före/efter/vid). */
export function clockTime(items: Item[], i: number, prev: Item | undefined): boolean {
  const next = at(items, nextWordIndex(items, i));
  if (!next || (next.kind !== "number" && next.a?.pos !== "num")) return false;
  items[i]!.en = prev && (prev.a?.pos === "prep" || PREPOSITION_LIKE.has(prev.lower)) ? "" : "at";
  items[i]!.role = "prep";
  if (next.kind !== "number") {
    next.en = `${next.a!.entry.en} o'clock`;
    next.consumed = true;
    return true;
  }
  const english = twelveHourClock(next.text);
  if (english) {
    next.en = english;
    next.consumed = true;
  }
  return true;
}

/**
 * A time after "klockan" as English news writes it, on the twelve-hour clock: 14.30 → "2.30 pm", 11 → "11
 * am", 24 → "12 am"; undefined for anything that is no time of day.
 */
export function twelveHourClock(text: string): string | undefined {
  const time = /^(\d{1,2})(?:[.:](\d{2}))?$/.exec(text);
  const hour = Number(time?.[1]);
  if (!time || hour > 24 || Number(time[2] ?? 0) >= 60) return undefined;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${time[2] ? `.${time[2]}` : ""} ${hour < 12 || hour === 24 ? "am" : "pm"}`;
}

/** "the" goes before the noun's adjectives unless a determiner already stands there. */
export function addDefiniteArticle(items: Item[], i: number): void {
  // A headline label ("Experten: …", "Larmet: …") reads "Expert:", "Alarm:" in English.
  if (items[i]!.start && items[i + 1]?.text === ":") return;
  let first = i;
  for (let k = i - 1; k >= 0; k--) {
    const it = items[k]!;
    if (it.kind === "punct") break;
    if (it.det) return;
    // "ingen av passagerarna" → "none of the passengers": the article goes after a quantity's "of".
    if (it.en.endsWith(" of")) break;
    const pos = it.a?.pos;
    if (
      it.kind === "number" ||
      it.role === "np" ||
      pos === "adj" ||
      pos === "num" ||
      pos === "ord" ||
      (it.role === "adv" && it.a?.entry.flags.has("deg"))
    ) {
      first = k;
      continue;
    }
    break;
  }
  const target = items[first]!;
  if (target.verb) target.theBefore = true;
  else if (target.en) target.en = `the ${target.en}`;
}

export function renderAdjective(items: Item[], i: number, a: Analysis): void {
  const item = items[i]!;
  const parts = adjectiveParts(a.entry.en);
  const ni = nextWordIndex(items, i);
  const next = at(items, ni);
  const na = next?.a;
  const afterNext = at(items, nextWordIndex(items, ni))?.a;
  const attributive =
    na !== undefined &&
    (na.pos === "noun" ||
      na.pos === "name" ||
      ((isAdjLike(na) || na.pos === "num") && (afterNext?.pos === "noun" || afterNext?.pos === "num")));
  let en = a.degree === "comp" ? parts.comp : a.degree === "sup" ? parts.sup : parts.base;
  // The neuter form doubles as the adverb (snabbt → quickly), and so does an indeclinable one that
  // names its adverb (bra|a0|good;well: spelade bra → played well).
  const adverbForm = a.agr === "neut" || (a.entry.cls === "a0" && a.entry.en.includes(";"));
  if (adverbForm && a.degree === "pos" && !attributive && adverbialContext(items, i)) en = parts.adverb;
  if (a.modifiers?.length) en = `${a.modifiers.join(" ")} ${en}`;
  item.role = attributive ? "np" : "other";
  if (!attributive && a.agr !== "neut" && standsForPeople(items, i)) {
    const prev = at(items, prevWordIndex(items, i));
    const plural = (a.agr === "weak" || a.degree === "comp") && prev?.lower !== "den" && prev?.lower !== "sin";
    const nominal = a.entry.keyed.nom;
    if (nominal) en = plural ? pluralize(nominal) : nominal;
    else if (a.entry.flags.has("ppl") && (a.agr === "weak" || a.degree === "comp")) en = `${en} people`;
    // "tusentals strandsatta" → "thousands of stranded people"
    else if (a.agr === "weak" && prev?.a?.pos === "det" && prev.a.entry.en.endsWith(" of")) en = `${en} people`;
    if (nominal || en.endsWith(" people")) {
      item.role = "noun";
      item.agr = plural ? "pl" : "3sg";
    }
  }
  if (attributive && needsIndefiniteArticle(items, i, a, na)) en = `a ${en}`;
  item.en = en;
}

/**
 * "presenterar ny budget" → "presents a new budget": a bare singular noun after "ny" in the
 * middle of a sentence needs the English article (a headline's first words do without it).
 */
function needsIndefiniteArticle(items: Item[], i: number, a: Analysis, noun: Analysis | undefined): boolean {
  if (a.entry.sv !== "ny" || a.agr === "weak" || noun?.pos !== "noun" || noun.num !== "sg" || noun.def) return false;
  const prev = at(items, prevWordIndex(items, i))?.a;
  return prev?.pos === "verb" || prev?.pos === "prep";
}

export function adverbialContext(items: Item[], i: number): boolean {
  const prev = at(items, prevWordIndex(items, i, LIGHT_ADVERBS));
  const next = at(items, nextWordIndex(items, i));
  if (next?.a && (next.a.vform === "ppart" || next.a.pos === "adj")) return true;
  const pa = prev?.a;
  if (pa?.pos !== "verb") return false;
  return !pa.entry.flags.has("cop");
}

/** "fler unga söker hjälp" → "more young people": an adjective heading its own noun phrase. */
export function standsForPeople(items: Item[], i: number): boolean {
  const prev = at(items, prevWordIndex(items, i));
  const pa = prev?.a;
  if (pa?.pos === "verb" && pa.entry.flags.has("cop")) return false;
  // "har rapporterats sjuka": after a passive or a supine the adjective describes the subject.
  if (pa?.pos === "verb" && (pa.passive || pa.vform === "sup" || pa.vform === "ppart")) return false;
  if ((pa?.pos === "noun" && !pa.entry.flags.has("of")) || pa?.pos === "name" || pa?.pos === "num" || pa?.pos === "adj")
    return false;
  if (prev?.kind === "number") return false;
  const next = at(items, nextWordIndex(items, i));
  return !next || next.a?.pos === "verb" || next.a?.pos === "sconj" || next.a?.pos === "prep" || next.a?.pos === "conj";
}

export function agePossessive(items: Item[], i: number): string {
  for (let k = i - 1; k >= 0 && k > i - 6; k--) {
    const g = items[k]!.a?.entry.keyed.g;
    if (g === "m") return "his";
    if (g === "f") return "her";
  }
  return "their";
}

export function possessive(word: string, plural: boolean): string {
  return plural && word.endsWith("s") ? `${word}'` : `${word}'s`;
}
