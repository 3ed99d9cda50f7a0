import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Term, type TermImportResult, type TermInput, termInput } from "#shared/schemas/term.js";
import { conflictOnDuplicate } from "../../db/unique-violation.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { badRequest, notFound } from "../../http-error.js";
import type { TermBase } from "../translation/term-base.js";
import { readTermFile, TermFileError, type TermFileKind, writeCsv, writeTbx } from "./term-files.js";
import { swedishKey, type TermsRepository } from "./terms.repository.js";

export const TERM_NOT_FOUND = "Term not found";
/** The most entries one import takes: a term base is hundreds of names, not a dictionary. */
export const IMPORT_MAX_ENTRIES = 20_000;
const STARTER_FILE = "starter-terms.tbx";

const duplicate = (swedish: string) => `A term for ${swedish} already exists`;

/** The starter set shipped with the product: beside this file, or beside the bundled server (build.mjs). */
export function starterTermsFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, STARTER_FILE), path.join(here, "terms", STARTER_FILE)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The starter term set was not found (looked in ${candidates.join(", ")})`);
  return found;
}

const sameTerm = (a: TermInput, b: Term) =>
  a.swedish === b.swedish && a.english === b.english && a.keep === b.keep && a.place === b.place && a.note === b.note;

/**
 * The newsroom's term base (issue 43): staff keep it; every translation engine reads it (termBase); the
 * search reads its place names (placeSpellings). Read by every process from the database, so a term
 * saved in one is used by all: each read asks for the version first, one small query, and reloads the
 * terms only when it changed.
 */
export function createTermsService(repository: TermsRepository, events?: Pick<ContentEvents, "raise">) {
  let cached: TermBase | undefined;
  /** Searches remembered with the old place names are stale: a change raises terms.changed (ADR 0028). */
  const changed = async () => {
    await events?.raise({ type: "terms.changed" });
  };

  async function importEntries(
    kind: "starter" | TermFileKind,
    text: string,
    by: string | null,
  ): Promise<TermImportResult> {
    let entries: ReturnType<typeof readTermFile>;
    try {
      entries = readTermFile(kind === "starter" ? "tbx" : kind, text);
    } catch (error) {
      if (error instanceof TermFileError) throw badRequest(error.message);
      throw error;
    }
    if (entries.length === 0) throw badRequest("The file has no terms");
    if (entries.length > IMPORT_MAX_ENTRIES) {
      throw badRequest(`The file has ${entries.length} terms: at most ${IMPORT_MAX_ENTRIES} are taken at once`);
    }
    const existing = await repository.byKey();
    const seen = new Map<string, number>();
    const result: TermImportResult = { added: 0, updated: 0, unchanged: 0, skipped: [] };
    const add: TermInput[] = [];
    const change: { id: number; input: TermInput }[] = [];
    for (const entry of entries) {
      const parsed = termInput.safeParse(entry);
      const reason = entry.problem ?? (parsed.success ? undefined : parsed.error.issues[0]?.message);
      if (reason || !parsed.success) {
        result.skipped.push({ entry: entry.entry, reason: reason ?? "not a term" });
        continue;
      }
      const key = swedishKey(parsed.data.swedish);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        result.skipped.push({ entry: entry.entry, reason: `${parsed.data.swedish} is already entry ${earlier}` });
        continue;
      }
      seen.set(key, entry.entry);
      const current = existing.get(key);
      // The starter set only adds: what staff have written is theirs.
      if (current && (kind === "starter" || sameTerm(parsed.data, current))) result.unchanged += 1;
      else if (current) change.push({ id: current.id, input: parsed.data });
      else add.push(parsed.data);
    }
    if (add.length + change.length === 0 && kind !== "starter") return result;
    // The starter set's record is written once per database: a second load writes nothing.
    if (!(await repository.writeImport({ add, change, kind, by }))) return { ...result, unchanged: entries.length };
    await changed();
    return { ...result, added: add.length, updated: change.length };
  }

  return {
    async list(q?: string) {
      const items = await repository.list(q);
      return { items, total: items.length };
    },
    async get(id: number): Promise<Term> {
      const term = await repository.findById(id);
      if (!term) throw notFound(TERM_NOT_FOUND);
      return term;
    },
    async create(input: TermInput, by: string): Promise<Term> {
      const term = await conflictOnDuplicate(duplicate(input.swedish), () => repository.insert(input, by));
      await changed();
      return term;
    },
    async update(id: number, input: TermInput, by: string): Promise<Term> {
      const term = await conflictOnDuplicate(duplicate(input.swedish), () => repository.update(id, input, by));
      if (!term) throw notFound(TERM_NOT_FOUND);
      await changed();
      return term;
    },
    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw notFound(TERM_NOT_FOUND);
      await changed();
    },
    /** Reads a TBX or CSV file into the term base: new terms added, changed ones updated, in one write. */
    import: (kind: TermFileKind, text: string, by: string) => importEntries(kind, text, by),
    async exportTbx(title: string): Promise<string> {
      return writeTbx(await repository.list(), title);
    },
    async exportCsv(): Promise<string> {
      return writeCsv(await repository.list());
    },
    /**
     * Loads the shipped starter set once per database, however many processes start (term_imports keeps
     * its one record): afterwards the term base is the newsroom's, and a deleted starter term stays deleted.
     */
    async loadStarterSet(file = starterTermsFile()): Promise<TermImportResult> {
      return importEntries("starter", fs.readFileSync(file, "utf8"), null);
    },
    /** Every term, as the translation engines read it, with its version. */
    async termBase(): Promise<TermBase> {
      const version = await repository.version();
      if (cached?.version === version) return cached;
      const all = await repository.list();
      cached = {
        version,
        terms: all.map(({ swedish, english, keep, place }) => ({ swedish, english, keep, place })),
      };
      return cached;
    },
    /** The place names with another English spelling (Göteborg, Gothenburg), for search. */
    async placeSpellings(): Promise<{ swedish: string; english: string }[]> {
      const { terms } = await this.termBase();
      return terms.filter((term) => term.place && swedishKey(term.swedish) !== swedishKey(term.english));
    },
  };
}
export type TermsService = ReturnType<typeof createTermsService>;
