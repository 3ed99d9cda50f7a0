import type { Config } from "../../config.js";
import { deepl } from "./providers/deepl.js";
import { google } from "./providers/google.js";
import { libreTranslate } from "./providers/libretranslate.js";
import { openAiCompatible } from "./providers/openai.js";
import type { TranslationContext } from "./term-base.js";

/**
 * A remote translation engine, Swedish to English, one text per call. It honours the term base in
 * `context` (issue 43): LibreTranslate and Google by protecting the terms (term-protection.ts), DeepL
 * through a glossary (providers/deepl-glossary.ts), a language model by being told them and checked
 * (providers/model-answer-checks.ts). An answer it cannot vouch for is an error, and the dictionary
 * answers instead. One file per engine in providers/.
 */
export interface RemoteProvider {
  name: "libretranslate" | "deepl" | "google" | "openai";
  translate(text: string, timeoutMs: number, context: TranslationContext): Promise<string>;
}

/**
 * The remote provider TRANSLATE_PROVIDER names, or undefined for the dictionary. The configuration refuses
 * a remote provider without its URL, key or model; the checks here keep the types honest.
 */
export function remoteProviderFor(translation: Config["translation"]): RemoteProvider | undefined {
  switch (translation.provider) {
    case "libretranslate":
      return translation.url ? libreTranslate(translation.url, translation.apiKey) : undefined;
    case "deepl":
      return translation.deeplApiKey ? deepl(translation.deeplApiKey, translation.url) : undefined;
    case "google":
      return translation.googleApiKey ? google(translation.googleApiKey, translation.url) : undefined;
    case "openai":
      return translation.url && translation.model
        ? openAiCompatible(translation.url, translation.model, translation.apiKey)
        : undefined;
    default:
      return undefined;
  }
}
