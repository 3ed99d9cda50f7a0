/**
 * Swedish adjective inflection: neuter -t (röd → rött, hård → hårt, ny → nytt, öppen → öppet),
 * definite/plural -a (with syncope: enkel → enkla), comparative -are and superlative -ast(e).
 * Irregular comparison and forms come from the entry (n=, d=, c=, s=, pl=); a0 is indeclinable.
 */
import { type Emit, F } from "./features.js";
import { collect, type Inflected, syncopates } from "./swedish-nouns.js";
import type { Entry } from "./types.js";

const VOWEL = /[aeiouyåäöé]/;

export function adjectiveForms(entry: Entry): Inflected[] {
  return collect(emitAdjectiveForms, entry);
}

export function emitAdjectiveForms(entry: Entry, emit: Emit): void {
  const { sv, keyed } = entry;
  emit(sv, F.adjBase);
  if (entry.cls === "a0") return;
  const double = entry.flags.has("dbl");
  const stem = double ? sv + sv.at(-1) : syncopeStem(sv);
  const sup = keyed.s ?? `${stem}ast`;
  const weakForm = keyed.d ?? weak(sv, double);
  emit(keyed.n ?? neuter(sv), F.adjNeut);
  emit(weakForm, F.adjWeak);
  // masculine weak form: den brittiske premiärministern, förre
  if (weakForm.endsWith("a")) emit(`${weakForm.slice(0, -1)}e`, F.adjWeak);
  emit(keyed.c ?? `${stem}are`, F.comp);
  emit(sup, F.superlative);
  emit(keyed.sd ?? (sup.endsWith("ast") ? `${sup}e` : `${sup}a`), F.superlativeWeak);
  if (keyed.pl) emit(keyed.pl, F.adjWeak);
}

function neuter(sv: string): string {
  const last = sv.at(-1) ?? "";
  const before = sv.at(-2) ?? "";
  if (last === "t") return VOWEL.test(before) ? `${sv}t` : sv;
  // Participle-like -ad adjectives take -at (skadad → skadat); short ones double (glad → glatt).
  if (/[^aeiouyåäö]ad$/.test(sv) && sv.length > 4) return `${sv.slice(0, -1)}t`;
  if (last === "d") return VOWEL.test(before) ? `${sv.slice(0, -1)}tt` : `${sv.slice(0, -1)}t`;
  if (VOWEL.test(last)) return `${sv}tt`;
  if (/[^aeiouyåäöé]en$/.test(sv)) return `${sv.slice(0, -1)}t`;
  if (/(mm|nn)$/.test(sv)) return `${sv.slice(0, -1)}t`;
  return `${sv}t`;
}

function weak(sv: string, double: boolean): string {
  if (double) return `${sv}${sv.at(-1)}a`;
  if (sv.endsWith("a")) return sv;
  if (/[^aeiouyåäö]ad$/.test(sv) && sv.length > 4) return `${sv}e`;
  return `${syncopeStem(sv)}a`;
}

function syncopeStem(sv: string): string {
  return syncopates(sv) ? sv.slice(0, -2) + sv.slice(-1) : sv;
}
