/**
 * English inflection: plural, third person, past, participles, comparison, adverbs.
 * Phrasal English ("take over", "head of state") inflects the word that carries the grammar:
 * the first word of a verb phrase, the last word of a noun (or the word before "of").
 */
import { doublesFinalConsonant, IRREGULAR_PLURALS, IRREGULAR_VERBS } from "./english-irregulars.js";

const VOWEL = /[aeiou]/;
const SIBILANT_END = /(s|x|z|ch|sh)$/;

export function pluralize(noun: string): string {
  const prep = / (of|with|for|in|on|at|from|to) /.exec(noun);
  if (prep && prep.index > 0) return pluralize(noun.slice(0, prep.index)) + noun.slice(prep.index);
  const space = noun.lastIndexOf(" ");
  if (space >= 0) return noun.slice(0, space + 1) + pluralize(noun.slice(space + 1));
  const lower = noun.toLowerCase();
  const irregular = IRREGULAR_PLURALS.get(lower);
  if (irregular) return matchCase(noun, irregular);
  if (lower.endsWith("man") && lower.length > 4 && !lower.endsWith("human")) return `${noun.slice(0, -3)}men`;
  if (SIBILANT_END.test(lower)) return `${noun}es`;
  if (/[^aeiou]y$/.test(lower)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Same form in both numbers but plural agreement: "the police are". */
const COLLECTIVE_PLURALS = new Set([
  "police",
  "people",
  "cattle",
  "sheep",
  "fish",
  "deer",
  "series",
  "species",
  "aircraft",
]);

/** Nouns whose plural equals the singular are uncountable here: they take singular agreement. */
export const isUncountable = (noun: string): boolean => {
  const last = noun.split(" ").pop() ?? noun;
  return IRREGULAR_PLURALS.get(last.toLowerCase()) === last.toLowerCase() && !COLLECTIVE_PLURALS.has(last);
};

export interface VerbParts {
  base: string;
  s3: string;
  past: string;
  pp: string;
  ing: string;
}

const verbCache = new Map<string, VerbParts>();

/** `spec` is "base" or "base:past:pp" (explicit forms of the first word); only the first word inflects. */
export function verbParts(spec: string): VerbParts {
  const cached = verbCache.get(spec);
  if (cached) return cached;
  const [head = "", past0, pp0] = spec.split(":");
  const space = head.indexOf(" ");
  const word = space < 0 ? head : head.slice(0, space);
  const rest = space < 0 ? "" : head.slice(space);
  const irregular = IRREGULAR_VERBS.get(word);
  const past = past0 ?? irregular?.[0] ?? regularPast(word);
  const pp = pp0 ?? past0 ?? irregular?.[1] ?? regularPast(word);
  const parts: VerbParts = {
    base: head,
    s3: thirdPerson(word) + rest,
    past: past + rest,
    pp: pp + rest,
    ing: ingForm(word) + rest,
  };
  verbCache.set(spec, parts);
  return parts;
}

function thirdPerson(word: string): string {
  if (word === "be") return "is";
  if (word === "have") return "has";
  if (SIBILANT_END.test(word) || /[^aeiou]o$/.test(word) || word === "do" || word === "go") return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function regularPast(word: string): string {
  if (word.endsWith("e")) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (word.endsWith("c") && word.length > 4) return `${word}ked`;
  return `${doubled(word)}ed`;
}

function ingForm(word: string): string {
  if (word === "be") return "being";
  if (word.endsWith("ie")) return `${word.slice(0, -2)}ying`;
  if (word.endsWith("e") && !/(ee|ye|oe)$/.test(word) && word.length > 2) return `${word.slice(0, -1)}ing`;
  return `${doubled(word)}ing`;
}

/** Consonant doubling before -ed/-ing (stop → stopped, travel → travelled in British spelling). */
function doubled(word: string): string {
  const last = word.at(-1) ?? "";
  if (!/[bdgklmnprtv]/.test(last)) return word;
  if (!VOWEL.test(word.at(-2) ?? "") || VOWEL.test(word.at(-3) ?? "")) return word;
  if (syllables(word) === 1 || doublesFinalConsonant(word)) return word + last;
  if (last === "l") return `${word}l`;
  return word;
}

function syllables(word: string): number {
  return (word.replace(/e$/, "").match(/[aeiouy]+/g) ?? []).length || 1;
}

export interface AdjectiveParts {
  base: string;
  comp: string;
  sup: string;
  adverb: string;
}

const IRREGULAR_ADJECTIVES: Record<string, [string, string]> = {
  good: ["better", "best"],
  bad: ["worse", "worst"],
  far: ["further", "furthest"],
  little: ["less", "least"],
  much: ["more", "most"],
  many: ["more", "most"],
  well: ["better", "best"],
};

const FLAT_ADVERBS = new Set(["fast", "hard", "late", "early", "high", "low", "long", "daily", "weekly", "monthly"]);

/** `spec` is "base", "base:comp:sup", optionally followed by ";adverb". */
export function adjectiveParts(spec: string): AdjectiveParts {
  const [forms = "", adverb] = spec.split(";");
  const [base = "", comp0, sup0] = forms.split(":");
  const irregular = IRREGULAR_ADJECTIVES[base];
  const single = !base.includes(" ");
  const short = single && (syllables(base) === 1 || (syllables(base) === 2 && /[^aeiou]y$/.test(base)));
  const stem = short ? comparisonStem(base) : base;
  return {
    base,
    comp: comp0 ?? irregular?.[0] ?? (short ? `${stem}er` : `more ${base}`),
    sup: sup0 ?? irregular?.[1] ?? (short ? `${stem}est` : `most ${base}`),
    adverb: adverb ?? (single ? adverbOf(base) : base),
  };
}

function comparisonStem(base: string): string {
  if (base.endsWith("e")) return base.slice(0, -1);
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}i`;
  if (/[^aeiou][aeiou][bdgmnpt]$/.test(base)) return base + base.at(-1);
  return base;
}

function adverbOf(adj: string): string {
  if (adj === "good") return "well";
  if (FLAT_ADVERBS.has(adj) || adj.endsWith("ly") || /(an|ish|ese|ed)$/.test(adj) || /^\p{Lu}/u.test(adj)) return adj;
  if (/[^aeiou]y$/.test(adj)) return `${adj.slice(0, -1)}ily`;
  if (/[^aeiou]le$/.test(adj)) return `${adj.slice(0, -1)}y`;
  if (adj.endsWith("ic")) return `${adj}ally`;
  if (adj.endsWith("ll")) return `${adj}y`;
  if (adj.endsWith("ue")) return `${adj.slice(0, -1)}ly`;
  return `${adj}ly`;
}

function matchCase(model: string, word: string): string {
  return model[0] && model[0] !== model[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}
