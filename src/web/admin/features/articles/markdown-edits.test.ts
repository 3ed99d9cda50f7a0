import { describe, expect, it } from "vitest";
import { applyEdit, type Edit, insertImage, insertLink, toggleInline, toggleLines } from "./markdown-edits.js";

/** Text with the selection marked by [ and ] (or a single | for a caret), as the editor would see it. */
function sel(marked: string) {
  const caret = marked.indexOf("|");
  if (caret !== -1) return { text: marked.replace("|", ""), start: caret, end: caret };
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { text: marked.replace("[", "").replace("]", ""), start, end };
}

/** The edited text with its new selection marked the same way. */
function edited(marked: string, edit: (s: ReturnType<typeof sel>) => Edit) {
  const s = sel(marked);
  const e = edit(s);
  const text = applyEdit(s.text, e);
  if (e.selectStart === e.selectEnd) return `${text.slice(0, e.selectStart)}|${text.slice(e.selectStart)}`;
  return `${text.slice(0, e.selectStart)}[${text.slice(e.selectStart, e.selectEnd)}]${text.slice(e.selectEnd)}`;
}

describe("bold and italic", () => {
  it("wrap the selection and keep it selected", () => {
    expect(edited("A [big] day", (s) => toggleInline(s, "bold"))).toBe("A **[big]** day");
    expect(edited("A [big] day", (s) => toggleInline(s, "italic"))).toBe("A *[big]* day");
  });

  it("insert a placeholder to type over when nothing is selected", () => {
    expect(edited("A |day", (s) => toggleInline(s, "bold"))).toBe("A **[bold text]**day");
  });

  it("keep spaces outside the markers (Markdown would not read them)", () => {
    expect(edited("A[ big ]day", (s) => toggleInline(s, "bold"))).toBe("A **[big]** day");
  });

  it("take the markers away again", () => {
    expect(edited("A **[big]** day", (s) => toggleInline(s, "bold"))).toBe("A [big] day");
    expect(edited("A *[big]* day", (s) => toggleInline(s, "italic"))).toBe("A [big] day");
  });

  it("do not read one star of a bold as italic", () => {
    expect(edited("A **[big]** day", (s) => toggleInline(s, "italic"))).toBe("A ***[big]*** day");
  });
});

describe("headings, lists and quotes", () => {
  it("prefix the line the caret is on", () => {
    expect(edited("One\nTw|o\nThree", (s) => toggleLines(s, "h2"))).toBe("One\n## Two|\nThree");
  });

  it("number every selected line, leaving blank lines", () => {
    expect(edited("[a\nb\n\nc]", (s) => toggleLines(s, "numbers"))).toBe("1. a\n2. b\n\n3. c|");
    expect(edited("[a\nb]", (s) => toggleLines(s, "bullets"))).toBe("- a\n- b|");
  });

  it("replace another prefix, and remove their own", () => {
    expect(edited("## Tit|le", (s) => toggleLines(s, "h3"))).toBe("### Title|");
    expect(edited("- [a\n- b]", (s) => toggleLines(s, "numbers"))).toBe("1. a\n2. b|");
    expect(edited("> [a\n> b]", (s) => toggleLines(s, "quote"))).toBe("a\nb|");
  });
});

describe("links and pictures", () => {
  it("turn the selected words into a link with the address to type", () => {
    expect(edited("Read [the report] now", insertLink)).toBe("Read [the report]([https://]) now");
  });

  it("turn a selected address into the link's target", () => {
    expect(edited("See [https://svt.se/a]", insertLink)).toBe("See [[link text]](https://svt.se/a)");
  });

  it("put a picture in a paragraph of its own with its caption, the alt text to write", () => {
    expect(edited("First.|Second.", (s) => insertImage(s, "/uploads/a.png", 'The "ferry"'))).toBe(
      "First.\n\n![[Describe the picture]](/uploads/a.png \"The 'ferry'\")\n\nSecond.",
    );
    expect(edited("|", (s) => insertImage(s, "/uploads/a.png"))).toBe("![[Describe the picture]](/uploads/a.png)");
  });
});
