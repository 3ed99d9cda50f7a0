/** Turning feed markup into plain text and feed links into safe ones. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  shy: "",
  zwnj: "",
  zwj: "",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  minus: "−",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  lsaquo: "‹",
  rsaquo: "›",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
  sect: "§",
  para: "¶",
  times: "×",
  divide: "÷",
  plusmn: "±",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  iexcl: "¡",
  iquest: "¿",
  aring: "å",
  Aring: "Å",
  auml: "ä",
  Auml: "Ä",
  ouml: "ö",
  Ouml: "Ö",
  uuml: "ü",
  Uuml: "Ü",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  Egrave: "È",
  ecirc: "ê",
  euml: "ë",
  aacute: "á",
  Aacute: "Á",
  agrave: "à",
  acirc: "â",
  atilde: "ã",
  iacute: "í",
  igrave: "ì",
  icirc: "î",
  iuml: "ï",
  oacute: "ó",
  Oacute: "Ó",
  ograve: "ò",
  ocirc: "ô",
  otilde: "õ",
  uacute: "ú",
  Uacute: "Ú",
  ugrave: "ù",
  ucirc: "û",
  ntilde: "ñ",
  Ntilde: "Ñ",
  ccedil: "ç",
  Ccedil: "Ç",
  szlig: "ß",
  yuml: "ÿ",
};

/** Decodes named and numeric character references once; unknown names are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Markup to plain text: scripts, styles and comments go with their content, block-level tags become
 * spaces, other tags vanish, references are decoded once and whitespace is collapsed.
 *
 * Each step is one forward pass over the text (indexOf and a cursor that never moves back), so the
 * time is linear in the input: the regular expressions this replaces backtracked, and a hostile feed
 * of `<p<p<p…` took quadratic time. The steps run in the same order as those expressions did, so the
 * result is the same.
 */
export function htmlToText(html: string): string {
  const withoutTags = removeUnterminatedTag(
    replaceTags(replaceTags(removeRawTextElements(removeComments(html)), blockTagSpace), otherTagNothing),
  );
  return decodeEntities(withoutTags)
    .replace(/\p{Cc}/gu, " ") // control characters (tabs and newlines collapse below anyway)
    .replace(/\s+/g, " ")
    .trim();
}

/** Elements dropped with their content. */
const RAW_TEXT_ELEMENTS = ["script", "style", "noscript", "template", "iframe"];
/** Tags that separate words: each becomes a space. */
const BLOCK_ELEMENTS = new Set([
  ..."p div br li ul ol tr td th table blockquote section article figure figcaption".split(" "),
  ..."h1 h2 h3 h4 h5 h6".split(" "),
]);
const LONGEST_BLOCK_NAME = 10; // blockquote, figcaption
const SLASH = 0x2f;

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
/** A word character as `\b` sees it (ASCII letters, digits, underscore); NaN (past the end) is none. */
const isWordChar = (code: number) => isAsciiLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f;
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Whether `text` has `word` at `at`, ASCII letters compared without case. */
function hasWordAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let i = 0; i < word.length; i++) {
    if ((text.charCodeAt(at + i) | 0x20) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/** `<!-- … -->` becomes a space; an unclosed comment runs to the end. */
function removeComments(html: string): string {
  let out = "";
  let at = 0;
  for (let open = html.indexOf("<!--"); open !== -1; open = html.indexOf("<!--", at)) {
    out += `${html.slice(at, open)} `;
    const close = html.indexOf("-->", open + 4);
    if (close === -1) return out;
    at = close + 3;
  }
  return out + html.slice(at);
}

/** `<script …>…</script >` and the like become a space; an unclosed one runs to the end. */
function removeRawTextElements(html: string): string {
  let out = "";
  let at = 0;
  for (let open = html.indexOf("<"); open !== -1; open = html.indexOf("<", open + 1)) {
    const name = RAW_TEXT_ELEMENTS.find(
      (n) => hasWordAt(html, open + 1, n) && !isWordChar(html.charCodeAt(open + 1 + n.length)),
    );
    if (!name) continue;
    out += `${html.slice(at, open)} `;
    const end = closingTagEnd(html, name, open + 1 + name.length);
    if (end === -1) return out;
    at = end;
    open = end - 1;
  }
  return out + html.slice(at);
}

/** Where the first `</name>` (any case, spaces allowed before `>`) at or after `from` ends, or -1. */
function closingTagEnd(html: string, name: string, from: number): number {
  for (let close = html.indexOf("</", from); close !== -1; close = html.indexOf("</", close + 2)) {
    if (!hasWordAt(html, close + 2, name)) continue;
    let end = close + 2 + name.length;
    while (isSpace(html[end])) end++;
    if (html[end] === ">") return end + 1;
  }
  return -1;
}

/**
 * Replaces every tag (`<name …>` or `</name …>`, running to the next `>`) for which `replacementFor`
 * answers a string; `nameAt` is where the name starts. Without a `>` left there is no tag left.
 */
function replaceTags(html: string, replacementFor: (html: string, nameAt: number) => string | undefined): string {
  let out = "";
  let at = 0;
  let nextGt = -1; // the first ">" after the current "<", found once and reused until passed
  for (let open = html.indexOf("<"); open !== -1; open = html.indexOf("<", open + 1)) {
    if (nextGt < open) nextGt = html.indexOf(">", open);
    if (nextGt === -1) break;
    const replacement = replacementFor(html, html.charCodeAt(open + 1) === SLASH ? open + 2 : open + 1);
    if (replacement === undefined) continue;
    out += html.slice(at, open) + replacement;
    at = nextGt + 1;
    open = nextGt;
  }
  return out + html.slice(at);
}

/** A block-level tag (its whole name, as `\b` would end it) becomes a space. */
function blockTagSpace(html: string, nameAt: number): string | undefined {
  let end = nameAt;
  while (end - nameAt <= LONGEST_BLOCK_NAME && isWordChar(html.charCodeAt(end))) end++;
  return BLOCK_ELEMENTS.has(html.slice(nameAt, end).toLowerCase()) ? " " : undefined;
}

/** Any other tag (a name starting with a letter) vanishes. */
const otherTagNothing = (html: string, nameAt: number) => (isAsciiLetter(html.charCodeAt(nameAt)) ? "" : undefined);

/** A tag cut off at the end (`… <a href="x`) is dropped: only the last `<` can start one. */
function removeUnterminatedTag(html: string): string {
  const open = html.lastIndexOf("<");
  if (open === -1) return html;
  const nameAt = html.charCodeAt(open + 1) === SLASH ? open + 2 : open + 1;
  return isAsciiLetter(html.charCodeAt(nameAt)) ? html.slice(0, open) : html;
}

/** Longer links are refused: no real article URL is this long, and a hostile one would be sent to every reader. */
const MAX_LINK_LENGTH = 2048;

/** An absolute http(s) link, or undefined: javascript:, data:, relative and over-long links never reach a reader. */
export function safeLink(raw: string | undefined, base?: string): string | undefined {
  const text = raw?.trim();
  if (!text || text.length > MAX_LINK_LENGTH) return undefined;
  try {
    const url = base ? new URL(text, base) : new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    // Resolving and percent-encoding can lengthen it (a non-ASCII character becomes up to 12).
    return url.href.length <= MAX_LINK_LENGTH ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Shortens text at a word boundary, with an ellipsis when anything was cut. */
export function snippet(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
