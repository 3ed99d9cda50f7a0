/**
 * Verbs: picks the English construction (modal, perfect, passive, to-infinitive, -ing after a
 * preposition, particle verbs, "det finns" → "there is") and leaves agreement to the finishing pass.
 */
import { at, isAdjLike, LIGHT_ADVERBS, nextWordIndex, prevWordIndex } from "./context.js";
import { verbParts } from "./english-forms.js";
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import type { VerbSlot } from "./verb-slot.js";
import {
  findParticle,
  governingVerbBefore,
  hasHaBefore,
  infinitiveAfter,
  isInfinitiveAt,
  reportedPerfect,
  thereWillBe,
  wantSomeoneTo,
} from "./verb-constructions.js";

/** English verbs (last word of the phrase) that take -ing where Swedish has att + infinitive. */
const ING_AFTER = new Set([
  "difficulty",
  "avoid",
  "stop",
  "finish",
  "consider",
  "enjoy",
  "keep",
  "quit",
  "mind",
  "suggest",
  "practise",
  "miss",
  "risk",
  "refrain",
]);
const ARTICLES = new Set(["den", "det", "de", "en", "ett"]);
const PREP_BEFORE_ING = new Set([
  "utan",
  "genom",
  "efter",
  "på",
  "om",
  "med",
  "av",
  "från",
  "vid",
  "mot",
  "i stället för",
  "istället för",
  "trots",
  "inför",
  "före",
]);

