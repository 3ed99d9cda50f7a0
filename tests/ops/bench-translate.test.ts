import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteProviderFor } from "#server/modules/translation/translation-providers.js";
import { type FakeChatServer, startFakeChatServer } from "#tests/support/fake-translation-servers.js";
import { translateSwedish } from "sv-en";
import {
  dictionaryEngine,
  type Engine,
  engineTable,
  lexiconEngine,
  remoteEngine,
  scoreEngine,
} from "../../scripts/bench/translate-engines.js";

/** `npm run bench:translate`'s engine comparison (issue 43): what it scores, and what a failure counts as. */
const PAIRS = [
  { sv: "Trafikverket stänger vägen.", en: "The Swedish Transport Administration is closing the road." },
  { sv: "Regeringen presenterar budgeten.", en: "The government is presenting the budget." },
];
const TERMS = {
  version: "t",
  terms: [{ swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false }],
};
const fallback = (text: string) => translateSwedish(text);

let model: FakeChatServer;
beforeAll(async () => {
  model = await startFakeChatServer();
});
afterAll(() => model.close());

describe("the engine comparison", () => {
  it("scores an engine's English against the references: the references themselves score 100", async () => {
    const perfect: Engine = { name: "perfect", translate: async (sv) => PAIRS.find((p) => p.sv === sv)!.en };
    const score = await scoreEngine(perfect, "set", PAIRS, fallback);
    expect(score).toMatchObject({ engine: "perfect", set: "set", segments: 2, failures: 0 });
    expect(score.chrf).toBeCloseTo(100, 5);
  });

  it("answers a failed segment with the fallback, as the server does, and counts it with its reason", async () => {
    const broken: Engine = {
      name: "broken",
      translate: async () => {
        throw new Error("the service is down");
      },
    };
    const score = await scoreEngine(broken, "set", PAIRS, fallback);
    expect(score).toMatchObject({ failures: 2, firstFailure: "the service is down" });
    expect(score.chrf).toBeCloseTo((await scoreEngine(lexiconEngine, "set", PAIRS, fallback)).chrf, 5);
  });

  it("gives the dictionary the term base, which writes the term's English and scores higher", async () => {
    const withTerms = await scoreEngine(dictionaryEngine(TERMS), "set", PAIRS, fallback);
    const without = await scoreEngine(lexiconEngine, "set", PAIRS, fallback);
    expect(withTerms.chrf).toBeGreaterThan(without.chrf);
  });

  it("measures a remote engine through its real protocol, its refused answers counted", async () => {
    const provider = remoteProviderFor({
      provider: "openai",
      url: model.baseUrl,
      model: "local",
      apiKey: undefined,
      deeplApiKey: undefined,
      googleApiKey: undefined,
    })!;
    model.misbehaviour = "preamble";
    const refused = await scoreEngine(remoteEngine(provider, TERMS, 2_000), "set", PAIRS, fallback);
    expect(refused).toMatchObject({ engine: "openai + term base", failures: 2 });
    expect(refused.firstFailure).toMatch(/added words/);
    model.misbehaviour = "none";
    const answered = await scoreEngine(remoteEngine(provider, TERMS, 2_000), "set", PAIRS, fallback);
    expect(answered.failures).toBe(0);
    expect(answered.chrf).toBeCloseTo(100, 5);
    expect(model.prompts().map((prompt) => prompt.system)).toContainEqual(
      expect.stringContaining("Trafikverket → the Swedish Transport Administration"),
    );
    expect(engineTable([refused, answered])).toMatch(
      /^\| engine \| set \|.*\n\|---.*\n\| openai \+ term base \| set \| 2 \| /,
    );
  });
});
