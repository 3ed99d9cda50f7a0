/**
 * Chooses one reading per word, left to right, from cheap context cues: what the previous word
 * turned out to be and what the next word could be. Swedish word classes are mostly signalled by
 * their neighbours (a determiner before a noun, att before an infinitive, har before a supine, a
 * subject before a finite verb), which is enough for headline-length text.
 */
import type { Item } from "./item.js";
import {
  articleAhead,
  finiteEarlierInClause,
  haEarlierInClause,
  previousWord,
  QUANTIFIERS,
  resolveNumber,
} from "./tagger-cues.js";
import type { Analysis } from "./types.js";

const HA = new Set(["ha"]);

/** Particles by verb lemma: a verb whose particle follows is the likelier reading (leds om). */
export type ParticleLookup = (lemma: string) => readonly { particle: string }[] | undefined;

export function tag(items: Item[], particles?: ParticleLookup): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind !== "word" || item.cands.length === 0) continue;
    if (item.cands.length === 1) {
      item.a = item.cands[0];
      continue;
    }
    let best: Analysis | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of item.cands) {
      let s = score(a, items, i);
      if (a.pos === "verb" && particles?.(a.entry.sv)?.some((p) => p.particle.split(" ")[0] === items[i + 1]?.lower))
        s += 1;
      if (s > bestScore) {
        best = a;
        bestScore = s;
      }
    }
    item.a = best;
  }
  for (let i = 0; i < items.length; i++) resolveNumber(items, i);
}

function score(a: Analysis, items: Item[], i: number): number {
  let s = baseScore(a);
  const item = items[i]!;
  const prev = previousWord(items, i, false);
  const prevCore = previousWord(items, i, true);
  const next = items[i + 1];
  const pa = prev?.a;
  const finiteVerb = a.pos === "verb" && (a.vform === "pres" || a.vform === "past");
  const isNominal = a.pos === "noun" || a.pos === "adj" || a.pos === "name" || a.pos === "num";

  // "den tidigare kommundirektören" → "the former …": before a noun it is the adjective, not tidig's comparative.
  if (a.entry.sv === "tidigare" && a.pos === "adj" && next?.cands.some((c) => c.pos === "noun")) s += 1.5;
  // "Man bör inte åka": before a modal verb "man" is the pronoun (one, people), not a man.
  if (item.lower === "man" && a.pos === "pron" && next?.cands.some((c) => c.entry.keyed.modal)) s += 2;
  // An imperative opens its clause ("Var försiktig", "Läs mer"): "Huset som brann var gammalt" is past.
  if (a.vform === "imp" && prev && !item.start && items[i - 1]?.kind !== "punct") s -= 3;
  if (!prev || item.start) {
    if (a.pos === "noun" || a.pos === "name") s += 1;
    if (a.pos === "adj" || a.vform === "ppart") s += 0.3;
    if (a.pos === "verb" && a.vform !== "pres" && a.vform !== "past") s -= 1;
  }
  if (pa && QUANTIFIERS.has(prev!.lower)) {
    // "fler får", "många tror": quantifiers also stand alone before a verb.
    if (a.pos === "noun" || a.pos === "adj") s += 1.5;
  } else if (prev?.kind === "number" || (pa && (isDeterminerLike(pa) || articleAhead(items, items.indexOf(prev!))))) {
    if (a.pos === "noun") s += 3;
    else if (a.pos === "adj" || a.vform === "ppart" || a.pos === "ord") s += 2.5;
    else if (a.vform === "prespart") s += 1.5;
    else if (a.pos === "verb" || a.pos === "pron" || a.pos === "prep") s -= 3;
  }
  if (pa) {
    if (pa.pos === "prep") {
      if (isNominal || a.pos === "pron" || a.pos === "det") s += 1.5;
      if (finiteVerb) s -= 3;
      if (a.vform === "inf" && pa.entry.sv !== "att") s -= 1;
    }
    if ((pa.pos === "noun" && !pa.gen) || (pa.pos === "name" && !pa.gen)) {
      if (a.pos === "noun") s -= 1.2;
    }
    if (pa.pos === "noun" || pa.pos === "name" || isSubjectPronoun(pa)) {
      if (finiteVerb) s += isSubjectPronoun(pa) ? 2.5 : 1.2;
      // "hur den hanterat ärendet": a supine without ha after a subject
      if (a.vform === "sup" && isSubjectPronoun(pa)) s += 1;
      if (isSubjectPronoun(pa) && a.pos === "noun") s -= 1;
    }
    if (pa.pos === "verb" && (pa.vform === "pres" || pa.vform === "past")) {
      if (finiteVerb) s -= 2;
      if (a.vform === "ppart") s += 0.8;
    }
  }
  const core = prevCore?.a;
  if (core?.pos === "verb") {
    if (isInfinitiveTrigger(core, items, prevCore!) && a.pos === "verb" && a.vform === "inf") s += 3.5;
    if (HA.has(core.entry.sv) && a.vform === "sup") s += 4;
    // predicative after a copula or a passive: "hittades död", "är stängd"
    if ((core.passive || core.entry.flags.has("cop")) && a.pos === "adj") s += 1;
  }
  if (prev?.start && ["vad", "vem", "vilka", "vilket", "vilken"].includes(prev.lower) && finiteVerb) s += 2;
  // Verb second: after a fronted adverbial the finite verb comes next ("Så lagar du", "Nu höjs").
  if (prev?.start && (pa?.pos === "adv" || pa?.entry.keyed.phrase) && finiteVerb) s += 1.5;
  // "Sedan åker de hem": an opening "sedan" before a verb is "then", and the verb is second.
  if (prev?.start && (prev.lower === "sedan" || prev.lower === "sen") && finiteVerb) s += 6;
  if ((core?.entry.sv === "att" && core.pos === "sconj") || core?.entry.sv.endsWith(" att")) {
    if (a.pos === "verb" && a.vform === "inf") s += 3.5;
  }
  if (next?.kind === "word" && next.cands.length) {
    const nextNoun = next.cands.some((c) => c.pos === "noun");
    const nextOnlyVerb = next.cands.every((c) => c.pos === "verb");
    if (nextNoun && (a.pos === "adj" || a.pos === "det" || a.pos === "num" || a.pos === "ord")) s += 0.8;
    if (next.cands.every((c) => c.pos === "noun") && a.pos === "noun" && !a.gen) s -= 1;
    if (nextOnlyVerb && (a.pos === "noun" || a.pos === "name" || a.pos === "pron")) s += 0.7;
    if (nextOnlyVerb && finiteVerb && next.cands.some((c) => c.vform === "inf" || c.vform === "sup")) s += 0.6;
  }
  if (finiteVerb && finiteEarlierInClause(items, i)) s -= 1.2;
  if (a.pos === "adj" && a.degree === "sup" && (next?.kind === "number" || next?.a?.pos === "num")) s -= 1;
  if (a.vform === "sup" && core?.entry.sv !== "ha" && haEarlierInClause(items, i)) s += 1.5;
  if (!next || next.kind === "punct") {
    if (a.pos === "noun" || a.vform === "ppart" || a.pos === "adj" || a.pos === "adv") s += 0.4;
  }
  return s;
}

