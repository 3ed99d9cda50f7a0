/**
 * Reads a Markdown file with front matter: a `---` line, a small YAML block, a `---` line, then the body.
 *
 * The YAML is a strict subset, enough for the demo articles and nothing more, and every file it accepts
 * means the same to a full YAML parser:
 * - `key: value` lines, nested only as a list of mappings under a `key:` line (`  - key: value`, the
 *   item's further keys two spaces deeper than its dash), indented with spaces;
 * - a value is `true`, `false`, a decimal number (`3`, `0.25`), a JSON string in double quotes, or plain
 *   text that starts with a letter and holds no `: ` or ` #` (otherwise it must be quoted).
 * Anything else is an error that names the file and line, so a typo cannot turn into different data.
 */

export type FrontMatterValue = string | number | boolean | FrontMatter[];
export interface FrontMatter {
  [key: string]: FrontMatterValue;
}

export interface MarkdownDocument {
  data: FrontMatter;
  /** The text after the closing `---`, without the blank lines around it. */
  body: string;
}

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const PLAIN = /^\p{L}[^\n]*$/u;
/** Plain words a YAML parser reads as something other than text. */
const RESERVED = /^(true|false|yes|no|on|off|y|n|null)$/i;

/** Whether `text` can stand unquoted and still read back as this very string (here and in YAML). */
export function isPlainText(text: string): boolean {
  return (
    PLAIN.test(text) &&
    !RESERVED.test(text) &&
    !text.includes(": ") &&
    !text.includes(" #") &&
    !text.endsWith(":") &&
    text === text.trim()
  );
}

export class FrontMatterError extends Error {}

interface Line {
  number: number;
  indent: number;
  text: string;
}

export function parseMarkdownDocument(file: string, source: string): MarkdownDocument {
  const rows = source.split("\n");
  if (rows[0] !== "---") throw new FrontMatterError(`${file}: line 1: the file must start with a --- line`);
  const close = rows.indexOf("---", 1);
  if (close < 0) throw new FrontMatterError(`${file}: the front matter has no closing --- line`);
  const lines: Line[] = [];
  for (let i = 1; i < close; i++) {
    const row = rows[i]!;
    if (row.trim() === "") continue;
    const text = row.trimStart();
    if (row.includes("\t") || row.includes("\r")) {
      throw new FrontMatterError(`${file}: line ${i + 1}: tabs and carriage returns are not allowed`);
    }
    lines.push({ number: i + 1, indent: row.length - text.length, text: text.trimEnd() });
  }
  const reader = new BlockReader(file, lines);
  const data = reader.mapping(0);
  const body = rows
    .slice(close + 1)
    .join("\n")
    .replace(/^\n+/, "")
    .replace(/\n+$/, "");
  return { data, body };
}

class BlockReader {
  private next = 0;
  constructor(
    private readonly file: string,
    private readonly lines: Line[],
  ) {}

  mapping(indent: number): FrontMatter {
    const data: FrontMatter = {};
    for (let line = this.lines[this.next]; line && line.indent >= indent; line = this.lines[this.next]) {
      if (line.indent > indent) this.fail(line, "unexpected indentation");
      if (line.text.startsWith("- ")) this.fail(line, "a list item must stand under a `key:` line");
      const colon = line.text.indexOf(":");
      const key = colon < 0 ? "" : line.text.slice(0, colon);
      if (!KEY.test(key)) this.fail(line, "expected `key: value`");
      if (Object.hasOwn(data, key)) this.fail(line, `"${key}" is given twice`);
      const rest = line.text.slice(colon + 1);
      this.next++;
      if (rest === "") data[key] = this.list(line, key, indent + 2);
      else if (rest.startsWith(" ")) data[key] = this.scalar(line, key, rest.slice(1));
      else this.fail(line, "expected a space after the colon");
    }
    return data;
  }

  private list(owner: Line, key: string, indent: number): FrontMatter[] {
    const items: FrontMatter[] = [];
    for (let line = this.lines[this.next]; line?.indent === indent && line.text.startsWith("- "); ) {
      // The item's first key stands after the dash: read it as if the dash were two spaces.
      this.lines[this.next] = { number: line.number, indent: indent + 2, text: line.text.slice(2) };
      items.push(this.mapping(indent + 2));
      line = this.lines[this.next];
    }
    if (items.length === 0) this.fail(owner, `"${key}" needs a value or a list of items indented by ${indent}`);
    return items;
  }

  private scalar(line: Line, key: string, text: string): string | number | boolean {
    if (text === "true") return true;
    if (text === "false") return false;
    if (NUMBER.test(text)) return Number(text);
    if (text.startsWith('"')) {
      try {
        const value: unknown = JSON.parse(text);
        if (typeof value === "string") return value;
      } catch {}
      this.fail(line, `"${key}" is not a well-formed "quoted string"`);
    }
    if (!isPlainText(text)) this.fail(line, `"${key}" must be written as a "quoted string"`);
    return text;
  }

  private fail(line: Line, message: string): never {
    throw new FrontMatterError(`${this.file}: line ${line.number}: ${message}`);
  }
}
