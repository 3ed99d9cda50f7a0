import { describe, expect, it } from "vitest";
import { adjectiveParts, pluralize, verbParts } from "./english-forms.js";

describe("English inflection", () => {
  it("pluralises regular, sibilant, -y and irregular nouns, and the head of a phrase", () => {
    expect(pluralize("decision")).toBe("decisions");
    expect(pluralize("bus")).toBe("buses");
    expect(pluralize("city")).toBe("cities");
    expect(pluralize("child")).toBe("children");
    expect(pluralize("police officer")).toBe("police officers");
    expect(pluralize("head of state")).toBe("heads of state");
    expect(pluralize("firefighter")).toBe("firefighters");
    expect(pluralize("chairman")).toBe("chairmen");
  });

  it("conjugates regular and irregular verbs and inflects only the first word of a phrasal verb", () => {
    expect(verbParts("stop")).toMatchObject({ s3: "stops", past: "stopped", pp: "stopped", ing: "stopping" });
    expect(verbParts("travel")).toMatchObject({ past: "travelled" });
    expect(verbParts("try")).toMatchObject({ s3: "tries", past: "tried" });
    expect(verbParts("arrest")).toMatchObject({ past: "arrested", ing: "arresting" });
    expect(verbParts("take over")).toMatchObject({ s3: "takes over", past: "took over", pp: "taken over" });
    expect(verbParts("go")).toMatchObject({ s3: "goes", past: "went", pp: "gone" });
    expect(verbParts("forecast:forecast:forecast").past).toBe("forecast");
  });

  it("compares short adjectives with -er/-est and long ones with more/most, and makes adverbs", () => {
    expect(adjectiveParts("big")).toMatchObject({ comp: "bigger", sup: "biggest" });
    expect(adjectiveParts("quick").adverb).toBe("quickly");
    expect(adjectiveParts("happy")).toMatchObject({ comp: "happier", sup: "happiest", adverb: "happily" });
    expect(adjectiveParts("expensive")).toMatchObject({ comp: "more expensive", sup: "most expensive" });
    expect(adjectiveParts("good")).toMatchObject({ comp: "better", sup: "best", adverb: "well" });
    expect(adjectiveParts("heavy;sharply").adverb).toBe("sharply");
    expect(adjectiveParts("vegetarian").adverb).toBe("vegetarian");
  });
});
