import type { RemoteProvider } from "../translation-providers.js";
import { protectTerms, restoreTerms } from "../term-protection.js";
import { postJson, requireText, trimSlash } from "./http.js";

/**
 * LibreTranslate (`POST /translate`). A text with a term in it is sent as HTML with the terms protected
 * (term-protection.ts); one without goes as plain text, as before the term base, so nothing about it
 * changes (no markup to escape, no entities to decode).
 */
export function libreTranslate(url: string, apiKey: string | undefined): RemoteProvider {
  return {
    name: "libretranslate",
    async translate(text, timeoutMs, context) {
      const prepared = protectTerms(text, context.termBase.terms);
      const body = {
        q: prepared ? prepared.html : text,
        source: "sv",
        target: "en",
        format: prepared ? "html" : "text",
        ...(apiKey ? { api_key: apiKey } : {}),
      };
      const answer = (await postJson(`${trimSlash(url)}/translate`, body, timeoutMs)) as { translatedText?: unknown };
      const translated = requireText(answer?.translatedText, "LibreTranslate");
      return prepared ? restoreTerms(translated, prepared, "LibreTranslate") : translated;
    },
  };
}
