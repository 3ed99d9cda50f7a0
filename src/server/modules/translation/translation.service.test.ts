import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FakeUpstream,
  jsonReply,
  libreTranslateHandler,
  startFakeUpstream,
} from "#tests/support/fake-upstreams.js";
import { createTestDatabase } from "#tests/support/test-app.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { translations } from "../../db/schema.js";
import { translateSwedish } from "sv-en";
import { createTranslationRepository } from "./translation.repository.js";
import { createTranslationService } from "./translation.service.js";
import { remoteProviderFor } from "./translation-providers.js";

let database: Database;
let drop: () => Promise<void>;
let fake: FakeUpstream;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(translations);
  fake.requests.length = 0;
  fake.route(
    "/translate",
    libreTranslateHandler((q) => `EN[${q}]`),
  );
});
afterEach(() => vi.useRealTimers());

const translation = (overrides: Partial<Config["translation"]> = {}): Config["translation"] => ({
  provider: "libretranslate",
  url: fake.origin,
  apiKey: undefined,
  deeplApiKey: undefined,
  googleApiKey: undefined,
  ...overrides,
});
const dictionary = (text: string) => `DICT[${text}]`;
const service = (config = translation(), timeoutMs = 1_000) =>
  createTranslationService({
    provider: remoteProviderFor(config),
    repository: createTranslationRepository(database.db),
    timeoutMs,
    dictionary,
  });
const storedRows = () => database.db.select().from(translations);

describe("dictionary (default provider)", () => {
  it("translates locally with the project dictionary and stores nothing", async () => {
    const local = createTranslationService({
      provider: remoteProviderFor(translation({ provider: "dictionary" })),
      repository: createTranslationRepository(database.db),
      timeoutMs: 1_000,
    });
    expect(local.providerName).toBe("dictionary");
    expect(await local.translateMany(["Regeringen faller", "  "])).toEqual([
      translateSwedish("Regeringen faller"),
      "  ",
    ]);
    expect(fake.requests).toHaveLength(0);
    expect(await storedRows()).toHaveLength(0);
  });

  it("is what a provider without its URL or key means", () => {
    expect(remoteProviderFor(translation({ url: undefined }))).toBeUndefined();
    expect(remoteProviderFor(translation({ provider: "deepl" }))).toBeUndefined();
    expect(remoteProviderFor(translation({ provider: "google" }))).toBeUndefined();
  });
});

describe("LibreTranslate", () => {
  it("posts q, source sv, target en, format text and the API key, and uses the answer", async () => {
    const translator = service(translation({ apiKey: "secret-key" }));
    expect(translator.providerName).toBe("libretranslate");
    expect(await translator.translate("Regeringen faller")).toBe("EN[Regeringen faller]");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.method).toBe("POST");
    expect(fake.requests[0]!.url).toBe("/translate");
    expect(fake.requests[0]!.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({
      q: "Regeringen faller",
      source: "sv",
      target: "en",
      format: "text",
      api_key: "secret-key",
    });
  });

  it("accepts a TRANSLATE_URL with a trailing slash and sends no api_key when none is set", async () => {
    await service(translation({ url: `${fake.origin}/` })).translate("Hej");
    expect(fake.requests[0]!.url).toBe("/translate");
    expect(JSON.parse(fake.requests[0]!.body)).not.toHaveProperty("api_key");
  });

  it("keeps order, leaves blank texts alone and asks once per distinct text", async () => {
    const out = await service().translateMany(["Ett", "", "Två", " Ett ", "Ett"]);
    expect(out).toEqual(["EN[Ett]", "", "EN[Två]", "EN[Ett]", "EN[Ett]"]);
    expect(fake.requests).toHaveLength(2);
  });

  it("caches answers in the database, shared with another server process and kept across restarts", async () => {
    await service().translateMany(["Polisen larmades", "Stormen drar in"]);
    expect(fake.requests).toHaveLength(2);
    const rows = await storedRows();
    expect(rows.map((r) => r.translatedText).sort()).toEqual(["EN[Polisen larmades]", "EN[Stormen drar in]"]);
    expect(rows.every((r) => r.provider === "libretranslate" && /^[0-9a-f]{64}$/.test(r.key))).toBe(true);

    const anotherProcess = service();
    expect(await anotherProcess.translateMany(["Stormen drar in", "Polisen larmades"])).toEqual([
      "EN[Stormen drar in]",
      "EN[Polisen larmades]",
    ]);
    expect(fake.requests).toHaveLength(2);
  });

  it("asks again once a stored translation is older than 24 hours", async () => {
    await service().translate("Skolan stängs");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 23 * 3_600_000);
    await service().translate("Skolan stängs");
    expect(fake.requests).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    fake.route(
      "/translate",
      libreTranslateHandler((q) => `NEW[${q}]`),
    );
    expect(await service().translate("Skolan stängs")).toBe("NEW[Skolan stängs]");
    expect(fake.requests).toHaveLength(2);
  });

  it("keys the cache by provider: another provider's answer is not reused", async () => {
    await service().translate("Hej");
    const deeplLike = createTranslationService({
      provider: { name: "deepl", translate: async (text) => `DEEPL[${text}]` },
      repository: createTranslationRepository(database.db),
      timeoutMs: 1_000,
      dictionary,
    });
    expect(await deeplLike.translate("Hej")).toBe("DEEPL[Hej]");
  });
});

