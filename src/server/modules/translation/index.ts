import { createTranslator, type Translator } from "sv-en";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { TermBase } from "./term-base.js";
import { remoteProviderFor } from "./translation-providers.js";
import { createTranslationRepository } from "./translation.repository.js";
import { createTranslationService } from "./translation.service.js";

/** The dictionary for each term base read (the terms service keeps one object per version). */
const dictionaries = new WeakMap<TermBase, Translator>();

/** The offline dictionary with the term base's names as its strongest entries. */
export function dictionaryWith(termBase: TermBase): Translator {
  let translator = dictionaries.get(termBase);
  if (!translator) {
    translator = createTranslator(
      termBase.terms.map((term) => ({ sv: term.swedish, en: term.english, place: term.place })),
    );
    dictionaries.set(termBase, translator);
  }
  return translator;
}

/**
 * Swedish to English: the configured remote provider, the dictionary and the cache of translations, all
 * honouring the newsroom's term base.
 */
export function createTranslation(database: Database, config: Config, termBase?: () => Promise<TermBase>) {
  return createTranslationService({
    provider: remoteProviderFor(config.translation),
    repository: createTranslationRepository(database.db),
    timeoutMs: config.upstreams.timeoutMs,
    dictionary: (text, terms) => dictionaryWith(terms).translate(text),
    termBase,
  });
}
