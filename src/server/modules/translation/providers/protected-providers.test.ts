import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TermEntry } from "#shared/schemas/term.js";
import {
  type FakeMtServer,
  forgetfulTranslationStore,
  startFakeGoogleTranslateServer,
  startFakeLibreTranslateServer,
} from "#tests/support/fake-translation-servers.js";
import type { Config } from "../../../config.js";
import { dictionaryWith } from "../index.js";
import type { TermBase, TranslationContext } from "../term-base.js";
import { createTranslationService } from "../translation.service.js";
import { remoteProviderFor } from "../translation-providers.js";

/**
 * Issue 43: LibreTranslate and Google honour the term base by protection. Against local servers that
 * speak their protocols: the terms go out in English inside `<span translate="no">`, the servers
 * translate the rest word by word and leave the spans alone, and the English comes back in place.
 */
const TERMS: TermEntry[] = [
  { swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false },
  { swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false },
];
const termBase: TermBase = { version: "2@2025-06-01", terms: TERMS };
const context: TranslationContext = { termBase };

let libre: FakeMtServer;
let google: FakeMtServer;
beforeAll(async () => {
  libre = await startFakeLibreTranslateServer();
  google = await startFakeGoogleTranslateServer("g-key");
});
afterAll(async () => {
  await libre.close();
  await google.close();
});
beforeEach(() => {
  for (const fake of [libre, google]) {
    fake.requests.length = 0;
    fake.mangling = "none";
    fake.delayMs = 0;
  }
});

const config = (provider: "libretranslate" | "google"): Config["translation"] => ({
  provider,
  url: provider === "libretranslate" ? libre.origin : google.origin,
  apiKey: undefined,
  deeplApiKey: undefined,
  googleApiKey: "g-key",
});
const engines = [
  { name: "LibreTranslate", provider: "libretranslate" as const, fake: () => libre, path: "/translate" },
  { name: "Google", provider: "google" as const, fake: () => google, path: "/language/translate/v2" },
];

describe.each(engines)("$name with the term base", ({ provider, fake, path }) => {
  const engine = () => remoteProviderFor(config(provider))!;

  it("writes a term's English in the genitive, capitalised at the start of the sentence", async () => {
    expect(await engine().translate("Trafikverkets chef säger att vägen stängs.", 2_000, context)).toBe(
      "The Swedish Transport Administration's head says that the road is closed.",
    );
    const [body] = fake().bodiesTo(path);
    expect(body).toMatchObject({
      q: '<span translate="no">the Swedish Transport Administration\'s</span> chef säger att vägen stängs.',
      source: "sv",
      target: "en",
      format: "html",
    });
  });

  it("writes it in lower case inside a sentence, keep-terms as written, and decodes the answer's entities", async () => {
    expect(await engine().translate("Enligt Trafikverket och Systembolaget bilarnas <väg> idag.", 2_000, context)).toBe(
      "According to the Swedish Transport Administration and Systembolaget the cars' <väg> today.",
    );
  });

  it("sends a text with no term as plain text, as before the term base", async () => {
    expect(await engine().translate("Regeringen meddelar förseningar.", 2_000, context)).toBe(
      "The government announces delays.",
    );
    expect(fake().bodiesTo(path)[0]).toMatchObject({ q: "Regeringen meddelar förseningar.", format: "text" });
  });

  it.each(["drop", "duplicate", "translate", "unwrap"] as const)(
    "throws when the service answers with a protected term %sed",
    async (mangling) => {
      fake().mangling = mangling;
      await expect(engine().translate("Enligt Trafikverket stängs vägen.", 2_000, context)).rejects.toThrow(
        /protected term|markup/,
      );
    },
  );

  it("lets the dictionary answer, with the terms, when the service mangles one", async () => {
    fake().mangling = "drop";
    const service = createTranslationService({
      provider: engine(),
      repository: forgetfulTranslationStore(),
      timeoutMs: 2_000,
      dictionary: (text, terms) => dictionaryWith(terms).translate(text),
      termBase: async () => termBase,
    });
    expect(await service.translate("Trafikverkets chef säger att vägen stängs.")).toBe(
      dictionaryWith(termBase).translate("Trafikverkets chef säger att vägen stängs."),
    );
    expect(await service.translate("Trafikverkets chef säger att vägen stängs.")).toMatch(
      /^The Swedish Transport Administration's /,
    );
  });

  it("gives up at the time limit", async () => {
    fake().delayMs = 1_500;
    await expect(engine().translate("Enligt Trafikverket", 200, context)).rejects.toThrow(/within 200 ms/);
  });
});
