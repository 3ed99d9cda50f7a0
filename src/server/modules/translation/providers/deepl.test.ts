import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TermEntry } from "#shared/schemas/term.js";
import { type FakeDeepl, startFakeDeepl } from "#tests/support/fake-translation-servers.js";
import { until } from "#tests/support/until.js";
import type { Config } from "../../../config.js";
import { NO_TERMS, type TermBase } from "../term-base.js";
import { remoteProviderFor } from "../translation-providers.js";
import { glossaryEntries, swedishGenitive } from "./deepl-glossary.js";

/**
 * Issue 43: DeepL is given the term base as a glossary, one per term base version, found by name by
 * every process, made once, and the older versions' deleted. Against a local server that speaks DeepL's
 * v2 translate and glossary endpoints and applies a glossary's entries when one is named.
 */
const TRAFIKVERKET: TermEntry = {
  swedish: "Trafikverket",
  english: "the Swedish Transport Administration",
  keep: false,
  place: false,
};
const SYSTEMBOLAGET: TermEntry = { swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false };
const SVT: TermEntry = { swedish: "SVT", english: "SVT", keep: true, place: false };
const first: TermBase = { version: "3@2025-06-01 10:00:00+00", terms: [TRAFIKVERKET, SYSTEMBOLAGET, SVT] };
const second: TermBase = {
  version: "3@2025-06-02 09:30:00+00",
  terms: [{ ...TRAFIKVERKET, english: "the Transport Administration" }, SYSTEMBOLAGET, SVT],
};
const TEXT = "Trafikverkets chef säger att vägen stängs.";

let deepl: FakeDeepl;
beforeAll(async () => {
  deepl = await startFakeDeepl("key-1");
});
afterAll(() => deepl.close());
beforeEach(() => {
  deepl.requests.length = 0;
  deepl.glossaries.clear();
  deepl.delayMs = 0;
  deepl.readyAfterLookups = 0;
});

const config = (): Config["translation"] => ({
  provider: "deepl",
  url: deepl.origin,
  apiKey: undefined,
  deeplApiKey: "key-1",
  googleApiKey: undefined,
});
/** One server process's DeepL engine (each keeps its own record of the glossary in use). */
const aProcess = () => remoteProviderFor(config())!;
const glossaryPosts = () => deepl.requests.filter((r) => r.method === "POST" && r.url === "/v2/glossaries");
const names = () => [...deepl.glossaries.values()].map((g) => g.name).sort();

describe("the glossary's entries", () => {
  it("are every term, keep-terms as themselves, then the genitives, as TSV", () => {
    expect(glossaryEntries(first.terms)).toBe(
      [
        "Trafikverket\tthe Swedish Transport Administration",
        "Systembolaget\tSystembolaget",
        "SVT\tSVT",
        "Trafikverkets\tthe Swedish Transport Administration's",
        "Systembolagets\tSystembolaget's",
        "SVT:s\tSVT's",
      ].join("\n"),
    );
  });

  it("leave out tabs, line breaks and a Swedish side seen before", () => {
    expect(
      glossaryEntries([
        { swedish: " Region\tStockholm ", english: "Stockholm\nRegion", keep: false, place: false },
        { swedish: "region stockholm", english: "Region Stockholm", keep: false, place: false },
      ]),
    ).toBe("Region Stockholm\tStockholm Region\nRegion Stockholms\tStockholm Region's");
    expect([swedishGenitive("Dagens Nyheter"), swedishGenitive("Polis"), swedishGenitive("P4")]).toEqual([
      "Dagens Nyheters",
      undefined,
      "P4:s",
    ]);
  });
});

