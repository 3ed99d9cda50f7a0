import { describe, expect, it } from "vitest";
import { translateSwedish, translateSwedishWithStats } from "./index.js";

describe("compound splitting", () => {
  it("splits unknown compounds at the linking -s- and translates head and modifier", () => {
    expect(translateSwedish("regeringsbeslut")).toBe("government decision");
    expect(translateSwedish("Ett nytt regeringsbeslut")).toBe("A new government decision");
  });

  it("inflects the compound through its head: definite, plural, genitive", () => {
    expect(translateSwedish("Regeringsbesluten kritiseras")).toBe("The government decisions are criticised");
    expect(translateSwedish("regeringsbeslutets")).toBe("the government decision's");
  });

  it("uses stems with old linking vowels and place names as modifiers", () => {
    expect(translateSwedish("veckotidningar")).toBe("week newspapers");
    expect(translateSwedish("Stockholmsområdet")).toBe("The Stockholm area");
    expect(translateSwedish("i Göteborgsområdet")).toBe("in the Gothenburg area");
  });

  it("splits three-part compounds and hyphenated ones", () => {
    expect(translateSwedish("tågstationsvakter")).toBe("train station guards");
    expect(translateSwedish("EU-kommissionen")).toBe("The European Commission");
    expect(translateSwedish("VM-finalen")).toBe("The World Cup final");
  });

  it("prefers the linking -s- after a long modifier and rejects chains of short stems", () => {
    expect(translateSwedish("Fotbollslaget vann")).toBe("The football team won");
    expect(translateSwedish("besöksförbud")).toBe("visit ban");
  });

  it("leaves a word alone when not every part is known", () => {
    const result = translateSwedishWithStats("blorpsbeslut");
    expect(result.text).toBe("blorpsbeslut");
    expect(result.translatedTokens).toBe(0);
    expect(result.swedishTokens).toBe(1);
    expect(result.unknownWords).toEqual(["blorpsbeslut"]);
  });

  it("lists each word it could not translate once, and no name", () => {
    const result = translateSwedishWithStats("Blorp ringde Blorp. Sedan kom blorp och flurp.");
    expect(result.unknownWords).toEqual(["blorp", "flurp"]);
  });

  it("does not split surnames", () => {
    expect(translateSwedish("Enligt Lindberg är det bra.")).toBe("According to Lindberg, it is good.");
  });

  it("splits a compound whose first noun ends in -a and links with -e (sjuksköterskebrist)", () => {
    expect(translateSwedish("sjuksköterskebristen")).toBe("the nurse shortage");
    expect(translateSwedish("vapeninnehav")).toBe("weapon possession");
  });
});
