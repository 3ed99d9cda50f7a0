import { describe, expect, it } from "vitest";
import { isPlainText, parseMarkdownDocument } from "./front-matter.js";

const parse = (text: string) => parseMarkdownDocument("note.md", text);

describe("front matter", () => {
  it("reads text, numbers, flags, quoted strings and nested lists of mappings, then the body", () => {
    const source = [
      "---",
      "title: Plain text, with commas and it's fine",
      'quoted: "Needs quotes: it has a colon and \\"quotes\\""',
      "count: 3",
      "fraction: 0.25",
      "flag: true",
      "off: false",
      "items:",
      "  - name: First",
      "    replies:",
      "      - name: Reply",
      "        hours: 1.5",
      "  - name: Second",
      "after: Back at the top",
      "---",
      "",
      "First paragraph.",
      "",
      "Second paragraph.",
      "",
    ].join("\n");
    expect(parse(source)).toEqual({
      data: {
        title: "Plain text, with commas and it's fine",
        quoted: 'Needs quotes: it has a colon and "quotes"',
        count: 3,
        fraction: 0.25,
        flag: true,
        off: false,
        items: [{ name: "First", replies: [{ name: "Reply", hours: 1.5 }] }, { name: "Second" }],
        after: "Back at the top",
      },
      body: "First paragraph.\n\nSecond paragraph.",
    });
  });

  it("names the file and line of what it cannot read", () => {
    const wrong: [string[], string][] = [
      [["title: x"], "note.md: line 1: the file must start with a --- line"],
      [["---", "title: x"], "note.md: the front matter has no closing --- line"],
      [["---", "title: Colon: inside", "---"], 'note.md: line 2: "title" must be written as a "quoted string"'],
      [["---", "title: yes", "---"], 'note.md: line 2: "title" must be written as a "quoted string"'],
      [["---", "title: 12 people", "---"], 'note.md: line 2: "title" must be written as a "quoted string"'],
      [["---", 'title: "unterminated', "---"], 'note.md: line 2: "title" is not a well-formed "quoted string"'],
      [["---", "title x", "---"], "note.md: line 2: expected `key: value`"],
      [["---", "title:x", "---"], "note.md: line 2: expected a space after the colon"],
      [["---", "a: One", "a: Two", "---"], 'note.md: line 3: "a" is given twice'],
      [["---", "a: One", "  b: Two", "---"], "note.md: line 3: unexpected indentation"],
      [["---", "list:", "- a: One", "---"], 'note.md: line 2: "list" needs a value or a list of items indented by 2'],
      [["---", "- a: One", "---"], "note.md: line 2: a list item must stand under a `key:` line"],
      [["---", "a:\tOne", "---"], "note.md: line 2: tabs and carriage returns are not allowed"],
    ];
    for (const [lines, message] of wrong) expect(() => parse(lines.join("\n")), message).toThrow(message);
  });

  it("leaves unquoted only text that any YAML parser reads back as the same string", () => {
    for (const text of ["Per-Olof", "Birgitta S.", "Same in inland Västerbotten. It's 2.5 billion"]) {
      expect(isPlainText(text), text).toBe(true);
    }
    for (const text of ["", "No", "null", "1.5", "2026-01-01", "- item", '"quoted"', "a: b", "a #b", "ends:", " x"]) {
      expect(isPlainText(text), text).toBe(false);
    }
  });
});
