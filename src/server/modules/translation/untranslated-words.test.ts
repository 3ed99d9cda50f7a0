import { describe, expect, it } from "vitest";
import { untranslatedWords } from "./untranslated-words.js";

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
