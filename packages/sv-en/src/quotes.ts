/**
 * Quotations in English form. Swedish marks quotes with ” ” (or » «), English with " ". Swedish
 * news also opens direct speech with a dash, ending it at the attribution or with the paragraph:
 *
 *   – Vi är glada. Det är en stor dag, säger Anna Berg.
 *   → "We are happy. This is a big day," says Anna Berg.
 *
 * The speech may run over several sentences, so the translator carries whether it is open from one
 * sentence to the next and closes it at the end of the paragraph when no attribution came.
 */
import type { Item } from "./item.js";

const QUOTE_MARKS = new Set(["”", "“", "„", "»", "«"]);
const SPEECH_DASHES = new Set(["–", "—"]);
/** Marks that end a quotation before its attribution: "…, säger hon", "…? frågar hon". */
const BEFORE_ATTRIBUTION = new Set([",", "?", "!"]);

/** English quotation marks; opens or closes dash speech. Returns whether speech is open after the sentence. */
export function markQuotations(items: Item[], speechOpen: boolean): boolean {
  for (const item of items) if (item.kind === "punct" && QUOTE_MARKS.has(item.text)) item.en = '"';
  let open = speechOpen;
  for (let i = 0; i < items.length - 1; i++) {
    const item = items[i]!;
    if (!open && opensSpeech(items, i)) {
      item.en = '"';
      items[i + 1]!.pre = "";
      open = true;
    } else if (open && i > 0 && BEFORE_ATTRIBUTION.has(item.text) && isReportingVerb(items[i + 1]!)) {
      item.en = `${item.text}"`;
      open = false;
    }
  }
  return open;
}

/** A dash that opens the sentence or follows a colon ("Polisen: – Vi har ingen misstänkt"), before a word. */
function opensSpeech(items: Item[], i: number): boolean {
  const dash = items[i]!;
  if (dash.kind !== "punct" || !SPEECH_DASHES.has(dash.text) || items[i + 1]?.kind !== "word") return false;
  return i === 0 || items[i - 1]?.text === ":";
}

/** säger, sa, berättar, frågar …: a finite verb the lexicon flags as one that reports speech. */
function isReportingVerb(item: Item): boolean {
  const a = item.a;
  return a?.pos === "verb" && a.entry.flags.has("say") && (a.vform === "pres" || a.vform === "past");
}
