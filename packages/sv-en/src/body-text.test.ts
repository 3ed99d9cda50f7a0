import { describe, expect, it } from "vitest";
import { translateSwedish } from "./index.js";

describe("translateSwedish: constructions of news body text", () => {
  it("reads sedan as since before a clause and then before a verb", () => {
    expect(translateSwedish("Vattennivån är den högsta sedan mätningarna började.")).toContain("since the polls began");
    expect(translateSwedish("Sedan åker de hem.")).toBe("Then they go home.");
  });

  it("drops the article of a title before a name", () => {
    expect(translateSwedish("Vi vet inte, säger räddningsledaren Per Nilsson.")).toContain(
      "says incident commander Per Nilsson",
    );
    expect(translateSwedish("Det är tungt, säger vd:n Karin Sjöberg.")).toContain("says CEO Karin Sjöberg");
    expect(translateSwedish("Räddningsledaren kom i går.")).toBe("The incident commander came yesterday.");
  });

  it("turns säga till X into tell, subject first", () => {
    expect(translateSwedish("– Det är en dröm, säger artisten till Aftonbladet.")).toBe(
      '"It is a dream," the artist tells Aftonbladet.',
    );
  });

  it("dates, years and until", () => {
    expect(translateSwedish("Valet hålls den 13 september.")).toBe("The election is held on 13 September.");
    expect(translateSwedish("Utställningen visas till och med den 15 mars.")).toContain("until 15 March");
    expect(translateSwedish("Det hände år 2019.")).toBe("It happened in 2019.");
  });

  it("puts not before to, may before a perfect, and well after a lexical verb", () => {
    expect(translateSwedish("Han har beslutat att inte ta upp fallet.")).toContain("decided not to");
    expect(translateSwedish("Polisen söker vittnen som kan ha sett något.")).toContain("may have seen");
    expect(translateSwedish("De spelade bra.")).toBe("They played well.");
    expect(translateSwedish("Det är bra.")).toBe("It is good.");
  });

  it("says the whole of before a place and very before a participle", () => {
    expect(translateSwedish("Det gäller hela Sverige.")).toContain("the whole of Sweden");
    expect(translateSwedish("Resultaten är mycket lovande.")).toBe("The results are very promising.");
  });
});
