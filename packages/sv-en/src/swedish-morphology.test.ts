import { describe, expect, it } from "vitest";
import { parseEntry } from "./lexicon-format.js";
import { adjectiveForms } from "./swedish-adjectives.js";
import { nounForms } from "./swedish-nouns.js";
import { verbForms } from "./swedish-verbs.js";

const nouns = (line: string) => nounForms(parseEntry(line)).map(([form]) => form);
const verb = (line: string) =>
  Object.fromEntries(
    verbForms(parseEntry(line)).map(([form, f]) => [
      `${f.vform}${f.passive ? "-s" : ""}${f.agr ? `-${f.agr}` : ""}`,
      form,
    ]),
  );
const adjective = (line: string) => adjectiveForms(parseEntry(line)).map(([form]) => form);

describe("Swedish noun declension", () => {
  it("builds the five plural groups with their definite forms", () => {
    expect(nouns("flicka|en-or|girl")).toEqual(["flicka", "flickan", "flickor", "flickorna"]);
    expect(nouns("bil|en-ar|car")).toEqual(["bil", "bilen", "bilar", "bilarna"]);
    expect(nouns("pojke|en-ar|boy")).toEqual(["pojke", "pojken", "pojkar", "pojkarna"]);
    expect(nouns("person|en-er|person")).toEqual(["person", "personen", "personer", "personerna"]);
    expect(nouns("äpple|ett-n|apple")).toEqual(["äpple", "äpplet", "äpplen", "äpplena"]);
    expect(nouns("hus|ett-0|house")).toEqual(["hus", "huset", "hus", "husen"]);
    expect(nouns("lärare|en-0|teacher")).toEqual(["lärare", "läraren", "lärare", "lärarna"]);
  });

  it("drops the unstressed e of -el/-er/-en but not of a stressed final syllable", () => {
    expect(nouns("fågel|en-ar|bird")).toEqual(["fågel", "fågeln", "fåglar", "fåglarna"]);
    expect(nouns("fönster|ett-0|window")).toEqual(["fönster", "fönstret", "fönster", "fönstren"]);
    expect(nouns("stadsdel|en-ar|district")).toEqual(["stadsdel", "stadsdelen", "stadsdelar", "stadsdelarna"]);
    expect(nouns("fel|ett-0|fault")).toContain("felet");
  });

  it("handles vowel-final neuters, Latin nouns, -man, -or and listed irregular plurals", () => {
    expect(nouns("parti|ett-er|party")).toEqual(["parti", "partiet", "partier", "partierna"]);
    expect(nouns("museum|ett-er|museum")).toEqual(["museum", "museet", "museer", "museerna"]);
    expect(nouns("gärningsman|en-0|perpetrator|pl=gärningsmän dpl=gärningsmännen")).toEqual([
      "gärningsman",
      "gärningsmannen",
      "gärningsmän",
      "gärningsmännen",
    ]);
    expect(nouns("rektor|en-er|head teacher")).toContain("rektorn");
    expect(nouns("stad|en-er|city|pl=städer")).toEqual(["stad", "staden", "städer", "städerna"]);
    expect(nouns("program|ett-0|programme|dbl")).toEqual(["program", "programmet", "program", "programmen"]);
  });
});

describe("Swedish verb conjugation", () => {
  it("conjugates the first conjugation with its passive", () => {
    expect(verb("arbeta|v1|work")).toMatchObject({
      inf: "arbeta",
      pres: "arbetar",
      past: "arbetade",
      sup: "arbetat",
      "pres-s": "arbetas",
      "past-s": "arbetades",
      "ppart-base": "arbetad",
      prespart: "arbetande",
    });
  });

  it("chooses -de or -te by the stem in the second conjugation", () => {
    expect(verb("köra|v2|drive")).toMatchObject({ pres: "kör", past: "körde", sup: "kört", "pres-s": "körs" });
    expect(verb("köpa|v2|buy")).toMatchObject({ pres: "köper", past: "köpte", sup: "köpt", "ppart-base": "köpt" });
    expect(verb("använda|v2|use")).toMatchObject({ past: "använde", sup: "använt", "ppart-weak": "använda" });
    expect(verb("känna|v2|feel")).toMatchObject({ past: "kände", sup: "känt", "ppart-base": "känd" });
    expect(verb("läsa|v2|read")).toMatchObject({ "pres-s": "läses", past: "läste" });
    expect(verb("leda|v2|lead")).toMatchObject({ past: "ledde", sup: "lett" });
  });

  it("conjugates short verbs, strong verbs and deponents", () => {
    expect(verb("bo|v3|live")).toMatchObject({ pres: "bor", past: "bodde", sup: "bott" });
    expect(verb("gripa|v4|arrest|grep gripit")).toMatchObject({
      pres: "griper",
      past: "grep",
      sup: "gripit",
      "past-s": "greps",
      "sup-s": "gripits",
      "ppart-base": "gripen",
      "ppart-weak": "gripna",
    });
    expect(verb("äta|v4|eat|åt ätit")).toMatchObject({ pres: "äter" });
    expect(verb("gå|v4|go|går gick gått")).toMatchObject({ pres: "går", past: "gick", prespart: "gående" });
    expect(verb("hoppas|v1s|hope")).toEqual({ inf: "hoppas", pres: "hoppas", past: "hoppades", sup: "hoppats" });
    expect(verb("finnas|v4s|exist|finns fanns funnits")).toEqual({
      inf: "finnas",
      pres: "finns",
      past: "fanns",
      sup: "funnits",
    });
  });
});

describe("Swedish adjective inflection", () => {
  it("builds neuter, definite (with the masculine -e), comparative and superlative forms", () => {
    expect(adjective("stor|a|big|c=större s=störst")).toEqual([
      "stor",
      "stort",
      "stora",
      "store",
      "större",
      "störst",
      "största",
    ]);
    expect(adjective("snabb|a|fast")).toEqual([
      "snabb",
      "snabbt",
      "snabba",
      "snabbe",
      "snabbare",
      "snabbast",
      "snabbaste",
    ]);
    expect(adjective("röd|a|red")).toContain("rött");
    expect(adjective("ny|a|new|n=nytt")).toContain("nytt");
    expect(adjective("öppen|a|open|n=öppet d=öppna")).toEqual(expect.arrayContaining(["öppet", "öppna"]));
    expect(adjective("enkel|a|simple")).toEqual(expect.arrayContaining(["enkelt", "enkla", "enklare"]));
    expect(adjective("skadad|a|injured")).toEqual(expect.arrayContaining(["skadat", "skadade"]));
    expect(adjective("långsam|a|slow|dbl")).toEqual(expect.arrayContaining(["långsamma", "långsammare"]));
    expect(adjective("bra|a0|good;well")).toEqual(["bra"]);
  });
});
