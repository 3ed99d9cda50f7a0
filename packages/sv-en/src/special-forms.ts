/**
 * Number-led words that no lexicon can list: ages (30-årig, 30-åringen, 40-årsåldern), decades and
 * centuries (1800-talet, 90-talet), clock times (22-tiden) and approximate counts (ett fyrtiotal).
 */
import type { Analysis, Entry } from "./types.js";

const synthetic = (sv: string, pos: Entry["pos"], en: string, keyed: Record<string, string> = {}): Entry => ({
  sv,
  pos,
  cls: pos === "noun" ? "en-ar" : pos,
  en,
  flags: new Set(),
  forms: [],
  keyed,
});

const AGE_NOUN = /^(\d+)-åring(en|ens|ar|arna|arnas|s)?$/;

export function numberLedForms(word: string): Analysis[] {
  const lower = word.toLowerCase();
  let m = /^(\d+)-årig(t|a|e)?$/.exec(lower);
  if (m) {
    // "den 24-årige mannen": the weak form after an article.
    const agr = m[2] === "e" || m[2] === "a" ? "weak" : "base";
    return [{ entry: synthetic(lower, "adj", `${m[1]}-year-old`), pos: "adj", agr, degree: "pos" }];
  }
  m = AGE_NOUN.exec(lower);
  if (m) {
    const ending = m[2] ?? "";
    const entry = synthetic(lower, "noun", `${m[1]}-year-old`, {});
    const plural = ending.startsWith("ar");
    return [
      {
        entry: { ...entry, flags: new Set(["p"]) },
        pos: "noun",
        num: plural ? "pl" : "sg",
        def: ending === "en" || ending === "ens" || ending.startsWith("arna"),
        gen: ending.endsWith("s"),
      },
    ];
  }
  m = /^(\d+)-årsåldern$/.exec(lower);
  if (m) return [{ entry: synthetic(lower, "noun", `${m[1]}s`, { age: "1" }), pos: "noun", num: "pl", def: false }];
  m = /^(\d+)-tal(et|ets)?$/.exec(lower);
  if (m) {
    const en = `${m[1]}s`;
    const entry = synthetic(lower, "noun", `${en}/${en}`);
    return [{ entry: { ...entry, flags: new Set(["t"]) }, pos: "noun", num: "sg", def: Boolean(m[2]) }];
  }
  // 70:e, 1:a, 2:a, 3:e → "70th", "1st", "2nd", "3rd" (Swedish writes an ordinal's ending after a colon).
  m = /^(\d+):(e|a)$/.exec(lower);
  if (m) return [{ entry: synthetic(lower, "ord", englishOrdinal(m[1]!)), pos: "ord" }];
  m = /^(\d+)-tiden$/.exec(lower);
  if (m) return [{ entry: synthetic(lower, "adv", `around ${m[1]}:00`), pos: "adv" }];
  return [];
}

/** ett fyrtiotal, ett hundratal → "around forty", "around a hundred". */
export function approximateCount(lower: string, numberWord: (w: string) => string | undefined): Analysis[] {
  const m = /^(.+?)tal(et)?$/.exec(lower);
  if (!m?.[1]) return [];
  const en = numberWord(m[1]);
  if (!en) return [];
  const count = en === "hundred" || en === "thousand" ? `a ${en}` : en;
  return [{ entry: synthetic(lower, "det", `around ${count}`, { approx: "1" }), pos: "det" }];
}

export function nameAnalysis(sv: string, en: string, gen: boolean, kind: string): Analysis {
  return { entry: synthetic(sv, "name", en, { kind }), pos: "name", gen, num: "sg" };
}

export function phraseAnalysis(sv: string, en: string, pos: Entry["pos"]): Analysis {
  return { entry: synthetic(sv, pos, en, { phrase: "1" }), pos };
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
function englishOrdinal(digits: string): string {
  const n = Number(digits);
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${digits}${suffix}`;
}
