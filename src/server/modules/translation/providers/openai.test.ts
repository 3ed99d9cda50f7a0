import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TermEntry } from "#shared/schemas/term.js";
import {
  type FakeChatServer,
  forgetfulTranslationStore,
  type ModelMisbehaviour,
  startFakeChatServer,
} from "#tests/support/fake-translation-servers.js";
import type { Config } from "../../../config.js";
import { NO_TERMS, type TermBase } from "../term-base.js";
import { createTranslationService } from "../translation.service.js";
import { remoteProviderFor } from "../translation-providers.js";

/**
 * Issue 43: TRANSLATE_PROVIDER=openai, a language model behind an OpenAI-compatible chat-completions
 * server. Against a local server speaking that protocol, whose "model" translates from a fixed table and
 * writes the terms its instructions list: the instructions carry the text's terms and its neighbours,
 * and an answer that adds, drops, wraps or ignores anything is refused.
 */
const TERMS: TermEntry[] = [
  { swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false },
  { swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false },
  { swedish: "Göteborg", english: "Gothenburg", keep: false, place: true },
  { swedish: "Polisen", english: "the police", keep: false, place: false },
];
const termBase: TermBase = { version: "4@2025-06-01", terms: TERMS };

let model: FakeChatServer;
beforeAll(async () => {
  model = await startFakeChatServer("sk-local");
});
afterAll(() => model.close());
beforeEach(() => {
  model.requests.length = 0;
  model.misbehaviour = "none";
  model.delayMs = 0;
});

const config = (overrides: Partial<Config["translation"]> = {}): Config["translation"] => ({
  provider: "openai",
  url: model.baseUrl,
  apiKey: "sk-local",
  model: "qwen2.5:7b-instruct",
  deeplApiKey: undefined,
  googleApiKey: undefined,
  ...overrides,
});
const engine = () => remoteProviderFor(config())!;

describe("the openai engine", () => {
  it("is the dictionary without its URL or model", () => {
    expect(remoteProviderFor(config({ model: undefined }))).toBeUndefined();
    expect(remoteProviderFor(config({ url: undefined }))).toBeUndefined();
    expect(engine().name).toBe("openai");
  });

  it("posts the model, temperature 0, the instructions and the text to /chat/completions with the key", async () => {
    const text = "Trafikverkets chef säger att vägen stängs.";
    expect(await engine().translate(text, 2_000, { termBase })).toBe(
      "The Swedish Transport Administration's head says that the road will be closed.",
    );
    const [request] = model.requestsTo("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-local");
    const [{ body, user }] = model.prompts() as [ReturnType<FakeChatServer["prompts"]>[number]];
    expect(body).toMatchObject({ model: "qwen2.5:7b-instruct", temperature: 0, stream: false });
    expect(body.max_tokens).toBeGreaterThan(256);
    expect(user).toBe(text);
  });

  it("lists only the terms that occur, and gives the neighbouring paragraphs as context", async () => {
    const before = "Polisen larmades till platsen under natten.";
    const after = "Skolan stängs i morgon.";
    await engine().translate("Enligt Systembolaget ökar försäljningen. Stormen drar in över Göteborg.", 2_000, {
      termBase,
      before,
      after,
    });
    const [{ system }] = model.prompts() as [ReturnType<FakeChatServer["prompts"]>[number]];
    expect(system).toContain("British spelling");
    expect(system).toContain("Systembolaget → keep as written");
    expect(system).toContain("Göteborg → Gothenburg");
    expect(system).not.toContain("Trafikverket");
    // Polisen is in the paragraph before, not in the text: it is context, not a term to write.
    expect(system).not.toContain("Polisen →");
    expect(system).toContain(
      `The paragraph before the text (context only: do not translate it or include it in the answer):\n${before}`,
    );
    expect(system).toContain(
      `The paragraph after the text (context only: do not translate it or include it in the answer):\n${after}`,
    );
  });

  it("keeps the paragraphs, one English for each Swedish", async () => {
    const text = "Trafikverket stänger vägen.\n\nRegeringen presenterar budgeten.";
    expect(await engine().translate(text, 2_000, { termBase })).toBe(
      "The Swedish Transport Administration is closing the road.\n\nThe government is presenting the budget.",
    );
    expect(model.prompts()[0]!.system).toContain("answer with 2 paragraphs");
  });

  it("takes away a reasoning model's <think> block", async () => {
    model.misbehaviour = "think";
    expect(await engine().translate("Regeringen presenterar budgeten.", 2_000, { termBase: NO_TERMS })).toBe(
      "The government is presenting the budget.",
    );
  });

  it.each<[ModelMisbehaviour, RegExp]>([
    ["preamble", /added words/],
    ["drop-paragraph", /1 paragraphs for 2/],
    ["omit-terms", /did not write the term Trafikverket/],
    ["fence", /code block/],
    ["quotes", /quotation marks/],
    ["note", /added words/],
    ["cut-off", /cut off/],
    ["ramble", /longer than a translation/],
  ])("throws when the model answers with %s", async (misbehaviour, message) => {
    model.misbehaviour = misbehaviour;
    const text = "Trafikverket stänger vägen.\n\nRegeringen presenterar budgeten.";
    await expect(engine().translate(text, 2_000, { termBase })).rejects.toThrow(message);
  });

  it("lets the dictionary answer when the model's answer fails a check", async () => {
    model.misbehaviour = "preamble";
    const service = createTranslationService({
      provider: engine(),
      repository: forgetfulTranslationStore(),
      timeoutMs: 2_000,
      dictionary: (text) => `DICT[${text}]`,
      termBase: async () => termBase,
    });
    expect(await service.translate("Trafikverket stänger vägen.")).toBe("DICT[Trafikverket stänger vägen.]");
  });

  it("refuses a wrong key as an error", async () => {
    await expect(
      remoteProviderFor(config({ apiKey: "sk-wrong" }))!.translate("Skolan stängs i morgon.", 2_000, {
        termBase: NO_TERMS,
      }),
    ).rejects.toThrow(/401/);
  });

  it("gives up at the time limit on a slow model", async () => {
    model.delayMs = 1_500;
    await expect(engine().translate("Skolan stängs i morgon.", 200, { termBase: NO_TERMS })).rejects.toThrow(
      /within 200 ms/,
    );
  });
});
