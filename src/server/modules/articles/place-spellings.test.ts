import { describe, expect, it } from "vitest";
import { querySpellings } from "./place-spellings.js";

const places = [
  { swedish: "Göteborg", english: "Gothenburg" },
  { swedish: "Östersjön", english: "the Baltic Sea" },
  { swedish: "Köpenhamn", english: "Copenhagen" },
];

describe("querySpellings", () => {
  it("adds the query with each place name written the other way, in any case", () => {
    expect(querySpellings("gothenburg traffic", places)).toEqual(["gothenburg traffic", "Göteborg traffic"]);
    expect(querySpellings("Trafik i GÖTEBORG", places)).toEqual(["Trafik i GÖTEBORG", "Trafik i Gothenburg"]);
    expect(querySpellings("storm Baltic Sea", places)).toEqual(["storm Baltic Sea", "storm Östersjön"]);
  });

  it("combines two places, and stops at four spellings", () => {
    expect(querySpellings("Göteborg Köpenhamn ferry", places)).toEqual([
      "Göteborg Köpenhamn ferry",
      "Gothenburg Köpenhamn ferry",
      "Göteborg Copenhagen ferry",
      "Gothenburg Copenhagen ferry",
    ]);
    expect(querySpellings("Göteborg Köpenhamn Östersjön", places)).toHaveLength(4);
  });

  it("leaves words that only contain a name, and excluded names, alone", () => {
    expect(querySpellings("Göteborgsvarvet", places)).toEqual(["Göteborgsvarvet"]);
    expect(querySpellings("ferry -Göteborg", places)).toEqual(["ferry -Göteborg"]);
    expect(querySpellings("nothing here", places)).toEqual(["nothing here"]);
  });
});
