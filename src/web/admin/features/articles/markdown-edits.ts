import { ALT_PLACEHOLDER } from "#shared/alt-text.js";

/**
 * The Markdown toolbar's edits, as pure functions of the text and its selection. Each answers a splice
 * (replace `from`–`to` with `insert`) and the selection to leave, so the editor can apply it as typing
 * (the browser's undo then undoes it) rather than by replacing the whole value.
 */
export interface Selection {
  text: string;
  start: number;
  end: number;
}

export interface Edit {
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards, in the new text. */
  selectStart: number;
  selectEnd: number;
}

export type InlineStyle = "bold" | "italic";
export type LineStyle = "h2" | "h3" | "bullets" | "numbers" | "quote";

const MARKERS: Record<InlineStyle, { marker: string; placeholder: string }> = {
  bold: { marker: "**", placeholder: "bold text" },
  italic: { marker: "*", placeholder: "italic text" },
};

/** Bold or italic around the selection (or a placeholder to type over); again on a styled selection removes it. */
export function toggleInline({ text, start, end }: Selection, style: InlineStyle): Edit {
  const { marker, placeholder } = MARKERS[style];
  const m = marker.length;
  const before = text.slice(Math.max(0, start - m), start);
  const after = text.slice(end, end + m);
  // "**word**" with only the word selected: take the markers away. A single * must not be half of a **.
  const isMarker = (s: string, outside: string) => s === marker && (style === "bold" || outside !== "*");
  if (start !== end && isMarker(before, text[start - m - 1] ?? "") && isMarker(after, text[end + m] ?? "")) {
    return { from: start - m, to: end + m, insert: text.slice(start, end), selectStart: start - m, selectEnd: end - m };
  }
  const selected = text.slice(start, end);
  // Markdown does not read "** word **" as bold: spaces stay outside the markers.
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const inner = selected.trim() || placeholder;
  const insert = `${selected.slice(0, lead)}${marker}${inner}${marker}${selected.slice(selected.length - trail)}`;
  const innerStart = start + lead + m;
  return { from: start, to: end, insert, selectStart: innerStart, selectEnd: innerStart + inner.length };
}

/** The whole lines the selection touches. */
function touchedLines({ text, start, end }: Selection) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  return { from, to, lines: text.slice(from, to).split("\n") };
}

const LINE_PREFIX: Record<LineStyle, RegExp> = {
  h2: /^## /,
  h3: /^### /,
  bullets: /^[-*+] /,
  numbers: /^\d{1,9}[.)] /,
  quote: /^> ?/,
};
/** Any block prefix a line may carry already, replaced when another is chosen. */
const ANY_PREFIX = /^(?:#{1,6} |[-*+] |\d{1,9}[.)] |> ?)/;

function prefixFor(style: LineStyle, index: number): string {
  if (style === "h2") return "## ";
  if (style === "h3") return "### ";
  if (style === "bullets") return "- ";
  if (style === "numbers") return `${index + 1}. `;
  return "> ";
}

/**
 * A heading, list or quote on every line the selection touches (blank lines in a list are left alone);
 * when every such line has it already, it is removed instead.
 */
export function toggleLines(selection: Selection, style: LineStyle): Edit {
  const { from, to, lines } = touchedLines(selection);
  const content = lines.filter((line) => line.trim() !== "");
  const remove = content.length > 0 && content.every((line) => LINE_PREFIX[style].test(line));
  let index = 0;
  const changed = lines.map((line) => {
    if (remove) return line.replace(LINE_PREFIX[style], "");
    if (line.trim() === "" && lines.length > 1) return line;
    return prefixFor(style, index++) + line.replace(ANY_PREFIX, "");
  });
  const insert = changed.join("\n");
  return { from, to, insert, selectStart: from + insert.length, selectEnd: from + insert.length };
}

const LOOKS_LIKE_URL = /^(?:https?:\/\/|mailto:|\/)\S*$/i;

/** A link: the selected words become its text and the address is selected to type; a selected address becomes its target. */
export function insertLink({ text, start, end }: Selection): Edit {
  const selected = text.slice(start, end).trim();
  if (LOOKS_LIKE_URL.test(selected)) {
    const insert = `[link text](${selected})`;
    return { from: start, to: end, insert, selectStart: start + 1, selectEnd: start + 10 };
  }
  const label = selected || "link text";
  const insert = `[${label}](https://)`;
  const urlStart = start + label.length + 3;
  return { from: start, to: end, insert, selectStart: urlStart, selectEnd: urlStart + "https://".length };
}

/**
 * A picture in a paragraph of its own (a figure on the page), its caption as the title; the alt text is
 * selected for the editor to write.
 */
export function insertImage({ text, start, end }: Selection, path: string, caption = ""): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" ? "" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const title = caption.trim() ? ` "${caption.trim().replace(/"/g, "'")}"` : "";
  const insert = `${lead}![${ALT_PLACEHOLDER}](${path}${title})${tail}`;
  const altStart = start + lead.length + 2;
  return { from: start, to: end, insert, selectStart: altStart, selectEnd: altStart + ALT_PLACEHOLDER.length };
}

/** The text after an edit (for tests, and for a browser where typing cannot be simulated). */
export function applyEdit(text: string, edit: Edit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}
