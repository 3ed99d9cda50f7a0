import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeUpstream,
  hoursAgo,
  jsonReply,
  libreTranslateHandler,
  RSS_HEADERS,
  rssFeed,
  startFakeLibreTranslate,
  startFakeUpstream,
} from "#tests/support/fake-upstreams.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { translations } from "../../db/schema.js";
import { translateSwedish } from "sv-en";

/** The feed endpoint with a LibreTranslate-compatible provider configured (TRANSLATE_PROVIDER=libretranslate). */
let feeds: FakeUpstream;
let translator: FakeUpstream;
const TIMEOUT_MS = 500;

beforeAll(async () => {
  feeds = await startFakeUpstream({
    "/svt": {
      headers: RSS_HEADERS,
      body: rssFeed([
        {
          title: "Tåget är försenat",
          description: "<p>SJ meddelar förseningar.</p>",
          date: hoursAgo(1),
          link: "https://www.svt.se/1",
        },
        { title: "Snöstorm i Norrland", date: hoursAgo(2), link: "https://www.svt.se/2", categories: ["Väder"] },
      ]),
    },
  });
  translator = await startFakeLibreTranslate((q) => `EN[${q}]`);
});
afterAll(async () => {
  await feeds.close();
  await translator.close();
});
// Built once the fake upstreams run (the options are read then), and closed before they stop.
const t = setupTestApp(() => ({
  env: {
    RSS_SVT_URL: feeds.url("/svt"),
    TRANSLATE_PROVIDER: "libretranslate",
    TRANSLATE_URL: translator.origin,
    TRANSLATE_API_KEY: "k-123",
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  },
}));
beforeEach(async () => {
  t.app.services.feeds.clearCache();
  await t.database.db.delete(translations);
  translator.requests.length = 0;
  translator.route(
    "/translate",
    libreTranslateHandler((q) => `EN[${q}]`),
  );
});

const svt = async () => {
  const response = await t.app.inject({ url: "/api/rss-proxy?source=svt" });
  expect(response.statusCode).toBe(200);
  return response.json().items as Record<string, string>[];
};

describe("feed translation through a configured LibreTranslate", () => {
  it("translates titles, descriptions and categories with the provider, keeping the Swedish", async () => {
    const [train, storm] = await svt();
    expect(train).toMatchObject({
      title: "EN[Tåget är försenat]",
      originalTitle: "Tåget är försenat",
      description: "EN[SJ meddelar förseningar.]",
      contentSnippet: "EN[SJ meddelar förseningar.]",
      originalDescription: "SJ meddelar förseningar.",
    });
    expect(storm).toMatchObject({ title: "EN[Snöstorm i Norrland]", category: "EN[Väder]", categories: ["EN[Väder]"] });
    const bodies = translator.requests.map((r) => JSON.parse(r.body));
    expect(bodies).toContainEqual({
      q: "Tåget är försenat",
      source: "sv",
      target: "en",
      format: "text",
      api_key: "k-123",
    });
  });

  it("reuses the database cache after the feed cache expires: the provider is asked once per text", async () => {
    await svt();
    const asked = translator.requests.length;
    expect(asked).toBe(4); // two titles, one description, one category
    t.app.services.feeds.clearCache();
    await svt();
    expect(translator.requests.length).toBe(asked);
  });

  it("falls back to the dictionary when the provider fails", async () => {
    translator.route("/translate", { status: 500, ...jsonReply({ error: "down" }, 500) });
    const [train] = await svt();
    expect(train).toMatchObject({
      title: translateSwedish("Tåget är försenat"),
      originalTitle: "Tåget är försenat",
      description: translateSwedish("SJ meddelar förseningar."),
    });
    // The fallback is not cached: once the provider is back, it is used.
    translator.route(
      "/translate",
      libreTranslateHandler((q) => `EN[${q}]`),
    );
    t.app.services.feeds.clearCache();
    expect((await svt())[0]!.title).toBe("EN[Tåget är försenat]");
  });

  it("does not keep the reader waiting on a slow provider past the timeout", async () => {
    let answered = false;
    translator.route("/translate", async () => {
      await sleep(TIMEOUT_MS * 6);
      answered = true;
      return jsonReply({ translatedText: "late" });
    });
    const [train] = await svt();
    // The feed came while the provider had still not answered (an order of events, which no load changes).
    expect(answered).toBe(false);
    expect(train!.title).toBe(translateSwedish("Tåget är försenat"));
  });
});
