import { describe, expect, it } from "vitest";
import { translateSwedish } from "./index.js";

describe("multi-word constructions", () => {
  it("keeps particle verbs together, even with words between verb and particle", () => {
    expect(translateSwedish("Polisen spärrade av området")).toBe("The police cordoned off the area");
    expect(translateSwedish("Bolaget tog inte över fabriken")).toBe("The company did not take over the factory");
    expect(translateSwedish("Skolan läggs ner")).toBe("The school is shut down");
    expect(translateSwedish("den nedrivna bron")).toBe("the torn down bridge");
  });

  it("chooses the preposition the governing word asks for", () => {
    expect(translateSwedish("oroliga för kostnaderna")).toBe("worried about the costs");
    expect(translateSwedish("Polisen varnar för bedrägerier")).toBe("The police warn of fraud");
    expect(translateSwedish("risken för översvämningar")).toBe("the risk of floods");
    expect(translateSwedish("Banken höjer räntan med en procentenhet")).toBe(
      "The bank raises the interest rate by a percentage point",
    );
  });

  it("renders Swedish verb chains the English way", () => {
    expect(translateSwedish("Ministern ska ha fått information")).toBe("The minister is said to have got information");
    expect(translateSwedish("Oppositionen vill att ministern ska avgå")).toBe(
      "The opposition wants the minister to resign",
    );
    expect(translateSwedish("Patienten fick vänta")).toBe("The patient had to wait");
    expect(translateSwedish("Det blir kallt")).toBe("It will be cold");
    expect(translateSwedish("Det kan bli 30 centimeter snö")).toBe("There can be 30 centimetres of snow");
    expect(translateSwedish("utan att fråga")).toBe("without asking");
  });

  it("asks English questions with do-support but keeps be and modals inverted", () => {
    expect(translateSwedish("Hur mycket kostar det?")).toBe("How much does it cost?");
    expect(translateSwedish("Varför är maten dyr?")).toBe("Why is the food expensive?");
    expect(translateSwedish("Vem tar över?")).toBe("Who takes over?");
  });

  it("lets adjectives and quantifiers stand for people", () => {
    expect(translateSwedish("Fler unga söker hjälp")).toBe("More young people seek help");
    expect(translateSwedish("Många tror att det är sant")).toBe("Many people believe that it is true");
    expect(translateSwedish("Det finns inga misstänkta")).toBe("There are no suspects");
  });

  it("reads number-led words and dates", () => {
    expect(translateSwedish("en 30-årig man")).toBe("a 30-year-old man");
    expect(translateSwedish("30-åringen greps")).toBe("The 30-year-old was arrested");
    expect(translateSwedish("en man i 40-årsåldern")).toBe("a man in his 40s");
    expect(translateSwedish("konst från 1800-talet")).toBe("art from the 1800s");
    expect(translateSwedish("Ett fyrtiotal personer")).toBe("Around forty people");
    expect(translateSwedish("Den 15 mars röstar invånarna")).toBe("On 15 March the inhabitants vote");
    expect(translateSwedish("klockan tio")).toBe("at ten o'clock");
  });

  it("handles colon endings and initialisms", () => {
    expect(translateSwedish("enligt SVT:s uppgifter")).toBe("according to SVT's information");
    expect(translateSwedish("USA:s president")).toBe("The US president");
    expect(translateSwedish("på E4:an")).toBe("on the E4");
  });

  it("fixes what editors met in desk drafts (issue 43)", () => {
    // A negated indefinite is "no": never "has not any".
    expect(translateSwedish("Åtgärden har inte någon bevisad effekt.")).toBe("The measure has no proven effect.");
    expect(translateSwedish("Hon har inte någon bil.")).toBe("She has no car.");
    // A clause without "som" has its own subject, and the main verb after it agrees with the main one.
    expect(translateSwedish("Det är den enda mötesplatsen vi har kvar här.")).toBe(
      "It is the only meeting place we keep here.",
    );
    expect(translateSwedish("Boken vi läser är bra.")).toBe("The book we read is good.");
    // "Det är" opens with the pronoun, not an article.
    expect(translateSwedish("Det är boken.")).toBe("It is the book.");
    expect(translateSwedish("– Det måste få ett slut, säger ministern på en presskonferens.")).toBe(
      '"It must come to an end," says the minister at a press conference.',
    );
    expect(translateSwedish("Flera busslinjer i inlandet kan ställas in.")).toBe(
      "Several bus routes in the interior can be cancelled.",
    );
  });

  it("writes times, ordinals, counted subjects and place names as English news does (issue 43)", () => {
    expect(translateSwedish("Debatten hålls på onsdag klockan 14.30.")).toBe(
      "The debate is held on Wednesday at 2.30 pm.",
    );
    expect(translateSwedish("Larmet kom strax efter klockan 22.")).toBe("The alarm came shortly after 10 pm.");
    expect(translateSwedish("Matchen avbröts i 70:e minuten.")).toBe("The match was interrupted in the 70th minute.");
    expect(translateSwedish("Tre döms för bedrägerier")).toBe("Three are sentenced for fraud");
    expect(translateSwedish("SMHI varnar för översvämningar i Gävleborg.")).toBe("SMHI warns of floods in Gävleborg.");
    expect(translateSwedish("Intagen har rymt från Kumlaanstalten")).toContain("the Kumla prison");
    expect(translateSwedish("Bolaget har inte lämnat några kommentarer om hur många som försvinner.")).toContain(
      "comments about how many",
    );
  });

  it("puts a time phrase after the object, finds a particle past it, and names parties (issue 43)", () => {
    expect(translateSwedish("Regeringen lägger i dag fram ett förslag.")).toBe(
      "The government presents a proposal today.",
    );
    expect(translateSwedish("Han tog i går över bolaget.")).toBe("He took over the company yesterday.");
    expect(translateSwedish("Regionrådet Erik Holm (S) avgår.")).toBe(
      "Regional commissioner Erik Holm (Social Democrats) resigns.",
    );
    expect(translateSwedish("Ingen av passagerarna skadades.")).toBe("None of the passengers were injured.");
    expect(translateSwedish("Åklagaren yrkar på livstids fängelse för den 24-årige mannen.")).toBe(
      "The prosecutor calls for life imprisonment for the 24-year-old man.",
    );
  });

  it("puts an institution before the reporting verb that closes a statement, a person after it", () => {
    expect(translateSwedish("Vägen är avstängd, uppger Trafikverket.")).toBe(
      "The road is closed, the Transport Administration says.",
    );
    expect(translateSwedish("Allt fler unga söker hjälp, visar en ny rapport.")).toBe(
      "More and more young people seek help, a new report shows.",
    );
    expect(translateSwedish("– Vi är oroliga, säger Anna Berg.")).toBe('"We are worried," says Anna Berg.');
  });

  it("names courts after their place and asks whether (issue 43)", () => {
    expect(translateSwedish("Rättegången inleds i Göteborgs tingsrätt på tisdag.")).toBe(
      "The trial begins in Gothenburg District Court on Tuesday.",
    );
    expect(translateSwedish("Malmö tingsrätt friade kvinnan.")).toBe("Malmö District Court acquitted the woman.");
    expect(translateSwedish("Tingsrätten dömde mannen.")).toBe("The district court sentenced the man.");
    expect(translateSwedish("Det är oklart om händelserna har något samband.")).toBe(
      "It is unclear whether the events have some connection.",
    );
    expect(translateSwedish("Om det regnar stannar vi hemma.")).toBe("If it rains we stay at home.");
  });

  it("writes which after a comma, and no relative word in a question (issue 43)", () => {
    expect(translateSwedish("Förslaget, som har kritiserats, väntas röstas igenom.")).toBe(
      "The proposal, which has been criticised, is expected to be voted through.",
    );
    expect(translateSwedish("Företaget har inte sagt hur många tjänster som försvinner.")).toBe(
      "The company has not said how many services disappear.",
    );
  });

  it("reads a verb after a relative clause as finite, and an age as years old (issue 43)", () => {
    expect(translateSwedish("Huset som brann var gammalt.")).toBe("The house that burned was old.");
    expect(translateSwedish("Kvinnan är 45 år och bor i Umeå.")).toBe("The woman is 45 years old and lives in Umeå.");
    expect(translateSwedish("Det tog 30 år.")).toBe("It took 30 years.");
  });

  it("gives a profession its article, puts people at an organisation, and reads man as people (issue 43)", () => {
    expect(translateSwedish("– Vi är oroliga, säger Lisa Norén, meteorolog på SMHI.")).toBe(
      '"We are worried," says Lisa Norén, a meteorologist at SMHI.',
    );
    expect(translateSwedish("Han blev chef i fjol.")).toBe("He became a manager last year.");
    expect(translateSwedish("Man bör inte åka.")).toBe("People should not go.");
    expect(translateSwedish("Över 5 000 hektar skog har brunnit.")).toContain("hectares of forest");
  });

  it("agrees with the number counted and with the main subject after a relative clause (issue 43)", () => {
    expect(translateSwedish("Antalet fall av kikhosta har ökat.")).toBe(
      "The number of cases of whooping cough has increased.",
    );
    expect(translateSwedish("Andelen unga som röker minskar.")).toBe("The share of young people who smoke decreases.");
    expect(translateSwedish("Röstsiffrorna blev 41 mot 40.")).toContain("41 to 40");
    expect(translateSwedish("Färjestad vann serien mot Skellefteå med 4–2.")).toContain("Skellefteå 4–2");
  });

  it("writes years, past perfects and the longest particle (issue 43)", () => {
    expect(translateSwedish("Avdelningen lades ner 2017.")).toBe("The ward was shut down in 2017.");
    expect(translateSwedish("2019 var ett bra år.")).toBe("2019 was a good year.");
    expect(translateSwedish("Flyg ställdes in sedan personalen gått ut i strejk.")).toBe(
      "Flight was cancelled after the staff had gone on strike.",
    );
    expect(translateSwedish("Han säger att hon inte kommit.")).toBe("He says that she has not come.");
  });

  it("writes a total of, as early as and substances (issue 43)", () => {
    expect(translateSwedish("Det kostar totalt 5 miljoner.")).toBe("It costs a total of 5 million.");
    expect(translateSwedish("Betyg ska sättas redan från årskurs 4.")).toContain("as early as year 4");
    expect(translateSwedish("Han har redan gått.")).toBe("He has already gone.");
    expect(translateSwedish("Giftiga ämnen har hittats.")).toBe("Poisonous substances have been found.");
  });

  it("reads tidigare as former before a noun and previously before a verb, and keeps a reason last (issue 43)", () => {
    expect(translateSwedish("Rättegången mot den tidigare kommundirektören inleds i dag.")).toContain(
      "the former municipal",
    );
    expect(translateSwedish("Han har tidigare dömts.")).toBe("He has previously been sentenced.");
    expect(translateSwedish("Det kommer tidigare än väntat.")).toBe("It comes earlier than expected.");
    expect(
      translateSwedish("Statsministern ställde på måndagen in sitt besök i Bryssel på grund av den politiska krisen."),
    ).toContain("in Brussels on Monday because of the political crisis");
  });
});
