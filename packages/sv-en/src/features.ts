/**
 * The grammatical feature sets a Swedish form can carry, numbered so that the index can store a
 * reading as one integer (entry number × 32 + feature code) instead of an object per form: the
 * table then costs a few hundred kilobytes and very little start-up time.
 */
import type { Analysis } from "./types.js";

export type Features = Readonly<Omit<Analysis, "entry" | "pos">>;

export const FEATURES: readonly Features[] = [
  {},
  { num: "sg", def: false },
  { num: "sg", def: true },
  { num: "pl", def: false },
  { num: "pl", def: true },
  { vform: "inf" },
  { vform: "pres" },
  { vform: "past" },
  { vform: "sup" },
  { vform: "prespart" },
  { vform: "inf", passive: true },
  { vform: "pres", passive: true },
  { vform: "past", passive: true },
  { vform: "sup", passive: true },
  { vform: "ppart", agr: "base" },
  { vform: "ppart", agr: "neut" },
  { vform: "ppart", agr: "weak" },
  { degree: "pos", agr: "base" },
  { degree: "pos", agr: "neut" },
  { degree: "pos", agr: "weak" },
  { degree: "comp", agr: "base" },
  { degree: "sup", agr: "base" },
  { degree: "sup", agr: "weak" },
  { vform: "imp" },
];

export const F = {
  none: 0,
  sgIndef: 1,
  sgDef: 2,
  plIndef: 3,
  plDef: 4,
  inf: 5,
  pres: 6,
  past: 7,
  supine: 8,
  prespart: 9,
  infPassive: 10,
  presPassive: 11,
  pastPassive: 12,
  supinePassive: 13,
  ppartBase: 14,
  ppartNeut: 15,
  ppartWeak: 16,
  adjBase: 17,
  adjNeut: 18,
  adjWeak: 19,
  comp: 20,
  superlative: 21,
  superlativeWeak: 22,
  imperative: 23,
} as const;

/** Receives each inflected form with its feature code. */
export type Emit = (form: string, code: number) => void;
