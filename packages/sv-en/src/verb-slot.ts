/**
 * A verb waiting for its subject: English agreement (is/are, has/have, goes/go), do-support
 * under negation ("does not go") and the perfect auxiliary are only known once the clause has its
 * English word order, so the renderer leaves a slot and the finishing pass fills it in.
 */
import type { VerbParts } from "./english-forms.js";
import type { Agr, VerbForm } from "./types.js";

export interface VerbSlot {
  parts: VerbParts;
  kind: "be" | "have" | "modal" | "lexical";
  form: VerbForm;
  passive: boolean;
  /** modal English by form: kan → can, kunde → could */
  modal?: { pres: string; past: string };
  /** a supine with no ha before it ("som gripits") still needs "has" in English */
  needsAux?: boolean;
  /** The auxiliary a supine without "ha" takes is "had" (its clause follows a past verb). */
  pastAux?: boolean;
  negate?: boolean;
  /** the negation's English when it is not plain "not" (ännu inte → "not yet") */
  negation?: string;
  /** append "to": vill åka → wants to go */
  to?: boolean;
  /** -ing after a preposition: utan att fråga → without asking */
  ing?: boolean;
  /** take agreement from the noun after the verb: det finns inga → there are no */
  agrFromNext?: boolean;
  agr?: Agr;
  /** a question with do-support: this slot renders does/do/did, a second slot the verb */
  questionAux?: boolean;
  /** "vill att politikerna tar" → "wants the politicians to take" */
  prefixTo?: boolean;
}

const BE_PRES: Record<Agr, string> = { "1sg": "am", "3sg": "is", pl: "are" };
const BE_PAST: Record<Agr, string> = { "1sg": "was", "3sg": "was", pl: "were" };
const AUX_SET = new Set(["be", "have", "modal"]);

export function renderVerb(v: VerbSlot, agrIn: Agr): string {
  const agr = v.agr ?? agrIn;
  const p = v.parts;
  const not = v.negate ? ` ${v.negation ?? "not"}` : "";
  let out: string;
  if (v.questionAux) return v.form === "past" ? "did" : agr === "3sg" ? "does" : "do";
  if (v.ing) out = v.passive ? `being ${p.pp}` : p.ing;
  else if (v.form === "inf" || v.form === "imp") out = v.passive ? `be ${p.pp}` : p.base;
  else if (v.form === "prespart") out = p.ing;
  else if (v.form === "ppart") out = p.pp;
  else if (v.form === "sup") {
    const aux = v.needsAux ? `${v.pastAux ? "had" : agr === "3sg" ? "has" : "have"}${not} ` : "";
    out = `${aux}${v.passive ? "been " : ""}${p.pp}`;
  } else {
    const past = v.form === "past";
    if (v.modal) out = modal(past ? v.modal.past : v.modal.pres, not);
    else if (v.passive) out = `${past ? BE_PAST[agr] : BE_PRES[agr]}${not} ${p.pp}`;
    else if (v.kind === "be") out = `${past ? BE_PAST[agr] : BE_PRES[agr]}${not}${rest(p.base)}`;
    else if (v.kind === "have") out = `${past ? "had" : agr === "3sg" ? "has" : "have"}${not}${rest(p.base)}`;
    else if (v.negate) out = `${past ? "did" : agr === "3sg" ? "does" : "do"}${not} ${p.base}`;
    else out = past ? p.past : agr === "3sg" ? p.s3 : p.base;
  }
  if (v.prefixTo) out = `to ${out}`;
  return v.to ? `${out} to` : out;
}

export const isAuxiliary = (v: VerbSlot): boolean => AUX_SET.has(v.kind) || v.passive;

function modal(word: string, not: string): string {
  if (!not) return word;
  if (word === "can") return "cannot";
  const space = word.indexOf(" ");
  return space < 0 ? `${word} not` : `${word.slice(0, space)} not${word.slice(space)}`;
}

/** "be missing" keeps its complement after the inflected be. */
function rest(base: string): string {
  const space = base.indexOf(" ");
  return space < 0 ? "" : base.slice(space);
}
