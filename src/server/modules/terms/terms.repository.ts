import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Term, TermInput } from "#shared/schemas/term.js";
import type { Db } from "../../db/client.js";
import { termImports, terms } from "../../db/schema.js";
import { containsPattern } from "../media/media.repository.js";

/** The key a term is unique by: its Swedish in lower case with single spaces. */
export const swedishKey = (swedish: string) => swedish.trim().replace(/\s+/g, " ").toLocaleLowerCase("sv");

const columns = {
  id: terms.id,
  swedish: terms.swedish,
  english: terms.english,
  keep: terms.keep,
  place: terms.place,
  note: terms.note,
  updatedBy: terms.updatedBy,
  updatedAt: terms.updatedAt,
};

type TermRow = Omit<Term, "updatedAt"> & { updatedAt: Date };
const toTerm = (row: TermRow): Term => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** What an import writes: new terms, and existing ones (by Swedish key) given new English, flags or note. */
export interface TermImportWrite {
  add: TermInput[];
  change: { id: number; input: TermInput }[];
  kind: "starter" | "tbx" | "csv";
  by: string | null;
}

export function createTermsRepository(db: Db) {
  const values = (input: TermInput, by: string | null) => ({
    ...input,
    swedishKey: swedishKey(input.swedish),
    updatedBy: by,
    updatedAt: sql`now()`,
  });
  return {
    async list(q?: string): Promise<Term[]> {
      const pattern = q ? containsPattern(q) : undefined;
      const rows = await db
        .select(columns)
        .from(terms)
        .where(
          pattern
            ? or(ilike(terms.swedish, pattern), ilike(terms.english, pattern), ilike(terms.note, pattern))
            : undefined,
        )
        .orderBy(asc(terms.swedishKey));
      return rows.map(toTerm);
    },
    async findById(id: number): Promise<Term | undefined> {
      const [row] = await db.select(columns).from(terms).where(eq(terms.id, id)).limit(1);
      return row ? toTerm(row) : undefined;
    },
    /** The terms by Swedish key, for an import to tell new from changed. */
    async byKey(): Promise<Map<string, Term>> {
      return new Map((await this.list()).map((term) => [swedishKey(term.swedish), term]));
    },
    async insert(input: TermInput, by: string | null): Promise<Term> {
      const [row] = await db.insert(terms).values(values(input, by)).returning(columns);
      return toTerm(row!);
    },
    async update(id: number, input: TermInput, by: string | null): Promise<Term | undefined> {
      const [row] = await db.update(terms).set(values(input, by)).where(eq(terms.id, id)).returning(columns);
      return row ? toTerm(row) : undefined;
    },
    async delete(id: number): Promise<boolean> {
      return (await db.delete(terms).where(eq(terms.id, id)).returning({ id: terms.id })).length > 0;
    },
    /**
     * Writes an import in one transaction, with its record in term_imports. The starter set's record is
     * unique: a second load (another process starting at the same time) writes nothing and answers false.
     */
    async writeImport(write: TermImportWrite): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [record] = await tx
          .insert(termImports)
          .values({ kind: write.kind, added: write.add.length, updated: write.change.length, importedBy: write.by })
          .onConflictDoNothing()
          .returning({ id: termImports.id });
        if (!record) return false;
        if (write.add.length > 0) {
          await tx
            .insert(terms)
            .values(write.add.map((input) => values(input, write.by)))
            .onConflictDoNothing();
        }
        for (const { id, input } of write.change)
          await tx.update(terms).set(values(input, write.by)).where(eq(terms.id, id));
        return true;
      });
    },
    /**
     * The term base's version: how many terms there are and the newest change. Any add or edit moves
     * the newest change on, any delete the count down, so two different term bases never share it.
     */
    async version(): Promise<string> {
      const [row] = await db
        .select({ n: count(), newest: sql<string>`coalesce(max(${terms.updatedAt})::text, '')` })
        .from(terms);
      return `${row?.n ?? 0}@${row?.newest ?? ""}`;
    },
  };
}
export type TermsRepository = ReturnType<typeof createTermsRepository>;
