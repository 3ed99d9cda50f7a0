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
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?(-->|$)/g, " ")
    .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(
      /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|figure|figcaption)\b[^>]*>/gi,
      " ",
    )
    .replace(/<\/?[a-z][^>]*>/gi, "")
    .replace(/<\/?[a-z][^<]*$/i, "");
  return decodeEntities(withoutTags)
    .replace(/\p{Cc}/gu, " ") // control characters (tabs and newlines collapse below anyway)
    .replace(/\s+/g, " ")
    .trim();
}

/** An absolute http(s) link, or undefined: javascript:, data: and relative links never reach a reader. */
export function safeLink(raw: string | undefined, base?: string): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  try {
    const url = base ? new URL(text, base) : new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.href;
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
