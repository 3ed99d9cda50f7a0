import type { TermEntry } from "#shared/schemas/term.js";
import type { TermBase } from "../term-base.js";
import { englishFor } from "../term-matching.js";
import { deleteAt, getJson, postJson, remainingMs } from "./http.js";

/**
 * The term base as a DeepL glossary (v2 glossary endpoints, one language pair: SV → EN), kept in step
 * with the term base's version (issue 43).
 *
 * Each version has its own glossary, named `onff-terms-<version>`: DeepL's v2 glossaries cannot be
 * edited, and a name derived from the version lets every server process find the one the others made
 * (`GET /v2/glossaries`) instead of making its own. The first process to need a version's glossary makes
 * it; the others find it. Once it is in use, the glossaries of older versions are deleted, so the account
 * (1,000 glossaries at most) never fills up. A term base without terms has no glossary and sends none.
 *
 * A glossary's target is `EN` (DeepL takes no English variant for glossaries); translations ask for
 * `EN-GB`, and an `EN` glossary serves either variant.
 */
export const GLOSSARY_PREFIX = "onff-terms-";
export const glossaryName = (version: string) => `${GLOSSARY_PREFIX}${version}`;

export interface DeeplGlossary {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time?: string;
  entry_count?: number;
}

/** One line of a TSV entry: DeepL refuses tabs, line breaks, control characters and outer spaces. */
const clean = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The Swedish genitive of a term, as the newsroom writes it: `SVT:s` after an abbreviation or a digit,
 * nothing added after s, x or z (`Dagens Nyheters` is already one), `Trafikverkets` otherwise. Undefined
 * when it is the same as the term.
 */
export function swedishGenitive(swedish: string): string | undefined {
  const last = swedish.at(-1) ?? "";
  if (/[0-9]/.test(last) || (/\p{Lu}/u.test(last) && swedish === swedish.toLocaleUpperCase("sv"))) {
    return `${swedish}:s`;
  }
  if (/[sxz]/i.test(last) || !/\p{L}/u.test(last)) return undefined;
  return `${swedish}s`;
}

/**
 * The glossary's entries as TSV: every term (keep-terms map to themselves), then every term's genitive
 * with the English genitive, so that DeepL writes "the Swedish Transport Administration's" for
 * `Trafikverkets` rather than inflecting the entry its own way. A Swedish side seen before (in any case)
 * is left out: DeepL refuses duplicate source entries.
 */
export function glossaryEntries(terms: readonly TermEntry[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  const add = (swedish: string, english: string) => {
    const source = clean(swedish);
    const target = clean(english);
    const key = source.toLocaleLowerCase("sv");
    if (!source || !target || seen.has(key)) return;
    seen.add(key);
    lines.push(`${source}\t${target}`);
  };
  const asWritten = (term: TermEntry) => (term.keep ? { ...term, english: term.swedish } : term);
  for (const term of terms) add(term.swedish, asWritten(term).english);
  for (const term of terms) {
    const genitive = swedishGenitive(clean(term.swedish));
    if (genitive) add(genitive, englishFor({ term: asWritten(term), genitive: true }));
  }
  return lines.join("\n");
}

/** Rejects once `ms` have passed: a caller never waits on a glossary another call started past its own limit. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the DeepL glossary is not ready in time")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const isOurPair = (glossary: DeeplGlossary) =>
  glossary.source_lang?.toLowerCase() === "sv" && glossary.target_lang?.toLowerCase() === "en";
const created = (glossary: DeeplGlossary) => glossary.creation_time ?? "";

export interface GlossarySync {
  /** The glossary to translate this term base with (made or found once per version), or undefined for none. */
  glossaryFor(termBase: TermBase, deadline: number): Promise<string | undefined>;
  /** Forgets the version's glossary (DeepL no longer knows it): the next call looks again. */
  forget(version: string): void;
}

export function createGlossarySync(base: string, headers: Record<string, string>): GlossarySync {
  let current: { version: string; glossary: Promise<DeeplGlossary> } | undefined;

  async function list(deadline: number): Promise<DeeplGlossary[]> {
    const answer = (await getJson(`${base}/v2/glossaries`, remainingMs(deadline), headers)) as {
      glossaries?: unknown;
    };
    if (!Array.isArray(answer?.glossaries)) throw new Error("DeepL answered without its glossaries");
    return (answer.glossaries as DeeplGlossary[]).filter((g) => typeof g?.glossary_id === "string");
  }

  async function create(name: string, entries: string, deadline: number): Promise<DeeplGlossary> {
    const answer = (await postJson(
      `${base}/v2/glossaries`,
      { name, source_lang: "sv", target_lang: "en", entries, entries_format: "tsv" },
      remainingMs(deadline),
      headers,
    )) as DeeplGlossary;
    if (typeof answer?.glossary_id !== "string") throw new Error("DeepL made no glossary");
    return answer;
  }

  /** Deletes the glossaries of versions older than the one in use; a failure leaves them for the next change. */
  async function removeOlder(listed: DeeplGlossary[], inUse: DeeplGlossary, timeoutMs: number) {
    // Only older ones: a newer glossary is a newer term base's, made by a process that has already read it.
    const old = listed.filter(
      (g) =>
        g.name.startsWith(GLOSSARY_PREFIX) &&
        g.name !== inUse.name &&
        g.glossary_id !== inUse.glossary_id &&
        created(g) <= created(inUse),
    );
    for (const glossary of old) {
      await deleteAt(`${base}/v2/glossaries/${encodeURIComponent(glossary.glossary_id)}`, timeoutMs, headers).catch(
        () => {},
      );
    }
  }

  async function sync(termBase: TermBase, deadline: number): Promise<DeeplGlossary> {
    const name = glossaryName(termBase.version);
    const listed = await list(deadline);
    // The oldest of that name, should two processes have made one at the same moment: all pick the same.
    const found = listed
      .filter((g) => g.name === name && isOurPair(g))
      .sort((a, b) => created(a).localeCompare(created(b)))[0];
    const glossary = found ?? (await create(name, glossaryEntries(termBase.terms), deadline));
    // In the background: the translation waiting on this glossary need not wait on the clean-up too.
    void removeOlder(listed, glossary, Math.max(1_000, Math.floor(deadline - performance.now())));
    return glossary;
  }

  return {
    async glossaryFor(termBase, deadline) {
      if (termBase.terms.length === 0) return undefined;
      if (current?.version !== termBase.version) {
        const glossary = sync(termBase, deadline);
        const entry = { version: termBase.version, glossary };
        current = entry;
        // A failed sync is tried again by the next call, not remembered.
        glossary.catch(() => {
          if (current === entry) current = undefined;
        });
      }
      const entry = current;
      const glossary = await within(entry.glossary, remainingMs(deadline));
      if (glossary.ready !== false) return glossary.glossary_id;
      // Just made and not ready yet (DeepL says to wait for `ready`): ask once; not ready, this text waits.
      const now = (await getJson(
        `${base}/v2/glossaries/${encodeURIComponent(glossary.glossary_id)}`,
        remainingMs(deadline),
        headers,
      )) as DeeplGlossary;
      if (now?.ready !== true) throw new Error("the DeepL glossary is not ready yet");
      if (current === entry) entry.glossary = Promise.resolve({ ...glossary, ready: true });
      return glossary.glossary_id;
    },
    forget(version) {
      if (current?.version === version) current = undefined;
    },
  };
}
