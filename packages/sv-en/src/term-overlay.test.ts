import { describe, expect, it } from "vitest";
import { createTranslator, translateSwedish } from "./index.js";

const newsroom = createTranslator([
  { sv: "Trafikverket", en: "the Swedish Transport Administration" },
  { sv: "Systembolaget", en: "Systembolaget" },
  { sv: "Riksdagen", en: "the Riksdag" },
  { sv: "Högsta domstolen", en: "the Supreme Court of Sweden" },
  { sv: "Lappland", en: "Lapland", place: true },
]);

describe("createTranslator: a newsroom's terms as the strongest entries", () => {
  it("writes a one-word term in any case and in the genitive, over the lexicon's own name", () => {
    expect(translateSwedish("Riksdagen röstade ja.")).toBe("Parliament voted yes.");
    expect(newsroom.translate("Riksdagen röstade ja.")).toBe("The Riksdag voted yes.");
    expect(newsroom.translate("Trafikverkets chef säger att vägen stängs.")).toBe(
      "The Swedish Transport Administration's manager says that the road is closed.",
    );
    expect(newsroom.translate("Enligt trafikverket är vägen stängd.")).toBe(
      "According to the Swedish Transport Administration, the road is closed.",
    );
  });

  it("matches a longer term before the lexicon's phrases, with the genitive on its last word", () => {
    expect(newsroom.translate("Högsta domstolens beslut kom i dag.")).toBe(
      "The Supreme Court of Sweden's decision came today.",
    );
  });

  it("keeps a kept name and writes a place term as a place", () => {
    expect(newsroom.translate("Systembolaget höjer priserna i Lappland.")).toBe(
      "Systembolaget raises the prices in Lapland.",
    );
  });

  it("leaves the shared dictionary as it was", () => {
    expect(translateSwedish("Trafikverket stänger vägen.")).toBe("The Transport Administration closes the road.");
  });
});
