import { describe, expect, it } from "vitest";
import { type Table, TABLES } from "./lexicon-format.js";
import { type LexiconLine, lexiconFolder, parseLine, readLexiconFiles, splitFile } from "./lexicon-registry.js";
import type { Entry } from "./types.js";

const files = readLexiconFiles();
const at = (line: LexiconLine) => `${line.file}:${line.line}`;

/** Every data line of a table with what it parses to (lines that do not parse are left out). */
function parsedLines(table: Table): Array<{ line: LexiconLine; value: unknown }> {
  return files
    .filter((f) => f.table === table)
    .flatMap((f) => f.lines.map((line) => ({ line, result: parseLine(table, line) })))
    .flatMap(({ line, result }) => ("value" in result ? [{ line, value: result.value }] : []));
}

/** file:line messages for every key that appears twice. */
function duplicates<T>(rows: Array<{ line: LexiconLine; value: T }>, key: (value: T) => string): string[] {
  const first = new Map<string, LexiconLine>();
  const found: string[] = [];
  for (const { line, value } of rows) {
    const k = key(value);
    const earlier = first.get(k);
    if (earlier) found.push(`${at(line)}: "${k}" is already in ${at(earlier)}`);
    else first.set(k, line);
  }
  return found;
}

describe("the lexicon files", () => {
  it("are found in the package and read in the order of their names", () => {
    expect(lexiconFolder()).toMatch(/packages[/\\]sv-en[/\\]lexicon$/);
    const names = files.map((f) => f.name);
    expect(names[0]).toBe("01-function-words.lex");
    expect(names).toEqual([...names].sort());
    expect(new Set(names.map((n) => n.slice(0, 2))).size).toBe(names.length);
  });

  it("are all named NN-domain.lex and use known directives", () => {
    expect(files.flatMap((f) => f.problems)).toEqual([]);
    expect(new Set(files.map((f) => f.table))).toEqual(new Set(TABLES));
  });

  it("parse, every line of every file (a failure names file:line)", () => {
    const problems = files.flatMap((f) =>
      f.lines.flatMap((line) => {
        const result = parseLine(f.table, line);
        return "problem" in result ? [result.problem] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("define no headword twice in one part of speech, unless the later one says `also`", () => {
    const rows = parsedLines("words") as Array<{ line: LexiconLine; value: Entry }>;
    const first = new Map<string, LexiconLine>();
    const found: string[] = [];
    for (const { line, value: entry } of rows) {
      const key = `${entry.sv}|${entry.pos}`;
      const earlier = first.get(key);
      if (earlier && !entry.flags.has("also")) found.push(`${at(line)}: ${key} is already in ${at(earlier)}`);
      if (!earlier && entry.flags.has("also")) found.push(`${at(line)}: ${key} says also, but nothing comes before it`);
      if (!earlier) first.set(key, line);
    }
    expect(found).toEqual([]);
  });

  it("list each particle verb, collocation, phrase and name once", () => {
    type Keyed = { line: LexiconLine; value: Record<string, unknown> };
    const rows = (table: Table) => parsedLines(table) as Keyed[];
    const found = [
      ...duplicates(rows("particle-verbs"), (v) => `${v.verb} ${v.particle}`),
      ...duplicates(rows("collocations"), (v) => `${v.head}|${v.prep}`),
      ...duplicates(rows("phrases"), (v) => (v.words as string[]).join(" ")),
      // a place and an organisation may share a name (Djurgården the district, Djurgården the club)
      ...duplicates(rows("places"), (v) => String(v.sv).toLowerCase()),
      ...duplicates(rows("organisations"), (v) => String(v.sv).toLowerCase()),
      ...duplicates(parsedLines("person-names"), (v) => String(v).toLowerCase()),
    ];
    expect(found).toEqual([]);
  });

  it("give every particle verb a base verb among the headwords", () => {
    const verbs = new Set(
      (parsedLines("words") as Array<{ value: Entry }>).filter((r) => r.value.pos === "verb").map((r) => r.value.sv),
    );
    const orphans = parsedLines("particle-verbs")
      .filter(({ value }) => !verbs.has((value as { verb: string }).verb))
      .map(({ line }) => `${at(line)}: ${line.text}`);
    expect(orphans).toEqual([]);
  });
});

describe("the line parser", () => {
  const parse = (table: Table, text: string) => parseLine(table, { file: "99-test.lex", line: 7, text });

  it("reports the file, the line and what is wrong", () => {
    expect(parse("words", "bil|en-ar")).toEqual({
      problem: "99-test.lex:7: expected sv|class|english[|extras]: bil|en-ar",
    });
    expect(parse("words", "bil|en-xx|car")).toMatchObject({
      problem: expect.stringContaining('unknown class "en-xx"'),
    });
    expect(parse("words", "bil|en-ar|car|noatr")).toMatchObject({
      problem: expect.stringContaining('unknown flag "noatr"'),
    });
    expect(parse("words", "bil|en-ar|car|plu=bilar")).toMatchObject({
      problem: expect.stringContaining('unknown key "plu="'),
    });
    expect(parse("words", "gripa|v4|arrest|grep")).toMatchObject({
      problem: expect.stringContaining("[present] past supine"),
    });
    expect(parse("collocations", "orolig|för|about|object")).toMatchObject({
      problem: expect.stringContaining("only obj"),
    });
    expect(parse("places", "Arlanda||on")).toMatchObject({ problem: expect.stringContaining("only at") });
    expect(parse("particle-verbs", "stänga|shut")).toMatchObject({ problem: expect.stringContaining("verb particle") });
    expect(parse("person-names", "Anna Eva")).toMatchObject({ problem: expect.stringContaining("one name") });
  });

  it("accepts the documented shapes", () => {
    expect(parse("words", "gripa|v4|arrest|grep gripit")).toHaveProperty("value.forms", ["grep", "gripit"]);
    expect(parse("words", "polis|en-er|police officer|p defen=police")).toHaveProperty("value.keyed.defen", "police");
    expect(parse("words", "kunna|v4|be able to|kan kunde kunnat modal=can:could inf")).toHaveProperty(
      "value.keyed.modal",
      "can:could",
    );
    expect(parse("places", "Arlanda||at")).toEqual({ value: { sv: "Arlanda", en: "Arlanda", at: true } });
    expect(parse("collocations", "höja|med|by|obj")).toEqual({ value: { head: "höja", prep: "med", en: "obj:by" } });
  });

  it("reads a directive before the first entry only", () => {
    expect(splitFile("40-x.lex", "# c\n@table phrases\nen gång|once\n")).toMatchObject({
      table: "phrases",
      problems: [],
    });
    expect(splitFile("40-x.lex", "bil|en-ar|car\n@table phrases\n").problems).toEqual([
      "40-x.lex:2: @table must come before the first entry",
    ]);
    expect(splitFile("40-x.lex", "@table nouns\n").problems[0]).toContain("unknown directive");
    expect(splitFile("x.lex", "").problems[0]).toContain("NN-domain.lex");
  });
});
