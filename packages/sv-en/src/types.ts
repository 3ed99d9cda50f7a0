/** Shared shapes of the dictionary translator. */

export type Pos =
  | "noun"
  | "verb"
  | "adj"
  | "adv"
  | "prep"
  | "conj"
  | "sconj"
  | "pron"
  | "det"
  | "num"
  | "ord"
  | "interj"
  | "abbr"
  | "particle"
  | "name";

export type VerbForm = "inf" | "pres" | "past" | "sup" | "ppart" | "prespart" | "imp";

/** English subject agreement: "I am", "she is", "they are". */
export type Agr = "1sg" | "3sg" | "pl";

/** One headword of the lexicon, as written on a line of a lexicon/NN-domain.lex file. */
export interface Entry {
  sv: string;
  pos: Pos;
  cls: string;
  en: string;
  flags: ReadonlySet<string>;
  forms: readonly string[];
  keyed: Readonly<Record<string, string>>;
}

/** One reading of a Swedish surface form. */
export interface Analysis {
  entry: Entry;
  pos: Pos;
  num?: "sg" | "pl";
  def?: boolean;
  gen?: boolean;
  vform?: VerbForm;
  passive?: boolean;
  degree?: "pos" | "comp" | "sup";
  /** Adjective agreement: the neuter -t form doubles as an adverb. */
  agr?: "base" | "neut" | "weak";
  /** English modifiers in front of the head, from compound splitting ("government" + decision). */
  modifiers?: readonly string[];
  /** English particle of a prefixed participle (avstängd → "shut off"). */
  particle?: string;
}
