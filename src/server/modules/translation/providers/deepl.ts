import { UpstreamError } from "../../../upstream/upstream-fetch.js";
import type { RemoteProvider } from "../translation-providers.js";
import { termsIn, writesEnglish } from "../term-matching.js";
import { createGlossarySync } from "./deepl-glossary.js";
import { postJson, remainingMs, requireText, trimSlash } from "./http.js";

/**
 * DeepL (`POST /v2/translate`), given the term base as a glossary (deepl-glossary.ts). DeepL bends a
 * glossary's entries to fit the sentence, so its answer is checked: every term in the Swedish must be
 * written in the English, or the answer is refused and the dictionary answers.
 */
export function deepl(apiKey: string, baseUrl: string | undefined): RemoteProvider {
  // Free-plan keys end in ":fx" and have their own host.
  const base = trimSlash(baseUrl ?? (apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com"));
  const headers = { authorization: `DeepL-Auth-Key ${apiKey}` };
  const glossaries = createGlossarySync(base, headers);
  return {
    name: "deepl",
    async translate(text, timeoutMs, context) {
      const deadline = performance.now() + timeoutMs;
      const { termBase } = context;
      const glossaryId = await glossaries.glossaryFor(termBase, deadline);
      let answer: { translations?: { text?: unknown }[] };
      try {
        answer = (await postJson(
          `${base}/v2/translate`,
          { text: [text], source_lang: "SV", target_lang: "EN-GB", ...(glossaryId ? { glossary_id: glossaryId } : {}) },
          remainingMs(deadline),
          headers,
        )) as typeof answer;
      } catch (error) {
        // DeepL no longer knows the glossary (another process deleted it, or someone did by hand): look again next time.
        if (glossaryId && error instanceof UpstreamError && (error.status === 400 || error.status === 404)) {
          glossaries.forget(termBase.version);
        }
        throw error;
      }
      const english = requireText(answer?.translations?.[0]?.text, "DeepL");
      for (const term of termsIn(text, termBase.terms)) {
        const written = term.keep ? { english: term.swedish } : term;
        if (!writesEnglish(english, written)) throw new Error(`DeepL did not write the term ${term.swedish}`);
      }
      return english;
    },
  };
}
