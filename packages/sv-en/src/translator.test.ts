import { describe, expect, it } from "vitest";
import { headwordCount, translateSwedish, translateSwedishWithStats } from "./index.js";

describe("translateSwedish: morphology in context", () => {
  it("renders definite, plural and genitive nouns", () => {
    expect(translateSwedish("Regeringen")).toBe("The government");
    expect(translateSwedish("två bilar")).toBe("two cars");
    expect(translateSwedish("bilarna")).toBe("the cars");
    expect(translateSwedish("regeringens förslag")).toBe("the government's proposal");
    expect(translateSwedish("barnens skola")).toBe("the children's school");
  });

  it("renders tenses, the perfect and the s-passive", () => {
    expect(translateSwedish("Polisen griper en man")).toBe("The police arrest a man");
    expect(translateSwedish("Mannen greps i natt")).toBe("The man was arrested last night");
    expect(translateSwedish("Snön kommer i natt")).toBe("The snow comes tonight");
    expect(translateSwedish("Mannen har gripits")).toBe("The man has been arrested");
    expect(translateSwedish("Skolan stängs")).toBe("The school is closed");
    expect(translateSwedish("Bron ska byggas")).toBe("The bridge will be built");
    expect(translateSwedish("Hon har skrivit en bok")).toBe("She has written a book");
  });

  it("inflects irregular forms on both sides", () => {
    expect(translateSwedish("Männen gick hem")).toBe("The men went home");
    expect(translateSwedish("Barnen sov")).toBe("The children slept");
    expect(translateSwedish("större städer")).toBe("bigger cities");
  });

  it("agrees the verb with its subject", () => {
    expect(translateSwedish("Priset ökar")).toBe("The price increases");
    expect(translateSwedish("Priserna ökar")).toBe("The prices increase");
    expect(translateSwedish("Isen på sjöarna är tunn")).toBe("The ice on the lakes is thin");
    expect(translateSwedish("Kina och USA är överens")).toBe("China and the US are in agreement");
  });

  it("uses do-support and English adverb position under negation", () => {
    expect(translateSwedish("Hon kommer inte")).toBe("She does not come");
    expect(translateSwedish("De vann inte")).toBe("They did not win");
    expect(translateSwedish("Han är inte skyldig")).toBe("He is not guilty");
    expect(translateSwedish("Hon säger att hon inte visste")).toBe("She says that she did not know");
    expect(translateSwedish("Vi kan inte svara")).toBe("We cannot answer");
  });

  it("moves the verb after the subject when an adverbial comes first (verb second)", () => {
    expect(translateSwedish("I dag väljer Sverige")).toBe("Today Sweden chooses");
    expect(translateSwedish("Nu höjs priset")).toBe("Now the price is raised");
    expect(translateSwedish("I går greps en 25-årig man")).toBe("Yesterday a 25-year-old man was arrested");
    expect(translateSwedish("Varför är maten dyr?")).toBe("Why is the food expensive?");
  });

  it("turns det finns into there is/are and modal chains into English ones", () => {
    expect(translateSwedish("Det finns inga misstänkta")).toBe("There are no suspects");
    expect(translateSwedish("Det finns en risk")).toBe("There is a risk");
    expect(translateSwedish("Priserna väntas stiga")).toBe("The prices are expected to rise");
    expect(translateSwedish("Regeringen vill sänka skatten")).toBe("The government wants to lower the tax");
    expect(translateSwedish("Han kommer att vinna")).toBe("He will win");
  });
});

describe("translateSwedish: phrases, names, form", () => {
  it("translates multi-word expressions as units", () => {
    expect(translateSwedish("på grund av stormen")).toBe("because of the storm");
    expect(translateSwedish("tredje veckan i rad")).toBe("the third week in a row");
    expect(translateSwedish("enligt polisen")).toBe("according to the police");
    expect(translateSwedish("för två år sedan")).toBe("two years ago");
  });

  it("keeps Swedish place names and gives exonyms where English has one", () => {
    expect(translateSwedish("Göteborg")).toBe("Gothenburg");
    expect(translateSwedish("i Skåne och Norrland")).toBe("in Scania and Norrland");
    expect(translateSwedish("Sveriges statsminister")).toBe("Sweden's prime minister");
    expect(translateSwedish("Från Stockholm till Köpenhamn")).toBe("From Stockholm to Copenhagen");
    expect(translateSwedish("i Östersjön")).toBe("in the Baltic Sea");
  });

  it("preserves capitalisation, punctuation and spacing", () => {
    expect(translateSwedish("Polisen: Mannen var beväpnad!")).toBe("Police: The man was armed!");
    expect(translateSwedish("  Regnet fortsätter.  ")).toBe("  The rain continues.  ");
    expect(translateSwedish("”Vi är chockade”, säger hon.")).toBe('"We are shocked", she says.');
    expect(translateSwedish("JUST NU: Brand i Malmö")).toBe("RIGHT NOW: Fire in Malmö");
    expect(translateSwedish("10 000 besökare")).toBe("10,000 visitors");
    expect(translateSwedish("1,5 miljoner kronor")).toBe("1.5 million kronor");
  });

  it("passes unknown tokens through unchanged and reports them in the stats", () => {
    expect(translateSwedish("Zlatan Ibrahimović vann")).toBe("Zlatan Ibrahimović won");
    const stats = translateSwedishWithStats("Polisen söker flurpigt");
    expect(stats.text).toBe("The police seek flurpigt");
    expect(stats.swedishTokens).toBe(3);
    expect(stats.translatedTokens).toBe(2);
    expect(translateSwedish("")).toBe("");
    expect(translateSwedish("2–1")).toBe("2–1");
  });

  it("counts names as neither Swedish words nor translations", () => {
    const stats = translateSwedishWithStats("Anna Andersson flyttar till Göteborg");
    expect(stats.swedishTokens).toBe(2);
    expect(stats.translatedTokens).toBe(2);
  });

  it("has a news lexicon of at least 5,000 headwords", () => {
    expect(headwordCount()).toBeGreaterThanOrEqual(5000);
  });

  // Its speed (microseconds per headline) is measured by `npm run bench:translate`, not asserted here.
  it("translates a whole 200-character headline", () => {
    const text =
      "Regeringen presenterar i dag ett nytt förslag om sänkt skatt för pensionärer, men oppositionen kritiserar beslutet och kräver att finansministern förklarar hur reformen ska betalas.";
    expect(translateSwedish(text)).toBe(
      "The government presents a new proposal on lowered tax for pensioners today, but the opposition criticises the decision and demands that the finance minister explains how the reform will be paid.",
    );
  });
});
