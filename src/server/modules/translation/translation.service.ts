import { createHash } from "node:crypto";
import { INTERVALS_MS } from "#shared/constants.js";
import { translateSwedish } from "sv-en";
import { NO_TERMS, type TermBase, type TranslationContext } from "./term-base.js";
import type { TranslationRepository } from "./translation.repository.js";
import type { RemoteProvider } from "./translation-providers.js";

export interface TranslationServiceOptions {
  /** Undefined: the local dictionary answers everything. */
  provider: RemoteProvider | undefined;
  repository: TranslationRepository;
  /** Longest a batch of translations may wait on the provider; whatever is left gets the dictionary. */
  timeoutMs: number;
  concurrency?: number;
  /** The offline dictionary, honouring the term base. */
  dictionary?: (text: string, termBase: TermBase) => string;
  /** The newsroom's term base (issue 43), read for each batch; none when not given. */
  termBase?: () => Promise<TermBase>;
}

/**
 * Longest text translated (the rest is cut off before anything looks at it). Feed fields are shorter
 * (a description is at most 1,000 characters), so this never changes a real translation; it bounds the
 * work a hostile text can cause.
 */
export const MAX_TEXT_LENGTH = 5_000;
/** A provider's answer longer than this is refused (the dictionary answers): it would be stored and sent to every reader. */
const MAX_ANSWER_LENGTH = 2 * MAX_TEXT_LENGTH;
const PURGE_EVERY_MS = 3_600_000;

/** A stored translation's key: the provider, the term base's version it was made with, and the text. */
export const cacheKey = (provider: string, text: string, termsVersion: string = NO_TERMS.version) =>
  createHash("sha256").update(`${provider}\n${termsVersion}\n${text}`).digest("hex");

/**
 * Swedish to English. A remote provider's answers are cached in the database for 24 hours (shared by
 * every server process); a failing or slow provider falls back to the dictionary for that call, and
 * the fallback is not cached, so the provider is asked again next time. The dictionary runs in-process
 * in well under a millisecond, so its answers are not stored.
 */
export function createTranslationService(options: TranslationServiceOptions) {
  const { provider, repository, timeoutMs, concurrency = 4 } = options;
  const dictionary = options.dictionary ?? ((text: string) => translateSwedish(text));
  const readTermBase = options.termBase ?? (async () => NO_TERMS);
  let lastPurge = 0;

  const local = (text: string, termBase: TermBase) => {
    try {
      return dictionary(text, termBase) || text;
    } catch {
      return text;
    }
  };

  async function remote(
    remoteProvider: RemoteProvider,
    texts: string[],
    contextOf: (text: string) => TranslationContext,
  ): Promise<Map<string, string>> {
    const { termBase } = contextOf(texts[0]!);
    const keys = new Map(texts.map((t) => [t, cacheKey(remoteProvider.name, t, termBase.version)]));
    const since = new Date(Date.now() - INTERVALS_MS.translationCache);
    const cached = await repository.findFresh([...keys.values()], since).catch(() => new Map<string, string>());
    const out = new Map<string, string>();
    const misses: string[] = [];
    for (const text of texts) {
      const hit = cached.get(keys.get(text)!);
      if (hit !== undefined) out.set(text, hit);
      else misses.push(text);
    }

    const deadline = performance.now() + timeoutMs;
    const fresh: { text: string; translated: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < misses.length) {
        const text = misses[next++]!;
        const remaining = Math.floor(deadline - performance.now());
        let translated: string | undefined;
        if (remaining > 0) {
          const answer = await remoteProvider.translate(text, remaining, contextOf(text)).catch(() => undefined);
          if (answer !== undefined && answer.length <= MAX_ANSWER_LENGTH) translated = answer;
        }
        if (translated !== undefined) fresh.push({ text, translated });
        out.set(text, translated ?? local(text, termBase));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, misses.length) }, worker));

    const now = new Date();
    await repository
      .save(
        fresh.map(({ text, translated }) => ({
          key: keys.get(text)!,
          provider: remoteProvider.name,
          sourceText: text,
          translatedText: translated,
          createdAt: now,
        })),
      )
      .catch(() => {});
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await repository.purgeOlderThan(since).catch(() => {});
    }
    return out;
  }

  /**
   * Translates each text (trimmed; blank stays as it was), in the same order. The texts are taken for an
   * article's paragraphs in order: an engine that reads context is given each one's neighbours.
   */
  async function translateMany(texts: string[]): Promise<string[]> {
    const sources = texts.map((t) => t.trim().slice(0, MAX_TEXT_LENGTH));
    const unique = [...new Set(sources.filter(Boolean))];
    if (unique.length === 0) return [...texts];
    const termBase = await readTermBase().catch(() => NO_TERMS);
    const translated = provider
      ? await remote(provider, unique, (text) => {
          const at = sources.indexOf(text);
          return { termBase, before: sources[at - 1] || undefined, after: sources[at + 1] || undefined };
        })
      : new Map(unique.map((t) => [t, local(t, termBase)]));
    return sources.map((source, i) => (source ? translated.get(source)! : texts[i]!));
  }

  return {
    /** "dictionary", or the remote provider in use. */
    providerName: provider?.name ?? "dictionary",
    translateMany,
    translate: async (text: string): Promise<string> => (await translateMany([text]))[0]!,
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
