/**
 * Pronouns, articles and quantifiers: det/den/de (it/they or "the"), en/ett (a or one),
 * sin/sitt/sina (whose owner the finishing pass decides), hela, alla, andra, mycket, någon/ingen
 * and the quantifiers that stand for people when no noun follows ("fler unga", "många tror").
 */
import { isAdjLike, isFiniteVerb, isNounLike } from "./context.js";
import { negatedEarlier } from "./render-clause-words.js";
import { articleAhead } from "./tagger-cues.js";
import type { WordContext } from "./word-context.js";

export function renderDeterminer(c: WordContext): boolean {
  const { items, i, item, a, next, na, prev, word, set } = c;
  switch (word) {
    case "det":
    case "den":
    case "de":
      // "den 13 september": "on 13 September", unless a preposition stands before it (till den 15 mars)
      if (next?.kind === "number" && word === "den") {
        const governed = prev?.a?.pos === "prep" || prev?.a?.entry.keyed.phrase !== undefined;
        return item.start || (prev && !governed) ? set("on", "prep") : set("", "other");
      }
      if (articleAhead(items, i)) {
        item.det = true;
        return set("the", "np");
      }
      if (next?.lower === "som") {
        item.agr = word === "de" ? "pl" : "3sg";
        return set(word === "de" ? "those" : word === "den" ? "anyone" : "what", "subj");
      }
      item.agr = word === "de" ? "pl" : "3sg";
      return set(a.entry.en, "subj");
    case "en":
    case "ett": {
      if (na?.entry.keyed.approx) return set("", "other");
      // "ett 30-tal olyckor" → "around 30 accidents" (not "a 30s").
      const about = next && /^(\d+)-tal$/.exec(next.lower);
      if (about && word === "ett") {
        next.en = about[1]!;
        next.consumed = true;
        next.role = "np";
        return set("around", "np");
      }
      const unknownNext = next?.kind === "word" && next.coverage === "unknown";
      if (!unknownNext && (next?.lower === "av" || !na || (na.pos === "verb" && !isAdjLike(na)) || na.pos === "prep")) {
        return set("one", "np");
      }
      item.det = true;
      return set("a", "np");
    }
    case "fler":
    case "många":
    case "flera":
    case "färre":
    case "allt fler":
    case "allt färre":
    case "hur många":
    case "rekordmånga":
    case "de flesta": {
      const nominalNext =
        !isFiniteVerb(na) &&
        next?.cands.some((c) => c.pos === "noun" || c.pos === "adj" || c.vform === "ppart" || c.pos === "num");
      if (next?.lower === "av") {
        item.agr = "pl";
        return set(a.entry.en, "subj");
      }
      if (!nominalNext && !(next?.cap && next.coverage !== "word")) {
        item.agr = "pl";
        return set(`${a.entry.en} people`, "subj");
      }
      return set(a.entry.en, "np");
    }
    case "sig":
      return set("", "other");
    case "sin":
    case "sitt":
    case "sina":
      item.reflexive = true;
      item.det = true;
      return set("their", "np");
    case "hela":
      // hela Sverige → the whole of Sweden
      if (na?.pos === "name" && !na.gen) return set("the whole of", "np");
      if (na?.pos === "noun" && na.def) {
        item.det = true;
        return set("the whole", "np");
      }
      return set("whole", "np");
    case "alla":
      return set(na && (isNounLike(na) || isAdjLike(na) || na.pos === "det") ? "all" : "everyone", na ? "np" : "subj");
    case "allt":
      // allt sämre, allt fler → ever worse, ever more
      if (na?.degree === "comp" || next?.lower === "mer" || next?.lower === "mindre") return set("ever", "adv");
      return set(na && (isNounLike(na) || isAdjLike(na)) ? "all" : "everything", "np");
    case "andra":
      if (
        prev &&
        ["den", "det", "sin", "sitt", "en", "ett", "hans", "hennes", "min", "mitt", "vår", "vårt"].includes(prev.lower)
      )
        return set("second", "np");
      if (na?.pos === "noun") return set(na.num === "pl" ? "other" : "second", "np");
      return set("others", "subj");
    case "mycket":
      if (na?.degree === "comp" || next?.lower === "mer" || next?.lower === "mindre") return set("much", "adv");
      if (na && (isAdjLike(na) || na.pos === "adv")) return set("very", "adv");
      if (na?.pos === "noun") return set("a lot of", "np");
      return set("a lot", "adv");
    case "någon":
    case "något":
    case "några":
    case "ingen":
    case "inget":
    case "inga":
      // "på några timmar" → "in a few hours": a count of time is "a few", not "some".
      if (word === "några" && na?.pos === "noun" && na.num === "pl" && na.entry.flags.has("t"))
        return set("a few", "np");
      if (na && (isNounLike(na) || na.pos === "adj" || na.vform === "ppart")) {
        // "inte någon bevisad effekt" → "no proven effect", "har inte något val" → "has no choice": the
        // negation moves onto the noun phrase, so the verb is not negated ("has not any" is no English).
        const not = items[i - 1];
        if (word !== "ingen" && word !== "inget" && word !== "inga" && not?.role === "neg" && not.en === "not") {
          not.en = "";
          not.role = "other";
          return set("no", "np");
        }
        const any = negatedEarlier(items, i) && word !== "ingen" && word !== "inget" && word !== "inga";
        return set(any ? "any" : a.entry.en, "np");
      }
      item.agr = word === "inga" ? "pl" : "3sg";
      return set(
        { någon: "someone", något: "something", några: "some", ingen: "no one", inget: "nothing", inga: "none" }[word],
        "subj",
      );
    case "man":
      if (a.pos !== "pron") return false;
      item.agr = "pl";
      return set("people", "subj");
    case "hundratals":
    case "tusentals":
    case "tiotals":
    case "miljontals":
    case "tiotusentals":
    case "dussintals":
      if (isFiniteVerb(na) || !next?.cands.some((c) => c.pos === "noun" || c.pos === "adj" || c.vform === "ppart")) {
        item.agr = "pl";
        return set(a.entry.en.replace(/ of$/, ""), "subj");
      }
      return set(a.entry.en, "np");
    case "hundra":
    case "tusen":
      if (!prev || (prev.kind !== "number" && prev.a?.pos !== "num" && prev.a?.pos !== "det"))
        return set(`a ${a.entry.en}`, "np");
      return set(a.entry.en, "np");
    default:
      return false;
  }
}
