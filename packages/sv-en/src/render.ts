/**
 * Turns each tagged item into English: numbers, phrases and invariable words here; nouns,
 * adjectives and names in render-nominals.ts, verbs in render-verbs.ts and the ambiguous small
 * words in render-words.ts.
 */
import type { Item } from "./item.js";
import type { LexiconIndex } from "./lexicon-index.js";
import { renderAdjective, renderName, renderNoun, renderUnknown, twelveHourClock } from "./render-nominals.js";
import { renderVerbItem } from "./render-verbs.js";
import { renderFunctionWord } from "./render-words.js";
import { englishNumber } from "./tokenizer.js";
import type { Analysis } from "./types.js";

/** The Riksdag parties' letters, as Swedish news writes them after a politician's name. */
const PARTY_CODES: Record<string, string> = {
  S: "Social Democrats",
  M: "Moderates",
  SD: "Sweden Democrats",
  C: "Centre Party",
  V: "Left Party",
  KD: "Christian Democrats",
  L: "Liberals",
  MP: "Green Party",
};

export function render(items: Item[], index: LexiconIndex): void {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === "number") {
      if (item.consumed) continue;
      // "klockan" read as the adverb "at" leaves its time to be written here.
      const clock = items[i - 1]?.lower === "klockan" ? twelveHourClock(item.text) : undefined;
      item.en = clock ?? englishNumber(item.text);
      // "lades ner 2017" → "was shut down in 2017": a year right after a verb is when.
      let k = i - 1;
      while (k >= 0 && items[k]!.kind === "word" && items[k]!.en === "" && items[k]!.consumed) k--;
      if (/^(19|20)\d\d$/.test(item.text) && items[k]?.verb && items[k]!.role !== "prep") item.en = `in ${item.en}`;
      item.role = "np";
      continue;
    }
    if (item.kind !== "word" || item.consumed) continue;
    const party = items[i - 1]?.text === "(" && items[i + 1]?.text === ")" ? PARTY_CODES[item.text] : undefined;
    if (party) {
      // "Erik Holm (S)" → "Erik Holm (Social Democrats)": English readers do not know the letters.
      item.en = party;
      item.role = "other";
      continue;
    }
    const a = item.a;
    if (!a) {
      renderUnknown(items, i);
      continue;
    }
    item.lexical = true;
    item.role = roleOf(a);
    if (renderFunctionWord(items, i, index)) continue;
    if (a.pos === "verb") renderVerbItem(items, i, index);
    else if (a.pos === "noun") renderNoun(items, i, a);
    else if (a.pos === "adj") renderAdjective(items, i, a);
    else if (a.pos === "name") renderName(items, i, a);
    else {
      item.en = a.entry.en;
      // "ingen av", "en av": determiners ending in "of" still let the noun take "the"
      if (a.pos === "det" || a.pos === "ord" || a.pos === "num")
        item.det = a.pos === "det" && !a.entry.en.endsWith(" of");
      const agr = a.entry.keyed.agr;
      if (a.pos === "pron" && (agr === "1sg" || agr === "3sg" || agr === "pl")) item.agr = agr;
      if (a.pos === "adv" && a.entry.en.startsWith("the ")) item.det = true;
    }
  }
}

function roleOf(a: Analysis): Item["role"] {
  switch (a.pos) {
    case "prep":
      return "prep";
    case "conj":
      return "conj";
    case "sconj":
      return "sconj";
    case "adv":
      return "adv";
    case "det":
    case "num":
    case "ord":
      return "np";
    case "pron":
      return a.entry.keyed.agr ? "subj" : "other";
    case "name":
      return "subj";
    case "abbr":
      return "np";
    default:
      return "other";
  }
}
