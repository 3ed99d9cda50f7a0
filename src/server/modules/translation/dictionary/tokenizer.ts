/**
 * Splits text into words, numbers, punctuation and whitespace, losing nothing: joining the token
 * texts gives the input back. Words keep inner hyphens and colon endings (EU-kommissionen, SVT:s,
 * E4:an, 30-årig); numbers keep Swedish thousands spaces and decimal commas (10 000, 1,5); web
 * addresses, e-mail addresses, hashtags and handles stay whole and untouched.
 */
export type TokenKind = "word" | "number" | "punct" | "space" | "verbatim";

export interface Token {
  kind: TokenKind;
  text: string;
}

const TOKEN =
  /(\s+)|((?:https?:\/\/|www\.)[^\s]+|[\w.+-]+@[\w-]+\.[\w.]+|[#@][\p{L}\d_]+)|(\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?(?![\d\p{L}])|\d+(?:[.,:]\d+)*(?![\d\p{L}-]))|([\p{L}\p{M}\d]+(?:['’][\p{L}]+)*(?:[-:][\p{L}\p{M}\d]+)*)|([^\s])/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const [whole, space, verbatim, number, word] = match;
    if (space) tokens.push({ kind: "space", text: whole });
    else if (verbatim) tokens.push({ kind: "verbatim", text: whole });
    else if (number) tokens.push({ kind: "number", text: whole });
    else if (word) tokens.push({ kind: "word", text: whole });
    else tokens.push({ kind: "punct", text: whole });
  }
  return tokens;
}

/** Swedish number notation to English: 10 000 → 10,000 and 1,5 → 1.5 (times like 14.30 stay). */
export function englishNumber(text: string): string {
  return text.replace(/(\d)[ \u00a0](?=\d{3})/g, "$1,").replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
}
