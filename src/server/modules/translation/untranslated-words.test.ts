import { describe, expect, it } from "vitest";
import { swedishWordsIn, untranslatedWords } from "./untranslated-words.js";

describe("untranslatedWords", () => {
  it("names the words the dictionary left in the English, once each, in the English order", () => {
    expect(untranslatedWords("Lägg på luren direkt, säger polisen.", "Add luren directly, say the police.")).toEqual([
      "luren",
    ]);
    expect(
      untranslatedWords(
        "Bedragare lurade kvinnan att logga in med BankID. Logga aldrig in!",
        "Fraudsters conned the woman that logga in with BankID. Logga never in!",
      ),
    ).toEqual(["logga"]);
  });

  it("does not name a word another translator did translate", () => {
    expect(untranslatedWords("Lägg på luren direkt, säger polisen.", "Hang up at once, the police say.")).toEqual([]);
  });

  it("names words with å, ä or ö a translator copied, even ones the dictionary knows", () => {
    expect(untranslatedWords("Polisen varnar för bedragare.", "The police warn för fraudsters.")).toEqual(["för"]);
  });

  it("leaves names, numbers and words only in one of the texts alone", () => {
    expect(untranslatedWords("Skogsbranden i Ljusdal sprider sig", "The forest fire in Ljusdal spreads")).toEqual([]);
    expect(untranslatedWords("Bedragare ringde Anna 3 gånger", "Fraudsters called Anna 3 times")).toEqual([]);
    expect(untranslatedWords("", "Anything")).toEqual([]);
    expect(untranslatedWords("Något", "")).toEqual([]);
  });
});

describe("swedishWordsIn (text with no Swedish source)", () => {
  it("names the Swedish of a sentence left in a hand-written article", () => {
    const found = swedishWordsIn("Bedragarna lurade henne att logga in med BankID och lägga på luren.");
    expect(found).toEqual(expect.arrayContaining(["lurade", "henne", "att", "och", "lägga", "på"]));
    expect(found).not.toContain("bankid");
    expect(found).not.toContain("in");
  });

  it("finds nothing in English news full of words Swedish spells the same way", () => {
    const paragraph = [
      "Under a grey sky over the harbour, a farmer named Anna Berg told reporters she was glad the barn had",
      "survived the storm. In the end it was only a bit of the roof that came loose, she said, and her men",
      "had it fixed by hand before dark. The land around the farm is flat, far from any hill, so the wind hits",
      "hard. A film crew from the regional broadcaster is making a documentary about the village, which lost",
      "its last shop in 2019. Is there still hope? The council will decide in March whether to fund a new bus",
      "line, a tall order for a small budget, but the mayor said it was a bet worth making and that the den of",
      "old barns would become a café. Till then, locals dig in and grind on.",
    ].join(" ");
    expect(paragraph.split(/\s+/).length).toBeGreaterThan(100);
    expect(swedishWordsIn(paragraph)).toEqual([]);
  });

  it("never names names or the term base's kept names, and reads no code, tags or addresses", () => {
    expect(swedishWordsIn("Customers at Systembolaget in Malmö queued. Försäkringskassan paid.")).toEqual([]);
    const kept = [{ swedish: "Länsstyrelsen", english: "Länsstyrelsen", keep: true, place: false }];
    expect(swedishWordsIn("länsstyrelsen said no. Länsstyrelsens office closed.", kept)).toEqual([]);
    expect(swedishWordsIn("länsstyrelsen säger nej.")).toEqual(["länsstyrelsen", "säger", "nej"]);
    const markup = [
      "Read [the report](https://example.se/polisen-varnar-för-bedragare) first.",
      "`lägga på luren` is the code name, <span title='inte nu'>they said</span>.",
      "Write to info@bedragare-och-lurendrejare.se or see https://www.svt.se/nyheter/och-så-vidare.",
    ].join("\n\n");
    expect(swedishWordsIn(markup)).toEqual([]);
  });

  it("lets a lone Swedish noun through (40 öre, surströmming) but not a lone för or på", () => {
    expect(swedishWordsIn("The tax rises by 40 öre. Surströmming parties go on, with surströmming.")).toEqual([]);
    expect(swedishWordsIn("The police warn för fraudsters.")).toEqual(["för"]);
  });
});