function baseScore(a: Analysis): number {
  let s = a.modifiers?.length ? -0.4 : 0;
  if (a.entry.flags.has("rare")) s -= 2;
  if (a.entry.keyed.phrase) s += 2;
  switch (a.pos) {
    case "pron":
    case "det":
    case "prep":
    case "conj":
    case "sconj":
    case "num":
    case "ord":
      return s + 1;
    case "adv":
      return s + 0.8;
    case "noun":
      return s + 0.5 + (a.num === "sg" && !a.def && !a.gen ? 0.1 : 0);
    case "adj":
      return s + 0.4;
    case "verb":
      if (a.vform === "pres" || a.vform === "past") return s + (a.passive ? 0.35 : 0.45);
      if (a.vform === "ppart") return s + (a.entry.keyed.derived ? -0.3 : 0.3);
      if (a.vform === "imp") return s - 0.6;
      return s + (a.passive ? 0.1 : 0.15);
    default:
      return s + 0.2;
  }
}

function isDeterminerLike(a: Analysis): boolean {
  if (a.pos === "det" || a.pos === "num" || a.pos === "ord") return !a.entry.keyed.phrase || a.pos === "det";
  if (a.pos === "adj") return true;
  if (a.vform === "ppart") return true;
  if ((a.pos === "noun" || a.pos === "name") && a.gen) return true;
  return false;
}

function isSubjectPronoun(a: Analysis): boolean {
  return a.pos === "pron" && Boolean(a.entry.keyed.agr);
}

function isInfinitiveTrigger(verb: Analysis, items: Item[], at: Item): boolean {
  // kan åka, vill åka, brukar åka: verbs flagged inf take a bare infinitive
  if (verb.entry.flags.has("inf")) return true;
  if (verb.passive && (verb.vform === "pres" || verb.vform === "past")) return true;
  return verb.entry.sv === "komma" && items.includes(at) && items[items.indexOf(at) + 1]?.lower === "att";
}