describe("falling back to the dictionary", () => {
  it.each([
    ["a server error", { status: 500, body: "boom" }],
    ["an answer without translatedText", jsonReply({ error: "Quota exceeded" })],
    ["an empty translation", jsonReply({ translatedText: "  " })],
    ["a body that is not JSON", { body: "<html>gateway</html>" }],
  ])("uses the dictionary on %s, and does not store the fallback", async (_label, reply) => {
    fake.route("/translate", reply);
    expect(await service().translateMany(["Tåget är försenat", "Snö"])).toEqual([
      "DICT[Tåget är försenat]",
      "DICT[Snö]",
    ]);
    expect(await storedRows()).toHaveLength(0);
    fake.route(
      "/translate",
      libreTranslateHandler((q) => `EN[${q}]`),
    );
    expect(await service().translate("Snö")).toBe("EN[Snö]");
  });

  it("uses the dictionary when the provider is unreachable", async () => {
    const closed = await startFakeUpstream();
    await closed.close();
    expect(await service(translation({ url: closed.origin })).translate("Valet")).toBe("DICT[Valet]");
  });

  it("never waits on a slow provider longer than the timeout, for a whole batch", async () => {
    fake.route("/translate", { delayMs: 3_000, ...jsonReply({ translatedText: "late" }) });
    const texts = Array.from({ length: 24 }, (_, i) => `Rubrik nummer ${i}`);
    const out = await service(translation(), 300).translateMany(texts);
    expect(out).toEqual(texts.map(dictionary));
    // One deadline for the whole batch, counted in calls rather than milliseconds (which depend on the
    // machine): the first parallel calls (4, the default concurrency) wait it out and no text after them
    // is sent, where a deadline per text would send all 24, four at a time. At most one more call each may
    // start in the last millisecond, as a timer can fire up to a millisecond early.
    expect(fake.requestsTo("/translate").length).toBeLessThanOrEqual(2 * 4);
  });

  it("survives a dictionary that throws by passing the text through", async () => {
    const translator = createTranslationService({
      provider: undefined,
      repository: createTranslationRepository(database.db),
      timeoutMs: 1_000,
      dictionary: () => {
        throw new Error("bug");
      },
    });
    expect(await translator.translate("Hej")).toBe("Hej");
  });
});

describe("DeepL and Google Translate", () => {
  it("calls DeepL's v2 API with the auth key header (base URL from TRANSLATE_URL)", async () => {
    fake.route("/v2/translate", (request) =>
      jsonReply({ translations: [{ text: `DL[${(JSON.parse(request.body) as { text: string[] }).text[0]}]` }] }),
    );
    const translator = service(translation({ provider: "deepl", deeplApiKey: "key:fx" }));
    expect(translator.providerName).toBe("deepl");
    expect(await translator.translate("Hej världen")).toBe("DL[Hej världen]");
    const request = fake.requestsTo("/v2/translate")[0]!;
    expect(request.headers.authorization).toBe("DeepL-Auth-Key key:fx");
    expect(JSON.parse(request.body)).toEqual({ text: ["Hej världen"], source_lang: "SV", target_lang: "EN-GB" });
  });

  it("calls Google's v2 API with the key (base URL from TRANSLATE_URL)", async () => {
    fake.route("/language/translate/v2", (request) =>
      jsonReply({
        data: { translations: [{ translatedText: `G[${(JSON.parse(request.body) as { q: string }).q}]` }] },
      }),
    );
    const translator = service(translation({ provider: "google", googleApiKey: "g-key" }));
    expect(await translator.translate("God morgon")).toBe("G[God morgon]");
    const request = fake.requestsTo("/language/translate/v2")[0]!;
    expect(request.url).toBe("/language/translate/v2?key=g-key");
    expect(JSON.parse(request.body)).toEqual({ q: "God morgon", source: "sv", target: "en", format: "text" });
  });
});
