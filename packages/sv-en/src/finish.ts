/**
 * The finishing pass: subject agreement for the verbs left as slots, his/her/its/their for
 * sin/sitt/sina, a → an, sentence capitals and all-caps words, then the text is joined back
 * with the source's own spacing.
 */
import type { Item } from "./item.js";
import { PRONOUN_SUBJECTS } from "./negation.js";
import { sentences } from "./reorder.js";
import type { Agr } from "./types.js";
import { renderVerb } from "./verb-slot.js";

export function finish(items: Item[]): string {
  for (const [s, e] of sentences(items)) {
    agree(items, s, e);
    capitalise(items, s, e);
  }
  fixArticles(items);
  return join(items);
}

/**
 * Subject–verb agreement and sin/sitt/sina. The subject is the nominal before a clause's first
 * verb; nominals after it are objects, remembered only as the antecedent of a following "som".
 * Nouns inside prepositional phrases are neither ("Isen på sjöarna är tunn").
 */
function agree(items: Item[], s: number, e: number): void {
  const subject: Subject = { agr: "3sg", gender: "n" };
  let antecedent: Subject = { ...subject };
  let coordinated = false;
  let verbSeen = false;
  let inPhrase = false;
  /** The main clause's subject while a clause without "som" inside it has its own (see below). */
  let outer: Subject | undefined;
  /** The subject is "the number of …", which keeps its agreement whatever is counted. */
  let countHead = false;
  for (let i = s; i < e; i++) {
    const item = items[i]!;
    if (item.role === "prep") {
      inPhrase = true;
      continue;
    }
    if (item.verb) {
      // "…, säger polisens talesperson": a verb opening its clause agrees with what follows it.
      const opensClause =
        (items[i - 1]?.text === "," && isSubjectAhead(items[i + 1])) ||
        ["här", "där"].includes(items[i - 1]?.lower ?? "");
      if (outer && verbSeen && item.role === "vfin" && items[i - 1]?.role !== "conj") {
        Object.assign(subject, outer);
        outer = undefined;
      }
      const own = item.verb.agrFromNext || opensClause ? followingAgreement(items, i, e) : subject.agr;
      item.en = (item.theBefore ? "the " : "") + renderVerb(item.verb, own);
      if (item.lexical && item.allCaps) item.en = item.en.toUpperCase();
      if (item.role === "vfin" || item.verb.form === "sup") verbSeen = true;
      countHead = false;
      inPhrase = false;
      coordinated = false;
      continue;
    }
    if (!verbSeen && !inPhrase && items[i + 1]?.role === "vfin" && isCount(item)) {
      // "Tre döms", "Två skadades": a number standing for people or things is a plural subject.
      Object.assign(subject, { agr: "pl", gender: "p" });
      continue;
    }
    if (inPhrase && item.a?.pos === "abbr") {
      // "den 15 mars": a date closes the phrase
      inPhrase = false;
      continue;
    }
    if (item.reflexive) {
      item.en = possessiveFor(subject);
      continue;
    }
    if ((item.role === "subj" || item.role === "noun") && item.agr && item.en) {
      const g = item.a?.entry.keyed.g;
      const found: Subject = {
        agr: item.agr,
        gender: g === "m" || g === "f" ? g : (item.gender ?? (item.agr === "pl" ? "p" : "n")),
      };
      if (inPhrase) {
        antecedent = found;
        if (item.en.endsWith(" of")) continue;
        // "mellan Malmö och Köpenhamn": the coordinated noun is still inside the phrase
        inPhrase = ["och", "eller", "samt"].includes(items[i + 1]?.lower ?? "");
        continue;
      }
      const subjectBefore = !verbSeen && subjectSeen(items, s, i);
      if ((verbSeen || subjectBefore) && PRONOUN_SUBJECTS.has(item.lower) && items[i + 1]?.role === "vfin") {
        // "boken vi läser", "mötesplatsen vi har kvar": a clause without "som" opens with its own subject;
        // opening the main clause's subject ("Boken vi läser är bra"), the main verb after it is the noun's.
        if (subjectBefore) outer = { ...subject };
        Object.assign(subject, found);
        antecedent = found;
        verbSeen = false;
        coordinated = false;
        continue;
      }
      if (!verbSeen && !countHead) {
        if (coordinated) found.agr = "pl";
        Object.assign(subject, found);
        // "Antalet fall har ökat" → "The number of cases has risen": the number, not the cases, agrees.
        countHead = /^the (number|share|proportion) of$/i.test(item.en);
      }
      antecedent = found;
      coordinated = false;
      continue;
    }
    if (item.lower === "som" && item.role === "sconj") {
      // "Andelen unga som röker minskar": before the main verb, the relative clause has its own subject
      // and the main verb after it is the main subject's again.
      if (!verbSeen && subjectSeen(items, s, i)) outer = { ...subject };
      Object.assign(subject, antecedent);
      verbSeen = false;
    } else if (item.role === "sconj" || item.text === ",") verbSeen = false;
    else if (item.role === "conj" && verbSeen && isSubjectAhead(items[i + 1]) && verbAfterPhrase(items, i + 1, e)) {
      // "… längs kusten och vågorna är höga": a new clause, not a coordinated noun
      verbSeen = false;
      inPhrase = false;
      continue;
    } else if (item.lower === "och" || item.lower === "samt") coordinated = !verbSeen && subjectSeen(items, s, i);
    if (item.role !== "np" && item.kind !== "number" && !(inPhrase && item.role === "conj")) inPhrase = false;
  }
}

