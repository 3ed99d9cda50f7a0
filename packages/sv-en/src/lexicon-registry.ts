/**
 * Finds and reads the lexicon: every `NN-domain.lex` file in the package's lexicon/ folder, in the
 * order of their names. That order is the precedence: when two readings of a word are equally
 * likely the one from the earlier file wins, so the general files come first (01-function-words)
 * and the domain files after them. Adding a domain is adding a file; nothing lists them.
 *
 * The folder is lexicon/ beside src/ in the package (tsx, vitest), or sv-en/lexicon/ beside the
 * bundled server in dist/ (scripts/build.mjs copies it there, as it copies the migrations).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type CollocationLine,
  type NameLine,
  type ParticleVerbLine,
  type PhraseLine,
  parseCollocation,
  parseEntry,
  parseName,
  parseParticleVerb,
  parsePersonName,
  parsePhrase,
  TABLES,
  type Table,
} from "./lexicon-format.js";
import type { Entry } from "./types.js";

export const LEXICON_FILE = /^\d{2}-[a-z0-9-]+\.lex$/;

export interface Lexicon {
  words: Entry[];
  particleVerbs: ParticleVerbLine[];
  collocations: CollocationLine[];
  phrases: PhraseLine[];
  places: NameLine[];
  organisations: NameLine[];
  persons: string[];
}

/** One data line of a lexicon file, with where it stands (for messages). */
export interface LexiconLine {
  file: string;
  line: number;
  text: string;
}

export interface LexiconFile {
  name: string;
  table: Table;
  lines: LexiconLine[];
  /** what is wrong with the file itself (an unknown or misplaced directive), as file:line messages */
  problems: string[];
}

export function lexiconFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "..", "lexicon"), path.join(here, "sv-en", "lexicon")];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`sv-en: lexicon folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** The lexicon files in precedence order, split into data lines (comments and blank lines dropped). */
export function readLexiconFiles(folder = lexiconFolder()): LexiconFile[] {
  const names = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".lex"))
    .sort();
  return names.map((name) => splitFile(name, fs.readFileSync(path.join(folder, name), "utf8")));
}

export function splitFile(name: string, text: string): LexiconFile {
  const file: LexiconFile = { name, table: "words", lines: [], problems: [] };
  if (!LEXICON_FILE.test(name)) file.problems.push(`${name}: name the file NN-domain.lex (two digits, lower case)`);
  const rows = text.split("\n");
  for (let n = 0; n < rows.length; n++) {
    const line = rows[n]!.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("@")) {
      const table = /^@table ([a-z-]+)$/.exec(line)?.[1];
      if (!table || !(TABLES as readonly string[]).includes(table)) {
        file.problems.push(`${name}:${n + 1}: unknown directive "${line}" (@table ${TABLES.join("|")})`);
      } else if (file.lines.length) {
        file.problems.push(`${name}:${n + 1}: @table must come before the first entry`);
      } else file.table = table as Table;
      continue;
    }
    file.lines.push({ file: name, line: n + 1, text: line });
  }
  return file;
}

type Parsed = { [K in keyof Lexicon]: Lexicon[K][number] };
const TABLE_PARSERS: { [T in Table]: { key: keyof Lexicon; parse: (line: string) => Parsed[keyof Lexicon] } } = {
  words: { key: "words", parse: parseEntry },
  "particle-verbs": { key: "particleVerbs", parse: parseParticleVerb },
  collocations: { key: "collocations", parse: parseCollocation },
  phrases: { key: "phrases", parse: parsePhrase },
  places: { key: "places", parse: parseName },
  organisations: { key: "organisations", parse: parseName },
  "person-names": { key: "persons", parse: parsePersonName },
};

/** Parses one line of a table, or returns the file:line message saying why it does not parse. */
export function parseLine(table: Table, line: LexiconLine): { value: Parsed[keyof Lexicon] } | { problem: string } {
  try {
    return { value: TABLE_PARSERS[table].parse(line.text) };
  } catch (err) {
    return { problem: `${line.file}:${line.line}: ${(err as Error).message}: ${line.text}` };
  }
}

/** Parses every file; throws one error listing every line that does not parse. */
export function loadLexicon(files: LexiconFile[] = readLexiconFiles()): Lexicon {
  const lexicon: Lexicon = {
    words: [],
    particleVerbs: [],
    collocations: [],
    phrases: [],
    places: [],
    organisations: [],
    persons: [],
  };
  const problems: string[] = [];
  for (const file of files) {
    problems.push(...file.problems);
    const list = lexicon[TABLE_PARSERS[file.table].key] as Array<Parsed[keyof Lexicon]>;
    for (const line of file.lines) {
      const result = parseLine(file.table, line);
      if ("value" in result) list.push(result.value);
      else problems.push(result.problem);
    }
  }
  if (problems.length) throw new Error(`sv-en: the lexicon does not parse:\n${problems.join("\n")}`);
  return lexicon;
}

let loaded: Lexicon | undefined;

/** The package's lexicon, read once. */
export function lexicon(): Lexicon {
  loaded ??= loadLexicon();
  return loaded;
}

/** The lower-case spellings of the headwords that carry a flag (the adverbs flagged light, say). */
export function headwordsFlagged(flag: string, lex: Lexicon = lexicon()): ReadonlySet<string> {
  const words = new Set<string>();
  for (const entry of lex.words) if (entry.flags.has(flag)) words.add(entry.sv.toLowerCase());
  return words;
}
