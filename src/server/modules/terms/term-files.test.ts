import { describe, expect, it } from "vitest";
import { readCsv, readTbx, TermFileError, writeCsv, writeTbx } from "./term-files.js";

describe("TBX", () => {
  it("reads the TBX 2008 structure other tools export (martif, termEntry, langSet, tig, ntig)", () => {
    const file = `<?xml version="1.0"?>
<martif type="TBX" xml:lang="en">
  <martifHeader><fileDesc><sourceDesc><p>From a CAT tool</p></sourceDesc></fileDesc></martifHeader>
  <text><body>
    <termEntry id="t1">
      <descrip type="subjectField">place</descrip>
      <langSet xml:lang="sv-SE"><tig><term>Göteborg</term></tig></langSet>
      <langSet xml:lang="en-GB"><tig><term>Gothenburg</term></tig></langSet>
    </termEntry>
    <termEntry id="t2">
      <descripGrp><descrip type="definition">The state alcohol retailer</descrip></descripGrp>
      <langSet xml:lang="sv"><ntig><termGrp><term>Systembolaget</term></termGrp></ntig></langSet>
      <langSet xml:lang="en"><ntig><termGrp><term>Systembolaget</term></termGrp></ntig></langSet>
    </termEntry>
    <termEntry id="t3"><langSet xml:lang="de"><tig><term>Nur Deutsch</term></tig></langSet></termEntry>
  </body></text>
</martif>`;
    expect(readTbx(file)).toEqual([
      { entry: 1, swedish: "Göteborg", english: "Gothenburg", keep: false, place: true, note: "" },
      {
        entry: 2,
        swedish: "Systembolaget",
        english: "Systembolaget",
        keep: true,
        place: false,
        note: "The state alcohol retailer",
      },
      { entry: 3, swedish: "", english: "", keep: false, place: false, note: "" },
    ]);
  });

  it("writes what it reads back, numbers and markup characters as text", () => {
    const terms = [
      { swedish: "1177", english: "1177 Vårdguiden", keep: false, place: false, note: "a < b & c" },
      { swedish: "Malmö", english: "Malmö", keep: true, place: true, note: "" },
    ];
    expect(readTbx(writeTbx(terms, "Test")).map(({ entry: _entry, ...term }) => term)).toEqual(terms);
  });

  it("refuses what is not TBX", () => {
    expect(() => readTbx("<html><body/></html>")).toThrow(TermFileError);
    expect(() => readTbx("plain text")).toThrow(TermFileError);
  });
});

describe("CSV", () => {
  it("reads commas, semicolons or tabs, quoted fields and a byte-order mark, and writes RFC 4180", () => {
    const terms = [
      { swedish: "Region Stockholm", english: "Region Stockholm", keep: true, place: false, note: 'says "hi", twice' },
    ];
    const written = writeCsv(terms);
    expect(written).toBe(
      'swedish,english,keep,place,note\nRegion Stockholm,Region Stockholm,true,false,"says ""hi"", twice"\n',
    );
    expect(readCsv(`\uFEFF${written}`).map(({ entry: _entry, ...term }) => term)).toEqual(terms);
    expect(readCsv("Swedish\tEnglish\nGöteborg\tGothenburg\n")[0]).toMatchObject({
      swedish: "Göteborg",
      english: "Gothenburg",
    });
    // A semicolon or a tab inside a value of a comma file is text.
    const note = [
      { swedish: "Riksdagen", english: "the Riksdag; Parliament", keep: false, place: false, note: "a\tb; c" },
    ];
    expect(readCsv(writeCsv(note)).map(({ entry: _entry, ...term }) => term)).toEqual(note);
  });
});
