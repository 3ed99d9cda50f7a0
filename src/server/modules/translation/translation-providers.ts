import type { Config } from "../../config.js";
import { fetchUpstream } from "../../upstream/upstream-fetch.js";
import type { TranslationContext } from "./term-base.js";

/**
 * A remote machine-translation service, Swedish to English, one text per call. It honours the term base
 * in `context` (issue 43); an answer it cannot vouch for is an error, and the dictionary answers instead.
 */
export interface RemoteProvider {
  name: "libretranslate" | "deepl" | "google";
  translate(text: string, timeoutMs: number, context: TranslationContext): Promise<string>;
}

const MAX_RESPONSE_BYTES = 1_048_576;

/** POSTs JSON to an operator-configured endpoint (trusted, no redirects) and returns the parsed answer. */
async function postJson(url: string, body: unknown, timeoutMs: number, headers: Record<string, string> = {}) {
  const response = await fetchUpstream(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", accept: "application/json", ...headers },
    timeoutMs,
    maxBytes: MAX_RESPONSE_BYTES,
    maxRedirects: 0,
    trusted: true,
    redirectHosts: [],
  });
  return JSON.parse(response.body.toString("utf8")) as unknown;
}

function requireText(value: unknown, provider: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new Error(`${provider} answered without a translation`);
  return value;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function libreTranslate(url: string, apiKey: string | undefined): RemoteProvider {
  return {
    name: "libretranslate",
    async translate(text, timeoutMs) {
      const body = { q: text, source: "sv", target: "en", format: "text", ...(apiKey ? { api_key: apiKey } : {}) };
      const answer = (await postJson(`${trimSlash(url)}/translate`, body, timeoutMs)) as { translatedText?: unknown };
      return requireText(answer?.translatedText, "LibreTranslate");
    },
  };
}

function deepl(apiKey: string, baseUrl: string | undefined): RemoteProvider {
  // Free-plan keys end in ":fx" and have their own host.
  const base = trimSlash(baseUrl ?? (apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com"));
  return {
    name: "deepl",
    async translate(text, timeoutMs) {
      const answer = (await postJson(
        `${base}/v2/translate`,
        { text: [text], source_lang: "SV", target_lang: "EN-GB" },
        timeoutMs,
        { authorization: `DeepL-Auth-Key ${apiKey}` },
      )) as { translations?: { text?: unknown }[] };
      return requireText(answer?.translations?.[0]?.text, "DeepL");
    },
  };
}

function google(apiKey: string, baseUrl: string | undefined): RemoteProvider {
  const base = trimSlash(baseUrl ?? "https://translation.googleapis.com");
  return {
    name: "google",
    async translate(text, timeoutMs) {
      const answer = (await postJson(
        `${base}/language/translate/v2?key=${encodeURIComponent(apiKey)}`,
        { q: text, source: "sv", target: "en", format: "text" },
        timeoutMs,
      )) as { data?: { translations?: { translatedText?: unknown }[] } };
      return requireText(answer?.data?.translations?.[0]?.translatedText, "Google Translate");
    },
  };
}

/**
 * The remote provider TRANSLATE_PROVIDER names, or undefined for the dictionary. The configuration refuses
 * a remote provider without its URL or key; the checks here keep the types honest.
 */
export function remoteProviderFor(translation: Config["translation"]): RemoteProvider | undefined {
  switch (translation.provider) {
    case "libretranslate":
      return translation.url ? libreTranslate(translation.url, translation.apiKey) : undefined;
    case "deepl":
      return translation.deeplApiKey ? deepl(translation.deeplApiKey, translation.url) : undefined;
    case "google":
      return translation.googleApiKey ? google(translation.googleApiKey, translation.url) : undefined;
    default:
      return undefined;
  }
}
