import type { RemoteProvider } from "../translation-providers.js";
import { protectTerms, restoreTerms } from "../term-protection.js";
import { postJson, requireText, trimSlash } from "./http.js";

/**
 * Google Cloud Translation, basic edition (`POST /language/translate/v2`). Like LibreTranslate: a text
 * with a term in it goes as HTML with the terms in `<span translate="no">`, which Google documents as
 * left untranslated; any other text as plain text.
 */
export function google(apiKey: string, baseUrl: string | undefined): RemoteProvider {
  const base = trimSlash(baseUrl ?? "https://translation.googleapis.com");
  return {
    name: "google",
    async translate(text, timeoutMs, context) {
      const prepared = protectTerms(text, context.termBase.terms);
      const answer = (await postJson(
        `${base}/language/translate/v2?key=${encodeURIComponent(apiKey)}`,
        { q: prepared ? prepared.html : text, source: "sv", target: "en", format: prepared ? "html" : "text" },
        timeoutMs,
      )) as { data?: { translations?: { translatedText?: unknown }[] } };
      const translated = requireText(answer?.data?.translations?.[0]?.translatedText, "Google Translate");
      return prepared ? restoreTerms(translated, prepared, "Google Translate") : translated;
    },
  };
}