export function renderVerbItem(items: Item[], i: number, index: LexiconIndex): void {
  const item = items[i]!;
  const a = item.a!;
  const lemma = a.entry.sv;
  // Some verbs have an English passive of their own (keyed enpass): sparkas → "is sacked" (sparka = kick).
  const english = a.passive && a.entry.keyed.enpass ? a.entry.keyed.enpass : a.entry.en;
  // A compound verb keeps its first part as an adverb: totalförstördes → "were totally destroyed".
  const prefix = a.modifiers?.length ? `${a.modifiers.join(" ")} ` : "";
  let parts = verbParts(a.particle ?? english);
  const particle = findParticle(items, i, lemma, index);
  if (particle) parts = verbParts(particle);
  const nextIdx = nextWordIndex(items, i, LIGHT_ADVERBS);
  const next = at(items, nextIdx);
  const nextA = next?.a;
  // Verbs of saying read "say" before a that-clause: berättar att … → says that …
  if (
    !particle &&
    a.entry.keyed.att &&
    next?.lower === "att" &&
    !isInfinitiveAt(items, nextWordIndex(items, nextIdx, LIGHT_ADVERBS))
  ) {
    parts = verbParts(a.entry.keyed.att);
  }
  // Some verbs read differently with an object: minskar (decreases) / minskar utsläppen (reduces).
  if (!particle && a.entry.keyed.tr && !a.passive && next && ["det", "noun", "adj", "num"].includes(nextA?.pos ?? "")) {
    parts = verbParts(a.entry.keyed.tr);
  }
  const slot: VerbSlot = {
    parts,
    kind: parts.base === "be" || parts.base.startsWith("be ") ? "be" : parts.base === "have" ? "have" : "lexical",
    form: a.vform ?? "inf",
    passive: Boolean(a.passive),
  };
  const finite = slot.form === "pres" || slot.form === "past";

  // A Swedish modal's English (keyed modal=present:past): kan → can/could, måste → must/had to.
  const modal = a.entry.keyed.modal?.split(":");
  if (modal && finite) {
    slot.kind = "modal";
    slot.modal = { pres: modal[0] ?? "", past: modal[1] ?? modal[0] ?? "" };
    // kan ha sett → "may have seen": a modal of possibility before a perfect
    if (lemma === "kunna" && nextA?.pos === "verb" && nextA.entry.sv === "ha" && nextA.vform === "inf") {
      slot.modal = { pres: "may", past: "could" };
    }
    if (lemma === "skola" && reportedPerfect(items, i)) {
      slot.kind = "be";
      slot.modal = undefined;
      slot.parts = verbParts("be said to");
    }
  }
  if (lemma === "få" && nextA?.pos === "verb" && nextA.vform === "inf") {
    // "får vänta" is "has to wait", but "får inte" is "may not".
    const negated = finite && at(items, i + 1)?.lower === "inte";
    if (negated || (nextA.passive && slot.form === "pres")) slot.modal = { pres: "may", past: "could" };
    else slot.parts = verbParts("have to");
    slot.kind = slot.modal ? "modal" : "lexical";
  }
  if (
    lemma === "komma" &&
    next?.lower === "att" &&
    isInfinitiveAt(items, nextWordIndex(items, nextIdx, LIGHT_ADVERBS))
  ) {
    slot.kind = "modal";
    slot.modal = { pres: "will", past: "would" };
    slot.parts = verbParts("be going to");
    next.en = "";
    next.role = "other";
    next.consumed = true;
  }
  if (lemma === "bli" && !particle && thereWillBe(items, i, next)) {
    slot.kind = "be";
    slot.parts = verbParts("be");
    slot.agrFromNext = true;
    if (slot.form === "pres") slot.modal = { pres: "will be", past: "was" };
  } else if (lemma === "bli" && !particle) {
    if (nextA?.vform === "ppart") slot.kind = "be";
    else if (nextA?.degree === "comp") slot.kind = "lexical";
    // "har blivit ohållbar" → "has become unsustainable" (a change, where "blir kallt" is "will be cold").
    else if (slot.form === "sup" && nextA?.pos === "adj") slot.kind = "lexical";
    else if (
      next?.kind === "number" ||
      (nextA && (isAdjLike(nextA) || nextA.pos === "det" || ARTICLES.has(next?.lower ?? "")))
    ) {
      slot.kind = "be";
      if (slot.form === "pres") slot.modal = { pres: "will be", past: "was" };
      // "blev den första kvinnan" → became the first woman; but "det blev en jämn match" → it was
      const expletive = at(items, prevWordIndex(items, i))?.lower === "det";
      if (slot.form === "past" && !expletive && (nextA?.pos === "det" || ARTICLES.has(next?.lower ?? ""))) {
        slot.kind = "lexical";
      }
    }
    if (slot.kind === "be") slot.parts = verbParts("be");
  }
  if (lemma === "finnas" && (at(items, prevWordIndex(items, i))?.lower === "det" || next?.lower === "det")) {
    slot.kind = "be";
    slot.parts = verbParts("be");
    slot.agrFromNext = true;
    const det = at(items, prevWordIndex(items, i))?.lower === "det" ? at(items, prevWordIndex(items, i)) : next;
    if (det) {
      det.en = "there";
      det.role = "subj";
      det.agr = undefined;
      det.consumed = true;
    }
  }
  if (lemma === "vilja" && next?.lower === "att") wantSomeoneTo(items, nextIdx);
  if (item.forceTo && slot.modal) slot.modal = { pres: "to", past: "to" };
  else if (item.forceTo) {
    slot.form = "inf";
    slot.prefixTo = true;
  }
  const infinitive = infinitiveAfter(items, nextIdx);
  if (infinitive && !slot.modal && lemma !== "vara" && lemma !== "ha" && slot.form !== "ppart") {
    if (
      !slot.parts.base.endsWith(" to") &&
      (a.entry.flags.has("to") || slot.passive || slot.parts.base.startsWith("be ") || particle)
    ) {
      slot.to = true;
    }
  }
  if (slot.form === "sup") {
    slot.needsAux = !hasHaBefore(items, i);
    // "ställdes in sedan personalen gått ut" → "after the staff had gone": a supine without "har" in a
    // clause whose main verb is past is the past perfect.
    if (slot.needsAux) slot.pastAux = items.some((it, k) => k < i && it.a?.pos === "verb" && it.a.vform === "past");
  }
  if (slot.form === "inf") {
    const attIdx = prevWordIndex(items, i, LIGHT_ADVERBS);
    const att = at(items, attIdx);
    // "utan att fråga", "genom att betala": the phrase already holds the preposition
    if (att?.a?.entry.keyed.phrase && /^(utan|genom|efter|istället för|i stället för) att$/.test(att.lower))
      slot.ing = true;
    if (att?.lower === "att") {
      const prep = at(items, prevWordIndex(items, attIdx));
      const governingVerb = governingVerbBefore(items, attIdx)?.parts.base.split(" ").pop() ?? "";
      // A preposition before att takes -ing: utan att fråga, intresse för att delta.
      const prepositional =
        prep &&
        prep.en !== "" &&
        (prep.role === "prep" || prep.a?.entry.keyed.phrase) &&
        PREP_BEFORE_ING.has(prep.lower);
      const governed = (prep?.lower === "för" && prep.en !== "" && prep.role === "prep") || att.role === "prep";
      if (prepositional || governed || ING_AFTER.has(governingVerb)) {
        slot.ing = true;
        if (att.role !== "prep") att.en = "";
        att.consumed = true;
      }
    }
  }
  if (prefix) slot.parts = { ...slot.parts, pp: prefix + slot.parts.pp, ing: prefix + slot.parts.ing };
  item.verb = slot;
  item.role = finite ? "vfin" : "verb";
  if (slot.form === "ppart" || slot.form === "prespart") item.role = next?.a?.pos === "noun" ? "np" : "other";
}
