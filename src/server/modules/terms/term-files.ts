import { parse as parseCsv } from "csv-parse/sync";
import { stringify as stringifyCsv } from "csv-stringify/sync";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import type { Term } from "#shared/schemas/term.js";

/**
 * The term base as files other tools read and write (issue 43): TBX (ISO 30042), the terminology
 * exchange format of CAT tools and DeepL-era glossaries, and CSV for spreadsheets.
 *
 * TBX written here is TBX-Basic in the TBX v3 structure: one `conceptEntry` per term with a Swedish and
 * an English `langSec`. A place name carries `<descrip type="subjectField">place</descrip>`, a kept name
 * has the same term in both languages (and is read back as kept), and the note is the concept's `note`.
 * Read back: that, and the older TBX 2008 structure (`martif`, `termEntry`, `langSet`, `tig`), which many
 * tools still export; language codes match by their first part (`sv-SE`, `en-GB`).
 *
 * A file's entry that cannot be a term (no Swedish, no English) is not an error of the whole file: it is
 * reported with its position, and the rest is read.
 */

/** One entry read from a file, before the term rules check it (terms.service.ts does). */
export interface TermFileEntry {
  /** Its place in the file, from 1: the concept entry, or the CSV row below the header. */
  entry: number;
  swedish: string;
  english: string;
  keep: boolean;
  place: boolean;
  note: string;
  /** What makes the entry unreadable, found while reading it (a CSV flag that is neither yes nor no). */
  problem?: string;
}

export type TermFileKind = "tbx" | "csv";

/** The reason a whole file is refused (400), as the import answers it. */
export class TermFileError extends Error {}

export type ExportedTerm = Pick<Term, "swedish" | "english" | "keep" | "place" | "note">;

// ---------------------------------------------------------------- TBX

const TBX_NAMESPACE = "urn:iso:std:iso:30042:ed-2";
const PLACE_SUBJECT = "place";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Text as written, never numbers or booleans ("1177" stays a name).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    ["conceptEntry", "termEntry", "langSec", "langSet", "termSec", "tig", "ntig", "descrip", "note"].includes(name),
});

type XmlNode = Record<string, unknown>;

const asNodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is XmlNode => typeof v === "object" && v !== null,
  );

/** An element's text, whether the parser gave it as a string or as an object with attributes. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(textOf).find(Boolean) ?? "";
  if (value && typeof value === "object") return textOf((value as XmlNode)["#text"]);
  return "";
}

/** The terms of one language section: TBX v3 termSec/term, TBX 2008 tig/term or ntig/termGrp/term. */
function termsOfLanguage(section: XmlNode): string[] {
  const holders = [
    ...asNodes(section.termSec),
    ...asNodes(section.tig),
    ...asNodes(section.ntig).flatMap((ntig) => asNodes(ntig.termGrp)),
  ];
  return holders.map((holder) => textOf(holder.term)).filter(Boolean);
}

const languageOf = (section: XmlNode) =>
  String(section["@xml:lang"] ?? section["@lang"] ?? "")
    .toLowerCase()
    .split("-")[0];

function descripsOf(node: XmlNode): { type: string; text: string }[] {
  const groups = asNodes(node.descripGrp).flatMap((group) => asNodes(group.descrip));
  return [...asNodes(node.descrip), ...groups].map((descrip) => ({
    type: String(descrip["@type"] ?? ""),
    text: textOf(descrip),
  }));
}

