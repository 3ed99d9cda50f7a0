/**
 * Splits text into words, numbers, punctuation and whitespace, losing nothing: joining the token
 * texts gives the input back. Words keep inner hyphens and colon endings (EU-kommissionen, SVT:s,
 * E4:an, 30-årig); numbers keep Swedish thousands spaces and decimal commas (10 000, 1,5); web
 * addresses, e-mail addresses, hashtags and handles stay whole and untouched. Abbreviations the
 * caller lists (bl.a., t.ex., kl.) are one word with their dots.
 */
export type TokenKind = "word" | "number" | "punct" | "space" | "verbatim";

export interface Token {
  kind: TokenKind;
  text: string;
}

/*
 * The alternatives, tried in this order at each position: whitespace, a web address, an e-mail
 * address, a hashtag or handle, a number, a word, any other single character.
 */
const SPACE_OR_LINK = /(\s+)|((?:https?:\/\/|www\.)[^\s]+)/uy;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/uy;
const EMAIL_LOCAL_PART = /[\w.+-]+/uy;
/** A dotted abbreviation (bl.a., t.ex., o.s.v., kl.); bounded, so a run of "a.a.a.a…" stays linear. */
const ABBREVIATION = /\p{L}{1,6}(?:\.\p{L}{1,4}){0,3}\./uy;
const NONE: ReadonlySet<string> = new Set();
const OTHER =
  /([#@][\p{L}\d_]+)|(\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?(?![\d\p{L}])|\d+(?:[.,:]\d+)*(?![\d\p{L}-]|:\p{L}))|([\p{L}\p{M}\d]+(?:['’][\p{L}]+)*(?:[-:][\p{L}\p{M}\d]+)*)|([^\s])/uy;

function matchAt(regex: RegExp, text: string, at: number): RegExpExecArray | null {
  regex.lastIndex = at;
  return regex.exec(text);
}

/** abbreviations: lower-case forms with their dots, kept as one word token */
export function tokenize(text: string, abbreviations: ReadonlySet<string> = NONE): Token[] {
  const tokens: Token[] = [];
  // Every start inside one run of local-part characters reaches the same "@" (or none), so one e-mail
  // try answers for the whole run. Trying again from each character of "a.a.a.a…", as one big
  // alternation did, took quadratic time.
  let noEmailBefore = 0;
  for (let at = 0; at < text.length; ) {
    const emailPossible = at >= noEmailBefore;
    if (emailPossible) noEmailBefore = at + (matchAt(EMAIL_LOCAL_PART, text, at)?.[0].length ?? 0);
    const token = abbreviationAt(text, at, abbreviations) ?? tokenAt(text, at, emailPossible);
    tokens.push(token);
    at += token.text.length;
  }
  return tokens;
}

function abbreviationAt(text: string, at: number, abbreviations: ReadonlySet<string>): Token | null {
  if (abbreviations.size === 0) return null;
  // Only at the start of a word: "Enkl." must not yield "kl." from its middle.
  if (at > 0 && /[\p{L}\p{M}\d]/u.test(text[at - 1]!)) return null;
  const m = matchAt(ABBREVIATION, text, at);
  return m && abbreviations.has(m[0].toLowerCase()) ? { kind: "word", text: m[0] } : null;
}

function tokenAt(text: string, at: number, emailPossible: boolean): Token {
  const spaceOrLink = matchAt(SPACE_OR_LINK, text, at);
  if (spaceOrLink) return { kind: spaceOrLink[1] ? "space" : "verbatim", text: spaceOrLink[0] };
  const email = emailPossible ? matchAt(EMAIL, text, at) : null;
  if (email) return { kind: "verbatim", text: email[0] };
  const other = matchAt(OTHER, text, at)!; // not whitespace here, so at least [^\s] matches
  const kind = other[1] ? "verbatim" : other[2] ? "number" : other[3] ? "word" : "punct";
  return { kind, text: other[0] };
}

/** Swedish number notation to English: 10 000 → 10,000 and 1,5 → 1.5 (times like 14.30 stay). */
export function englishNumber(text: string): string {
  return text.replace(/(\d)[ \u00a0](?=\d{3})/g, "$1,").replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
}
