/** The unit the pipeline works on: one word, number, punctuation mark or matched phrase. */
import type { Agr, Analysis } from "./types.js";
import type { VerbSlot } from "./verb-slot.js";

export type Role =
  | "vfin"
  | "verb"
  | "subj"
  | "np"
  | "noun"
  | "adv"
  | "neg"
  | "prep"
  | "conj"
  | "sconj"
  | "punct"
  | "other";

export type Coverage = "word" | "name" | "unknown" | "skip";

export interface Item {
  kind: "word" | "number" | "punct";
  text: string;
  lower: string;
  /** whitespace in the source before this item */
  pre: string;
  cap: boolean;
  allCaps: boolean;
  /** first word of a sentence (or of a quotation or a text after a colon) */
  start: boolean;
  /** number of source words a phrase match swallowed (1 for single words) */
  span: number;
  cands: Analysis[];
  coverage: Coverage;
  a?: Analysis;
  // rendering
  en: string;
  role: Role;
  verb?: VerbSlot;
  /** agreement this item gives a following verb when it is (the head of) a subject */
  agr?: Agr;
  gender?: "m" | "f" | "p" | "n";
  /** a definite noun without its own determiner: "the" goes before it (and its adjectives) */
  needsThe?: boolean;
  /** the English came from the lexicon, not from the source text (casing is ours to set) */
  lexical?: boolean;
  /** rendered as part of another item (a verb particle, "att" in "kommer att") */
  consumed?: boolean;
  /** a determiner: a definite noun after it needs no "the" */
  det?: boolean;
  /** sin/sitt/sina: his, her, its or their, decided by the subject */
  reflexive?: boolean;
  /** a preposition governed by the noun before it (priset på …), which moves with that noun */
  nounPhrasePrep?: boolean;
  /** "the" goes before this item once its English is known (a participle rendered late) */
  theBefore?: boolean;
  /** ska rendered as "to": "vill att fler ska välja" → "wants more people to choose" */
  forceTo?: boolean;
}

export const isWord = (item: Item | undefined): item is Item => item?.kind === "word";
