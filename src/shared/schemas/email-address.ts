import { z } from "zod";

/**
 * The one rule for an e-mail address, used by every field that takes one: the contact form, comments,
 * the newsletter, staff accounts, invitations, reset requests, the contactEmail setting and `npm run admin`
 * (issue 41, finding 15: `reader@example.com?cc=attacker@evil.example&body=…` was taken as an address and
 * became the Messages screen's mailto link and a mail's Reply-To).
 *
 * An address is what mail systems actually deliver to, and nothing that means something else in a URL,
 * a mail header or a command line: a local part of at most 64 characters of letters, digits and `. _ + - '`
 * (dot-separated, starting with a letter, digit or `_`), one `@`, and a domain of at least two labels of
 * letters, digits and inner hyphens (at most 63 characters each) ending in a top-level domain of letters
 * or an `xn--` one; at most 254 characters in all. ASCII only: an internationalised domain is given in its
 * `xn--` form, so look-alike letters from other scripts are refused. So `? & % # / , ; : < > " ( ) \`,
 * spaces, control characters and a second `@` are never part of an address.
 *
 * The login is the one address field without it: it only looks an account up (auth.ts).
 */
export const EMAIL_ADDRESS_MAX = 254;
const LOCAL_MAX = 64;
// Each class excludes the dot, so the match is unambiguous and linear; the input is at most 64 characters.
const LOCAL = /^[A-Za-z0-9_][A-Za-z0-9'_+-]*(?:\.[A-Za-z0-9'_+-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Whether `value` is an address by the rule above; false for anything else, never an exception. */
export function isEmailAddress(value: unknown): value is string {
  if (typeof value !== "string" || value.length > EMAIL_ADDRESS_MAX) return false;
  const at = value.indexOf("@");
  if (at < 1 || at > LOCAL_MAX || value.includes("@", at + 1)) return false;
  if (!LOCAL.test(value.slice(0, at))) return false;
  const labels = value.slice(at + 1).split(".");
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/**
 * A required address field, trimmed, with the field's own messages: `required` when it is missing, not text
 * or blank, `invalid` when it is not an address (the first failing rule's message is the 400's).
 */
export function emailAddress({ required, invalid }: { required: string; invalid: string }) {
  return z.string({ error: required }).trim().min(1, { error: required }).refine(isEmailAddress, { error: invalid });
}

/** An optional address field, trimmed: blank means none (""), anything else must be an address. */
export function optionalEmailAddress(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .refine((v) => v === "" || isEmailAddress(v), { error: invalid });
}

/** Line breaks, tabs and other control characters: a mailto subject is one line. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/**
 * A `mailto:` link to `address`, with `subject` (made one line) as its only header field, every part
 * percent-encoded. Undefined when `address` is not an address by the rule (a row stored before it): show
 * it as text then, never as a link that could carry someone's `cc=` or `body=`.
 */
export function mailtoHref(address: string, subject?: string): string | undefined {
  if (!isEmailAddress(address)) return undefined;
  const at = address.indexOf("@");
  const to = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const line = subject?.replace(BREAKS, " ").trim();
  return line ? `mailto:${to}?subject=${encodeURIComponent(line)}` : `mailto:${to}`;
}
