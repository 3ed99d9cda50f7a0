import { describe, expect, it } from "vitest";
import type { TermEntry } from "#shared/schemas/term.js";
import { protectTerms, restoreTerms, startsSentence } from "./term-protection.js";

/** Issue 43: the terms a machine-translation service is not told about, protected and put back. */
const TERMS: TermEntry[] = [
  { swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false },
  { swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false },
  { swedish: "SVT", english: "SVT", keep: true, place: false },
  { swedish: "Göteborg", english: "Gothenburg", keep: false, place: true },
];

/** What a service that leaves the spans alone and translates nothing answers. */
const echo = (text: string) => {
  const sent = protectTerms(text, TERMS)!;
  return { sent, restored: restoreTerms(sent.html, sent, "Test") };
};

describe("protectTerms", () => {
  it("is undefined when no term occurs: the text goes as plain text", () => {
    expect(protectTerms("Regeringen presenterar budgeten.", TERMS)).toBeUndefined();
    expect(protectTerms("Trafikverket", [])).toBeUndefined();
  });

  it("sends each occurrence's English in a no-translate span, the genitive with 's, the rest escaped", () => {
    const sent = protectTerms("Trafikverkets chef & SVT:s <reporter>\nvid Göteborg", TERMS)!;
    expect(sent.html).toBe(
      '<span translate="no">the Swedish Transport Administration\'s</span> chef &amp; ' +
        '<span translate="no">SVT\'s</span> &lt;reporter&gt;<br>vid <span translate="no">Gothenburg</span>',
    );
    expect(sent.spans.map((span) => span.english)).toEqual([
      "the Swedish Transport Administration's",
      "SVT's",
      "Gothenburg",
    ]);
  });

  it("writes keep-terms as the term base writes them, whatever the case in the text", () => {
    expect(protectTerms("enligt SYSTEMBOLAGET", TERMS)!.spans[0]!.english).toBe("Systembolaget");
  });
});

describe("restoreTerms", () => {
  it("puts the English back and capitalises it where it opens a sentence", () => {
    expect(echo("Trafikverkets chef säger nej.").restored).toBe(
      "The Swedish Transport Administration's chef säger nej.",
    );
    expect(echo("Vägen stängs. Trafikverket säger nej.").restored).toBe(
      "Vägen stängs. The Swedish Transport Administration säger nej.",
    );
    expect(echo("Enligt Trafikverket stängs vägen.").restored).toBe(
      "Enligt the Swedish Transport Administration stängs vägen.",
    );
    expect(echo("Hon sa: ”Trafikverket vet.”").restored).toBe("Hon sa: ”The Swedish Transport Administration vet.”");
    expect(echo("Rubrik\nTrafikverket svarar").restored).toBe("Rubrik\nThe Swedish Transport Administration svarar");
  });

  it("leaves a keep-term as written at a sentence start", () => {
    const sent = protectTerms("Systembolaget öppnar.", [
      { swedish: "Systembolaget", english: "", keep: true, place: false },
    ]);
    expect(restoreTerms(sent!.html, sent!, "Test")).toBe("Systembolaget öppnar.");
  });

  it("takes the entities and <br> of an HTML answer back to text", () => {
    const sent = protectTerms("Trafikverket", TERMS)!;
    expect(
      restoreTerms(
        `It&#39;s <span translate="no">the Swedish Transport Administration</span> &amp; more<br/>x`,
        sent,
        "T",
      ),
    ).toBe("It's the Swedish Transport Administration & more\nx");
  });

  it("drops an article the service put before a name that has its own, and mends a lost space", () => {
    const sent = protectTerms("Enligt Trafikverket", TERMS)!;
    const span = '<span translate="no">the Swedish Transport Administration</span>';
    expect(restoreTerms(`According to the ${span}.`, sent, "T")).toBe(
      "According to the Swedish Transport Administration.",
    );
    expect(restoreTerms(`The ${span} says`, sent, "T")).toBe("The Swedish Transport Administration says");
    expect(restoreTerms(`according to${span}says`, sent, "T")).toBe(
      "according to the Swedish Transport Administration says",
    );
  });

  it("matches spans by content, so a service may reorder them", () => {
    const sent = protectTerms("SVT och Trafikverket", TERMS)!;
    const answer =
      '<span translate="no">the Swedish Transport Administration</span> and <span translate="no">SVT</span>';
    expect(restoreTerms(answer, sent, "T")).toBe("The Swedish Transport Administration and SVT");
  });

  it.each([
    ["a lost span", "Enligt Trafikverket", () => "According to."],
    ["a duplicated span", "Enligt Trafikverket", (html: string) => `${html} ${html}`],
    ["a changed span", "Enligt Trafikverket", (html: string) => html.replace("Administration", "Agency")],
    ["a span left unclosed", "Enligt Trafikverket", (html: string) => html.replace("</span>", "")],
    ["markup that was not sent", "Enligt Trafikverket", (html: string) => `<b>${html}</b>`],
    ["an answer far longer than the text", "Trafikverket", (html: string) => html + "x".repeat(5_000)],
  ])("refuses %s", (_label, text, answer) => {
    const sent = protectTerms(text, TERMS)!;
    expect(() => restoreTerms(answer(sent.html), sent, "T")).toThrow();
  });
});

describe("helpers", () => {
  it("tells a sentence start from the middle of one", () => {
    for (const before of ["", "Done. ", "Done.\n", "Really? ", 'He said: "', "Title\n", "Yes! “"]) {
      expect(startsSentence(before), JSON.stringify(before)).toBe(true);
    }
    for (const before of ["according to ", "Done.", "said: ", "the ", "3,5 "]) {
      expect(startsSentence(before), JSON.stringify(before)).toBe(false);
    }
  });
});
