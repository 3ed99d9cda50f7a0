import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeUpstream, libreTranslateHandler, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { createTestDatabase } from "#tests/support/test-app.js";
import type { Database } from "../../db/client.js";
import { terms, translations } from "../../db/schema.js";
import { createTerms } from "../terms/index.js";
import type { TermsService } from "../terms/terms.service.js";
import { createTranslation } from "./index.js";

/**
 * Issue 43: the term base reaches the translation engines. The offline dictionary writes the terms as
 * its strongest entries; a remote engine's stored answers are keyed by the term base's version, so a
 * changed term is never answered from a translation made before it.
 */
let database: Database;
let drop: () => Promise<void>;
let fake: FakeUpstream;
let termBase: TermsService;
const by = "Test editor";

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  fake = await startFakeUpstream();
  termBase = createTerms(database);
});
afterAll(async () => {
  await fake.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(terms);
  await database.db.delete(translations);
});

const config = (provider: "dictionary" | "libretranslate") =>
  ({
    translation: { provider, url: fake.origin, apiKey: undefined, deeplApiKey: undefined, googleApiKey: undefined },
    upstreams: { timeoutMs: 2_000 },
  }) as Parameters<typeof createTranslation>[1];

describe("the dictionary with the term base", () => {
  it("writes the newsroom's terms, in the genitive too, and follows a change at once", async () => {
    const translation = createTranslation(database, config("dictionary"), () => termBase.termBase());
    const text = "Trafikverkets chef säger att vägen i Göteborg stängs.";
    expect(await translation.translate(text)).toBe(
      "The Transport Administration's manager says that the road in Gothenburg is closed.",
    );
    const term = await termBase.create(
      { swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false, note: "" },
      by,
    );
    expect(await translation.translate(text)).toBe(
      "The Swedish Transport Administration's manager says that the road in Gothenburg is closed.",
    );
    await termBase.create(
      { swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false, note: "" },
      by,
    );
    expect(await translation.translate("Enligt Systembolaget och trafikverket.")).toBe(
      "According to Systembolaget and the Swedish Transport Administration.",
    );
    await termBase.update(
      term.id,
      { swedish: "Trafikverket", english: "Trafikverket", keep: true, place: false, note: "" },
      by,
    );
    expect(await translation.translate(text)).toMatch(/^Trafikverket's manager says/);
  });
});

describe("a remote engine's stored answers", () => {
  it("are not used once the term base has changed", async () => {
    let answers = 0;
    fake.route(
      "/translate",
      libreTranslateHandler((q) => `answer ${++answers} for ${q.length} characters`),
    );
    const translation = createTranslation(database, config("libretranslate"), () => termBase.termBase());
    const text = "Regeringen presenterar budgeten.";
    const first = await translation.translate(text);
    expect(await translation.translate(text)).toBe(first);
    await termBase.create(
      { swedish: "Regeringen", english: "the Government", keep: false, place: false, note: "" },
      by,
    );
    expect(await translation.translate(text)).not.toBe(first);
  });
});