export function readTbx(text: string): TermFileEntry[] {
  // Entity declarations are refused outright: a term file has no use for them, and they are how an XML
  // file makes its reader expand text without end.
  if (/<!ENTITY/i.test(text)) throw new TermFileError("The TBX file declares entities, which a term file never needs");
  let document: XmlNode;
  try {
    document = parser.parse(text, true) as XmlNode;
  } catch (error) {
    throw new TermFileError(`The file is not well-formed XML: ${(error as Error).message.split("\n")[0]}`);
  }
  const root = (document.tbx ?? document.martif) as XmlNode | undefined;
  if (!root || typeof root !== "object")
    throw new TermFileError("The file is not TBX: its root must be <tbx> or <martif>");
  const body = ((root.text as XmlNode | undefined)?.body ?? {}) as XmlNode;
  const concepts = [...asNodes(body.conceptEntry), ...asNodes(body.termEntry)];
  return concepts.map((concept, index) => {
    const sections = [...asNodes(concept.langSec), ...asNodes(concept.langSet)];
    const swedish = sections.filter((s) => languageOf(s) === "sv").flatMap(termsOfLanguage)[0] ?? "";
    const english = sections.filter((s) => languageOf(s) === "en").flatMap(termsOfLanguage)[0] ?? "";
    const descrips = [...descripsOf(concept), ...sections.flatMap(descripsOf)];
    const place = descrips.some((d) => d.type === "subjectField" && d.text.toLowerCase() === PLACE_SUBJECT);
    const notes = Array.isArray(concept.note) ? concept.note : [concept.note];
    const note = [...notes.map(textOf), ...descrips.filter((d) => d.type === "definition").map((d) => d.text)]
      .filter(Boolean)
      .join(" ");
    return { entry: index + 1, swedish, english, keep: swedish !== "" && swedish === english, place, note };
  });
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
});

export function writeTbx(terms: readonly ExportedTerm[], title: string): string {
  const conceptEntry = terms.map((term, index) => ({
    "@id": `c${index + 1}`,
    ...(term.place ? { descrip: { "@type": "subjectField", "#text": PLACE_SUBJECT } } : {}),
    ...(term.note ? { note: term.note } : {}),
    langSec: [
      { "@xml:lang": "sv", termSec: { term: term.swedish } },
      { "@xml:lang": "en", termSec: { term: term.keep ? term.swedish : term.english } },
    ],
  }));
  const document = {
    tbx: {
      "@type": "TBX-Basic",
      "@style": "dca",
      "@xml:lang": "en",
      "@xmlns": TBX_NAMESPACE,
      tbxHeader: { fileDesc: { sourceDesc: { p: title } } },
      text: { body: { conceptEntry } },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}

// ---------------------------------------------------------------- CSV

export const CSV_COLUMNS = ["swedish", "english", "keep", "place", "note"] as const;

const YES = new Set(["true", "yes", "1", "x", "ja"]);
const NO = new Set(["", "false", "no", "0", "nej"]);

/** The file's delimiter, from its header line: a comma, or what a spreadsheet saved instead (; or tab). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? "";
  for (const candidate of [",", ";", "\t"]) if (header.includes(candidate)) return candidate;
  return ",";
}

export function readCsv(text: string): TermFileEntry[] {
  let rows: Record<string, string>[];
  const content = text.replace(/^\uFEFF/, "");
  try {
    rows = parseCsv(content, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // Spreadsheets in Sweden often save with semicolons.
      delimiter: delimiterOf(content),
    }) as Record<string, string>[];
  } catch (error) {
    throw new TermFileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const header = rows.length > 0 ? Object.keys(rows[0]!) : [];
  if (rows.length > 0 && (!header.includes("swedish") || !header.includes("english"))) {
    throw new TermFileError(`The CSV file's first line must name its columns: ${CSV_COLUMNS.join(",")}`);
  }
  return rows.map((row, index) => {
    const flag = (name: "keep" | "place") => {
      const value = (row[name] ?? "").toLowerCase();
      return YES.has(value) ? true : NO.has(value) ? false : null;
    };
    const [keep, place] = [flag("keep"), flag("place")];
    const unreadable = keep === null ? "keep" : place === null ? "place" : undefined;
    return {
      entry: index + 1,
      swedish: row.swedish ?? "",
      english: row.english ?? "",
      keep: keep ?? false,
      place: place ?? false,
      note: row.note ?? "",
      ...(unreadable ? { problem: `${unreadable} must be true or false` } : {}),
    };
  });
}

export function writeCsv(terms: readonly ExportedTerm[]): string {
  return stringifyCsv(
    terms.map((term) => [term.swedish, term.keep ? term.swedish : term.english, term.keep, term.place, term.note]),
    { header: true, columns: [...CSV_COLUMNS], cast: { boolean: (value) => (value ? "true" : "false") } },
  );
}

/** Reads a file of either kind. */
export function readTermFile(kind: TermFileKind, text: string): TermFileEntry[] {
  return kind === "tbx" ? readTbx(text) : readCsv(text);
}