describe("DeepL with the term base", () => {
  it("makes the version's glossary once, names it for the version, and translates with it", async () => {
    const engine = aProcess();
    expect(await engine.translate(TEXT, 2_000, { termBase: first })).toBe(
      "The Swedish Transport Administration's head says that the road is closed.",
    );
    expect(await engine.translate("Enligt SVT:s reporter stängs vägen.", 2_000, { termBase: first })).toBe(
      "According to SVT's reporter is closed the road.",
    );
    expect(glossaryPosts()).toHaveLength(1);
    expect(deepl.requestsTo("/v2/glossaries").filter((r) => r.method === "GET")).toHaveLength(1);
    const created = JSON.parse(glossaryPosts()[0]!.body);
    expect(created).toEqual({
      name: "onff-terms-3@2025-06-01 10:00:00+00",
      source_lang: "sv",
      target_lang: "en",
      entries: glossaryEntries(first.terms),
      entries_format: "tsv",
    });
    const [glossary] = [...deepl.glossaries.values()];
    const translate = deepl.bodiesTo("/v2/translate");
    expect(translate[0]).toEqual({
      text: [TEXT],
      source_lang: "SV",
      target_lang: "EN-GB",
      glossary_id: glossary!.glossary_id,
    });
    expect(deepl.requests.every((r) => r.headers.authorization === "DeepL-Auth-Key key-1")).toBe(true);
  });

  it("makes it once for calls at the same moment, and another process finds it by name", async () => {
    const engine = aProcess();
    await Promise.all(
      ["Trafikverket stänger.", TEXT, "Enligt Trafikverket."].map((t) =>
        engine.translate(t, 2_000, { termBase: first }),
      ),
    );
    expect(await aProcess().translate(TEXT, 2_000, { termBase: first })).toMatch(/^The Swedish Transport/);
    expect(glossaryPosts()).toHaveLength(1);
    expect(deepl.glossaries.size).toBe(1);
  });

  it("moves to a new glossary when the version changes and deletes the older ones, no one else's", async () => {
    deepl.addGlossary("onff-terms-1@2025-05-01", [["Trafikverket", "the Road Agency"]]);
    deepl.addGlossary("someone-elses-glossary", [["hej", "hello"]]);
    const engine = aProcess();
    await engine.translate(TEXT, 2_000, { termBase: first });
    await until(() => !names().includes("onff-terms-1@2025-05-01"), "the oldest glossary is deleted", { ms: 5_000 });
    expect(names()).toEqual(["onff-terms-3@2025-06-01 10:00:00+00", "someone-elses-glossary"]);

    expect(await engine.translate(TEXT, 2_000, { termBase: second })).toBe(
      "The Transport Administration's head says that the road is closed.",
    );
    await until(() => names().length === 2 && names().includes(`onff-terms-${second.version}`), "the old one goes", {
      ms: 5_000,
    });
    expect(names()).toEqual([`onff-terms-${second.version}`, "someone-elses-glossary"]);
    const used = deepl.bodiesTo("/v2/translate").map((body) => body.glossary_id);
    expect(new Set(used).size).toBe(2);
    expect(glossaryPosts()).toHaveLength(2);
  });

  it("sends no glossary, and asks for none, when the term base has no terms", async () => {
    expect(await aProcess().translate(TEXT, 2_000, { termBase: NO_TERMS })).toBe(
      "Trafikverkets head says that the road is closed.",
    );
    expect(deepl.requestsTo("/v2/glossaries")).toHaveLength(0);
    expect(deepl.bodiesTo("/v2/translate")[0]).toEqual({ text: [TEXT], source_lang: "SV", target_lang: "EN-GB" });
  });

  it("throws when the answer does not write a term's English", async () => {
    // A glossary of the right name but other entries (made by hand, say): DeepL follows it, the check does not.
    deepl.addGlossary(`onff-terms-${first.version}`, [["Trafikverket", "the Road Agency"]]);
    await expect(aProcess().translate("Enligt Trafikverket.", 2_000, { termBase: first })).rejects.toThrow(
      /did not write the term Trafikverket/,
    );
  });

  it("looks again when DeepL no longer knows the glossary", async () => {
    const engine = aProcess();
    await engine.translate(TEXT, 2_000, { termBase: first });
    deepl.glossaries.clear();
    await expect(engine.translate(TEXT, 2_000, { termBase: first })).rejects.toThrow(/404/);
    expect(await engine.translate(TEXT, 2_000, { termBase: first })).toMatch(/^The Swedish Transport/);
    expect(glossaryPosts()).toHaveLength(2);
  });

  it("waits for a new glossary to be ready, without holding the text up", async () => {
    deepl.readyAfterLookups = 2;
    const engine = aProcess();
    await expect(engine.translate(TEXT, 2_000, { termBase: first })).rejects.toThrow(/not ready/);
    expect(await engine.translate(TEXT, 2_000, { termBase: first })).toMatch(/^The Swedish Transport/);
    expect(glossaryPosts()).toHaveLength(1);
  });

  it("gives up at the time limit, the glossary's requests included", async () => {
    deepl.delayMs = 1_500;
    await expect(aProcess().translate(TEXT, 200, { termBase: first })).rejects.toThrow(/within|no time left/);
  });
});
