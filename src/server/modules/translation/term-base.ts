import type { TermEntry } from "#shared/schemas/term.js";

/**
 * The term base as the translation engines read it (issue 43): every term, and a version that changes
 * whenever one does (it is part of every stored translation's key, so that a changed term is never
 * answered from a translation made before it, and it names DeepL's glossary).
 */
export interface TermBase {
  version: string;
  terms: readonly TermEntry[];
}

export const NO_TERMS: TermBase = { version: "none", terms: [] };

/** What an engine is told besides the text: the term base, and the paragraphs around it for context. */
export interface TranslationContext {
  termBase: TermBase;
  /** The Swedish paragraph before this one, when the text is one of an article's. */
  before?: string;
  /** The Swedish paragraph after it. */
  after?: string;
}