/** A number above one, in figures or words ("3", "tre", "tusentals"); a year is none. */
const isCount = (item: Item) =>
  (item.kind === "number" && item.text !== "1" && !/^(19|20)\d\d$/.test(item.text)) ||
  (item.a?.pos === "num" && !["en", "ett", "1"].includes(item.lower));

interface Subject {
  agr: Agr;
  gender: NonNullable<Item["gender"]>;
}

function possessiveFor(subject: Subject): string {
  if (subject.agr === "pl") return "their";
  return subject.gender === "m" ? "his" : subject.gender === "f" ? "her" : subject.gender === "p" ? "their" : "its";
}

function subjectSeen(items: Item[], s: number, i: number): boolean {
  const prev = items[i - 1];
  return prev !== undefined && i > s && (prev.role === "noun" || prev.role === "subj");
}

const isSubjectAhead = (it: Item | undefined) =>
  it !== undefined && (it.role === "np" || it.role === "noun" || it.role === "subj" || it.kind === "number");

function verbAfterPhrase(items: Item[], k: number, e: number): boolean {
  while (k < e && isSubjectAhead(items[k])) k++;
  return items[k]?.role === "vfin";
}

function followingAgreement(items: Item[], i: number, e: number): Agr {
  for (let k = i + 1; k < e; k++) {
    const it = items[k]!;
    if (it.role === "noun" || (it.role === "subj" && it.agr)) return it.agr ?? "3sg";
    if (it.lower === "inga" || it.lower === "några" || it.lower === "flera" || it.lower === "många") return "pl";
  }
  return "3sg";
}

function capitalise(items: Item[], s: number, e: number): void {
  const first = items.slice(s, e).find((it) => it.kind === "word" && it.start);
  for (let i = s; i < e; i++) {
    const it = items[i]!;
    const named = it.a?.pos === "name" || it.a?.pos === "abbr";
    if (it.lexical && it.allCaps && it.en.length > 1 && !it.verb && !named) it.en = it.en.toUpperCase();
  }
  // A sentence opening with a digit-led word (30-åringen) still starts with a capital in English.
  if (!first?.cap && !/^\d/.test(first?.text ?? "")) return;
  const target = items.slice(s, e).find((it) => it.en !== "" && it.kind !== "punct");
  if (target) target.en = target.en[0]!.toUpperCase() + target.en.slice(1);
}

const VOWEL_SOUND = /^(?:[aeio]|u(?![nst][aeiou]|se|ni|kr|ro)|hour|honest|heir|[FHLMNRSX](?:[A-Z\d]|$|\b))/;

function fixArticles(items: Item[]): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.en !== "a" && item.en !== "A") continue;
    // A forward scan, not slice().find(): copying the rest of the text for every "a" was quadratic.
    let k = i + 1;
    while (k < items.length && items[k]!.en === "") k++;
    const next = items[k];
    if (next && VOWEL_SOUND.test(next.en) && !/^(one|once|eu|uni|use|usu|euro)/i.test(next.en)) item.en += "n";
  }
}

function join(items: Item[]): string {
  let out = "";
  let carried: string | null = null;
  for (const item of items) {
    if (item.en === "") {
      if (carried === null) carried = item.pre;
      continue;
    }
    const pre = out === "" && carried !== null ? carried : item.pre;
    out += pre + item.en;
    carried = null;
  }
  return out;
}
