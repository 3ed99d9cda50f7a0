import { describe, expect, it } from "vitest";
import { translateSwedish, translateSwedishWithStats } from "./index.js";

describe("translateSwedish: paragraphs and sentences", () => {
  it("translates each sentence of a paragraph", () => {
    expect(translateSwedish("Polisen grep en man i natt. I dag hålls förhör. Han nekar till brott.")).toBe(
      "The police arrested a man last night. Today interrogation is held. He denies crime.",
    );
  });

  it("never moves a word across a sentence end", () => {
    // Verb second must stop at the full stop: "Då" opens the second sentence, not the first.
    const out = translateSwedish("Mannen greps i går. I dag hålls förhör med honom.");
    expect(out.split(". ")[0]).toBe("The man was arrested yesterday");
    expect(out).toContain("Today interrogation is held with him.");
  });

  it("keeps paragraph breaks and line breaks exactly", () => {
    const text = "Skolan stängs i dag.\n\nBarnen är hemma.\r\n\r\nFöräldrarna är oroliga.\nMannen greps.";
    const out = translateSwedish(text);
    expect(out.match(/\s*\n\s*/g)).toEqual(text.match(/\s*\n\s*/g));
    expect(out.split(/\n/).length).toBe(text.split(/\n/).length);
    expect(out).toContain("The school is closed today.\n\nThe children are at home.\r\n\r\n");
  });

  it("keeps leading and trailing whitespace", () => {
    expect(translateSwedish("\n  Mannen greps.  \n")).toBe("\n  The man was arrested.  \n");
  });

  it("reads a sentence opening after a line break as one, without a full stop before it", () => {
    expect(translateSwedish("Mannen greps\nSedan släpptes han")).toBe("The man was arrested\nThen he was released");
  });

  it("translates abbreviations and does not break the sentence at their dots", () => {
    expect(translateSwedish("Partiet vill bl.a. sänka skatten.")).toContain("among other things");
    const out = translateSwedish("Enligt t.ex. SVT har 10 000 personer drabbats.");
    expect(out).toBe("According to for example SVT, 10,000 people have been affected.");
    expect(translateSwedish("Mötet börjar kl. 14.30 i dag.")).toBe("The meeting begins at 14.30 today.");
    expect(translateSwedish("Det kostar ca. 3 miljoner kronor, enligt S. Andersson.")).toBe(
      "It costs about 3 million kronor, according to S. Andersson.",
    );
  });

  it("keeps numbers, in English notation", () => {
    const out = translateSwedish(
      "Huset såldes för 4,5 miljoner kronor. Priset steg med 12 procent till 10 000 kronor.",
    );
    expect(out).toContain("4.5 million kronor");
    expect(out).toContain("12 percent");
    expect(out).toContain("10,000 kronor");
  });

  it("turns dash-introduced speech into an English quotation, closed at the attribution", () => {
    expect(translateSwedish("– Vi är mycket glada. Det här är en stor dag, säger Anna Berg.")).toBe(
      '"We are very happy. This is a big day," says Anna Berg.',
    );
    expect(translateSwedish("– Varför? frågar hon.")).toBe('"Why?" she asks.');
  });

  it("closes dash speech without attribution at the end of its paragraph", () => {
    expect(translateSwedish("– Det var hemskt.\n\nPolisen är på plats.")).toBe(
      '"It was terrible."\n\nThe police are at the scene.',
    );
    expect(translateSwedish("Polisen: – Vi har ingen misstänkt")).toBe('Police: "We have no suspect"');
  });

  it("keeps a dash between clauses a dash", () => {
    const out = translateSwedish("Rån mot butik i Göteborg – gärningsmannen flydde");
    expect(out).toMatch(/Gothenburg – the perpetrator fled$/);
    expect(out).not.toContain('"');
  });

  it("turns Swedish quotation marks into English ones and keeps straight ones", () => {
    expect(translateSwedish("Han sa att ”det här är fel” och gick.")).toBe('He said that "this is wrong" and went.');
    expect(translateSwedish('Hon svarade: "Nej."')).toBe('She answered: "No."');
  });

  it("sums the stats over the sentences", () => {
    const one = translateSwedishWithStats("Polisen grep en man.");
    const two = translateSwedishWithStats("Skolan stängs i dag.");
    const both = translateSwedishWithStats("Polisen grep en man. Skolan stängs i dag.");
    expect(both.swedishTokens).toBe(one.swedishTokens + two.swedishTokens);
    expect(both.translatedTokens).toBe(one.translatedTokens + two.translatedTokens);
  });
});
