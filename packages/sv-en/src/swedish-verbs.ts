/**
 * Swedish verb conjugation from lemma + class.
 *   v1  arbeta: arbetar arbetade arbetat (participle arbetad)
 *   v2  köra: kör körde kört, köpa: köper köpte köpt, använda: använde använt (stem rules below)
 *   v3  bo: bor bodde bott
 *   v4  strong/irregular: the entry lists [present] past supine; the participle follows -it → -en
 * Every form also gets its s-passive (byggs, byggdes, byggts, byggas). Deponents (v1s … v4s: hoppas,
 * finnas) are active in meaning and only have the -s forms.
 */
import { type Emit, F } from "./features.js";
import { collect, type Inflected } from "./swedish-nouns.js";
import type { Entry } from "./types.js";

interface Paradigm {
  inf: string;
  pres: string;
  past: string;
  sup: string;
  /** participle: utrum, neuter, plural/definite */
  pp: [string, string, string] | null;
  prespart: string;
  presPassive: string;
}

const VOICELESS = /[kpstx]$/;
const VOWEL = /[aeiouyåäöé]/;

export function verbForms(entry: Entry): Inflected[] {
  return collect(emitVerbForms, entry);
}

export function emitVerbForms(entry: Entry, emit: Emit): void {
  const deponent = entry.cls.endsWith("s");
  const p = paradigm(entry, deponent);
  if (deponent) {
    const [pres, past, sup] = entry.forms.length === 3 ? entry.forms : [p.presPassive, passiveOf(p.past), `${p.sup}s`];
    emit(entry.sv, F.inf);
    if (pres) emit(pres, F.pres);
    if (past) emit(past, F.past);
    if (sup) emit(sup, F.supine);
    return;
  }
  emit(p.inf, F.inf);
  emit(p.pres, F.pres);
  emit(p.past, F.past);
  emit(p.sup, F.supine);
  emit(p.prespart, F.prespart);
  // The imperative is the stem (läs, skriv, ta); in the first and third conjugations it equals the infinitive.
  if (p.inf.endsWith("a") && /[aeiouyåäö]/.test(p.inf.slice(0, -1)) && (entry.cls === "v2" || entry.cls === "v4")) {
    emit(p.inf.slice(0, -1), F.imperative);
  }
  emit(`${p.inf}s`, F.infPassive);
  emit(p.presPassive, F.presPassive);
  emit(passiveOf(p.past), F.pastPassive);
  emit(`${p.sup}s`, F.supinePassive);
  if (p.pp) {
    emit(p.pp[0], F.ppartBase);
    emit(p.pp[1], F.ppartNeut);
    emit(p.pp[2], F.ppartWeak);
  }
}

/** The s-passive of a form; a short past in -a has the longer one's ("la", "sa": lades, sades). */
const passiveOf = (form: string) =>
  form.endsWith("s") ? `${form}es` : /^[^aeiouyåäö]+a$/.test(form) ? `${form}des` : `${form}s`;

function paradigm(entry: Entry, deponent: boolean): Paradigm {
  const inf = deponent ? entry.sv.replace(/s$/, "") : entry.sv;
  const conj = entry.cls[1];
  const k = entry.keyed;
  let p: Paradigm;
  if (conj === "1") p = firstConjugation(inf);
  else if (conj === "2") p = secondConjugation(inf);
  else if (conj === "3") p = thirdConjugation(inf);
  else p = strongVerb(inf, deponent ? [] : entry.forms);
  if (k.pres) p.pres = k.pres;
  if (k.past) p.past = k.past;
  if (k.sup) p.sup = k.sup;
  if (k.pp) p.pp = k.pp === "-" ? null : participleFrom(k.pp);
  if (k.pass) p.presPassive = k.pass;
  return p;
}

function firstConjugation(inf: string): Paradigm {
  const stem = inf.endsWith("a") ? inf : `${inf}a`;
  return {
    inf,
    pres: `${stem}r`,
    past: `${stem}de`,
    sup: `${stem}t`,
    pp: [`${stem}d`, `${stem}t`, `${stem}de`],
    prespart: `${stem.slice(0, -1)}ande`,
    presPassive: `${stem}s`,
  };
}

function secondConjugation(inf: string): Paradigm {
  const stem = inf.endsWith("a") ? inf.slice(0, -1) : inf;
  const last = stem.at(-1) ?? "";
  const before = stem.at(-2) ?? "";
  let past: string;
  let sup: string;
  let pp: string;
  if (last === "t" && !VOWEL.test(before)) [past, sup, pp] = [`${stem}e`, stem, stem];
  else if (last === "d" && !VOWEL.test(before)) [past, sup, pp] = [`${stem}e`, `${stem.slice(0, -1)}t`, stem];
  else if (last === "d") [past, sup, pp] = [`${stem}de`, `${stem.slice(0, -1)}tt`, `${stem}d`];
  else if (last === "t") [past, sup, pp] = [`${stem}te`, `${stem}t`, `${stem}t`];
  else if (/(mm|nn)$/.test(stem)) {
    const short = stem.slice(0, -1);
    [past, sup, pp] = [`${short}de`, `${short}t`, `${short}d`];
  } else if (VOICELESS.test(stem)) [past, sup, pp] = [`${stem}te`, `${stem}t`, `${stem}t`];
  else [past, sup, pp] = [`${stem}de`, `${stem}t`, `${stem}d`];
  return {
    inf,
    pres: last === "r" ? stem : `${stem}er`,
    past,
    sup,
    pp: [pp, sup, `${pp}a`],
    prespart: `${stem}ande`,
    presPassive: last === "s" ? `${stem}es` : `${stem}s`,
  };
}

function thirdConjugation(inf: string): Paradigm {
  return {
    inf,
    pres: `${inf}r`,
    past: `${inf}dde`,
    sup: `${inf}tt`,
    pp: [`${inf}dd`, `${inf}tt`, `${inf}dda`],
    prespart: `${inf}ende`,
    presPassive: `${inf}s`,
  };
}

function strongVerb(inf: string, forms: readonly string[]): Paradigm {
  const [pres0, past = "", sup = ""] = forms.length >= 3 ? forms : [undefined, forms[0] ?? "", forms[1] ?? ""];
  const endsA = inf.endsWith("a") && /[aeiouyåäö]/.test(inf.slice(0, -1));
  const stem = endsA ? inf.slice(0, -1) : inf;
  const pres = pres0 ?? (endsA ? (stem.endsWith("r") ? stem : `${stem}er`) : `${inf}r`);
  return {
    inf,
    pres,
    past,
    sup,
    pp: sup.endsWith("it") ? participleFrom(`${sup.slice(0, -2)}en`) : null,
    prespart: endsA ? `${stem}ande` : `${inf}ende`,
    presPassive: endsA ? (stem.endsWith("s") ? `${stem}es` : `${stem}s`) : `${inf}s`,
  };
}

/** Participle set from its utrum form: skriven/skrivet/skrivna, gjord/gjort/gjorda, känd/känt/kända. */
function participleFrom(utrum: string): [string, string, string] {
  if (utrum.endsWith("en")) return [utrum, `${utrum.slice(0, -1)}t`, `${utrum.slice(0, -2)}na`];
  if (/[aeiouyåäö]dd$/.test(utrum)) return [utrum, `${utrum.slice(0, -2)}tt`, `${utrum}a`];
  if (utrum.endsWith("d")) return [utrum, `${utrum.slice(0, -1)}t`, `${utrum}a`];
  return [utrum, utrum, `${utrum}a`];
}
