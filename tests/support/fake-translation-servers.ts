import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TranslationRepository } from "#server/modules/translation/translation.repository.js";
import { type RecordedRequest, recordRequest } from "./fake-upstreams.js";

/**
 * Real HTTP servers on 127.0.0.1 that speak the translation services' protocols (issue 43), for the
 * engines' tests: LibreTranslate's and Google's v2 translate (plain text and HTML, leaving
 * `translate="no"` elements alone as both services document), DeepL's v2 translate and glossaries (a
 * glossary's entries are applied when `glossary_id` is given, so a test sees that the glossary reached
 * it), and an OpenAI-compatible chat-completions server whose "model" translates from a fixed table,
 * writes the terms its instructions list, and can be told to misbehave.
 *
 * They translate word by word (or sentence by sentence) from the small tables below: enough to tell a
 * translated word from an untranslated one and a term's English from anything else.
 */

export interface FakeTranslationServer {
  /** http://127.0.0.1:port */
  origin: string;
  requests: RecordedRequest[];
  /** Requests whose path (without query) is this one. */
  requestsTo(path: string): RecordedRequest[];
  /** Bodies of the requests to `path`, parsed as JSON. */
  bodiesTo(path: string): Record<string, unknown>[];
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (body: unknown, status = 200): Reply => ({ status, body });
const pathOf = (url: string) => new URL(url, "http://fake").pathname;

async function serve(
  handle: (request: RecordedRequest) => Reply | Promise<Reply>,
  delayMs: () => number,
): Promise<FakeTranslationServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const request = await recordRequest(req);
    requests.push(request);
    try {
      const wait = delayMs();
      if (wait > 0) await sleep(wait);
      const reply = await handle(request);
      if (res.destroyed) return;
      const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(body ? { "content-type": "application/json" } : {}),
        "content-length": String(Buffer.byteLength(body)),
      });
      res.end(body);
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requestsTo = (path: string) => requests.filter((r) => pathOf(r.url) === path);
  return {
    origin,
    requests,
    requestsTo,
    bodiesTo: (path) => requestsTo(path).map((r) => JSON.parse(r.body) as Record<string, unknown>),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `server` with `state`'s fields as live properties: a test sets `fake.delayMs = 500` and the next answer waits. */
function withState<S extends object, T extends object>(server: S, state: T): S & T {
  for (const key of Object.keys(state) as (keyof T & string)[]) {
    Object.defineProperty(server, key, {
      get: () => state[key],
      set: (value: T[typeof key]) => {
        state[key] = value;
      },
      enumerable: true,
    });
  }
  return server as S & T;
}

/* ---------------------------------------------------------------- word by word */

/** The machine-translation fakes' whole vocabulary (lower case). Any other word stays as it is. */
export const WORDS: Record<string, string> = {
  chef: "head",
  säger: "says",
  att: "that",
  vägen: "the road",
  stängs: "is closed",
  enligt: "according to",
  och: "and",
  regeringen: "the government",
  meddelar: "announces",
  förseningar: "delays",
  bilarnas: "the cars'",
  idag: "today",
  i: "in",
  på: "on",
};

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("en") + text.slice(1);

/** Each word from the table (capitalised where the Swedish was), every other character as it is. */
export function wordByWord(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const english = WORDS[word.toLocaleLowerCase("sv")];
    if (english === undefined) return word;
    return word[0] === word[0]!.toLocaleUpperCase("sv") ? capitalise(english) : english;
  });
}

/** Translates an HTML text's text, leaving tags and every `translate="no"` element's content as they are. */
function translateHtml(html: string, translateText: (text: string) => string): string {
  let out = "";
  let at = 0;
  const tag = /<[^<>]*>/g;
  let skipping = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const text = html.slice(at, match.index);
    out += skipping > 0 ? text : translateText(text);
    const element = match[0];
    if (/^<span\b[^>]*\btranslate\s*=\s*["']?no\b/i.test(element)) skipping++;
    else if (skipping > 0 && /^<span\b/i.test(element)) skipping++;
    else if (skipping > 0 && /^<\/span>/i.test(element)) skipping--;
    out += element;
    at = tag.lastIndex;
  }
  return out + (skipping > 0 ? html.slice(at) : translateText(html.slice(at)));
}

/** What a machine-translation fake does to the protected spans besides leaving them alone. */
export type SpanMangling = "none" | "drop" | "duplicate" | "translate" | "unwrap";

function mangle(html: string, how: SpanMangling): string {
  const span = /<span\b[^>]*>([^<]*)<\/span>/i;
  const first = span.exec(html);
  if (!first || how === "none") return html;
  switch (how) {
    case "drop":
      return html.replace(span, "");
    case "duplicate":
      return html.replace(span, `${first[0]} ${first[0]}`);
    case "translate":
      return html.replace(span, `<span translate="no">${first[1]!.replace(/Administration/g, "Agency")}</span>`);
    case "unwrap":
      return html.replace(span, first[1]!);
  }
}

export interface FakeMtServer extends FakeTranslationServer {
  /** What happens to the protected spans; "none" by default. */
  mangling: SpanMangling;
  /** Wait this long before every answer. */
  delayMs: number;
}

/** A LibreTranslate server: `POST /translate` {q, source, target, format, api_key?} → {translatedText}. */
export async function startFakeLibreTranslateServer(): Promise<FakeMtServer> {
  const state = { mangling: "none" as SpanMangling, delayMs: 0 };
  const server = await serve(
    (request) => {
      if (pathOf(request.url) !== "/translate" || request.method !== "POST") return json({ error: "Not Found" }, 404);
      const body = JSON.parse(request.body) as { q?: string; source?: string; target?: string; format?: string };
      if (typeof body.q !== "string" || body.source !== "sv" || body.target !== "en") {
        return json({ error: "Invalid request" }, 400);
      }
      const translated =
        body.format === "html" ? mangle(translateHtml(body.q, wordByWord), state.mangling) : wordByWord(body.q);
      return json({ translatedText: translated });
    },
    () => state.delayMs,
  );
  return withState(server, state);
}

/**
 * Google's Cloud Translation v2: `POST /language/translate/v2?key=…` {q, source, target, format} →
 * {data: {translations: [{translatedText}]}}. In HTML mode it writes apostrophes as `&#39;`, as Google does.
 */
export async function startFakeGoogleTranslateServer(apiKey: string): Promise<FakeMtServer> {
  const state = { mangling: "none" as SpanMangling, delayMs: 0 };
  const server = await serve(
    (request) => {
      if (pathOf(request.url) !== "/language/translate/v2") return json({ error: { code: 404 } }, 404);
      if (new URL(request.url, "http://fake").searchParams.get("key") !== apiKey) {
        return json({ error: { code: 400, message: "API key not valid." } }, 400);
      }
      const body = JSON.parse(request.body) as { q?: string; source?: string; target?: string; format?: string };
      if (typeof body.q !== "string" || body.target !== "en") return json({ error: { code: 400 } }, 400);
      const translated =
        body.format === "html"
          ? mangle(
              translateHtml(body.q, (text) => wordByWord(text).replace(/'/g, "&#39;")),
              state.mangling,
            )
          : wordByWord(body.q);
      return json({ data: { translations: [{ translatedText: translated }] } });
    },
    () => state.delayMs,
  );
  return withState(server, state);
}

/* ---------------------------------------------------------------- DeepL */

export interface FakeGlossary {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  entries: [string, string][];
}

export interface FakeDeepl extends FakeTranslationServer {
  /** The account's glossaries, by id. */
  glossaries: Map<string, FakeGlossary>;
  /** Puts a glossary into the account as if made earlier (by another process, or an older version). */
  addGlossary(name: string, entries: [string, string][]): FakeGlossary;
  /** Wait this long before every answer. */
  delayMs: number;
  /** New glossaries start not ready, and become ready once looked up this many times. */
  readyAfterLookups: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Applies a glossary the way DeepL's shows: each source phrase (whole words, any case) becomes its target. */
function withGlossary(text: string, glossary: FakeGlossary): string {
  const entries = [...glossary.entries].sort((a, b) => b[0].length - a[0].length);
  if (entries.length === 0) return wordByWord(text);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${entries.map(([source]) => escapeRegExp(source)).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  // The entries' targets are kept out of the word-by-word translation, then put in.
  const targets: string[] = [];
  const marked = text.replace(pattern, (source) => {
    const entry = entries.find(([s]) => s.toLocaleLowerCase("sv") === source.toLocaleLowerCase("sv"))!;
    targets.push(entry[1]);
    return `⟦${targets.length - 1}⟧`;
  });
  return wordByWord(marked)
    .replace(/⟦(\d+)⟧/g, (_, i: string) => targets[Number(i)]!)
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A DeepL API server: `/v2/translate` and the v2 glossary endpoints, behind `DeepL-Auth-Key <apiKey>`. */
export async function startFakeDeepl(apiKey: string): Promise<FakeDeepl> {
  const glossaries = new Map<string, FakeGlossary>();
  const lookups = new Map<string, number>();
  const state = { delayMs: 0, readyAfterLookups: 0 };
  let made = 0;
  const add = (name: string, entries: [string, string][], ready = true): FakeGlossary => {
    made++;
    const glossary: FakeGlossary = {
      glossary_id: `gl-${made}-${Math.random().toString(16).slice(2, 10)}`,
      name,
      ready,
      source_lang: "sv",
      target_lang: "en",
      // Strictly later for each glossary made, as DeepL's clock would be.
      creation_time: new Date(Date.UTC(2025, 0, 1) + made * 1000).toISOString(),
      entry_count: entries.length,
      entries,
    };
    glossaries.set(glossary.glossary_id, glossary);
    return glossary;
  };
  const shown = ({ entries: _entries, ...glossary }: FakeGlossary) => glossary;

  const server = await serve(
    (request) => {
      if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) return json({ message: "Forbidden" }, 403);
      const path = pathOf(request.url);
      const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};

      if (path === "/v2/translate" && request.method === "POST") {
        const texts = body.text;
        if (!Array.isArray(texts) || typeof body.target_lang !== "string") return json({ message: "Bad request" }, 400);
        let glossary: FakeGlossary | undefined;
        if (body.glossary_id !== undefined) {
          glossary = glossaries.get(String(body.glossary_id));
          if (!glossary) return json({ message: "Glossary not found" }, 404);
          // DeepL needs source_lang with a glossary, and the glossary's pair must match the request's.
          if (String(body.source_lang ?? "").toLowerCase() !== glossary.source_lang) {
            return json({ message: "Glossary languages do not match" }, 400);
          }
          if (String(body.target_lang).toLowerCase().split("-")[0] !== glossary.target_lang) {
            return json({ message: "Glossary languages do not match" }, 400);
          }
          if (!glossary.ready) return json({ message: "Glossary not ready" }, 400);
        }
        return json({
          translations: (texts as string[]).map((text) => ({
            detected_source_language: "SV",
            text: glossary ? withGlossary(text, glossary) : wordByWord(text),
          })),
        });
      }

      if (path === "/v2/glossaries" && request.method === "GET") {
        return json({ glossaries: [...glossaries.values()].map(shown) });
      }
      if (path === "/v2/glossaries" && request.method === "POST") {
        const { name, source_lang, target_lang, entries, entries_format } = body as Record<string, string>;
        if (!name || entries_format !== "tsv" || typeof entries !== "string") {
          return json({ message: "Bad request" }, 400);
        }
        // Glossaries take a language, not a variant: EN, never EN-GB.
        if (source_lang?.toLowerCase() !== "sv" || target_lang?.toLowerCase() !== "en") {
          return json({ message: "Unsupported glossary language pair" }, 400);
        }
        const parsed: [string, string][] = [];
        const seen = new Set<string>();
        for (const line of entries.split("\n")) {
          const cells = line.split("\t");
          const [source, target] = cells;
          if (cells.length !== 2 || !source || !target || source !== source.trim() || target !== target.trim()) {
            return json({ message: `Invalid glossary entries: ${JSON.stringify(line)}` }, 400);
          }
          if (seen.has(source)) return json({ message: `Duplicate source entry ${source}` }, 400);
          seen.add(source);
          parsed.push([source, target]);
        }
        return json(shown(add(name, parsed, state.readyAfterLookups === 0)), 201);
      }
      const one = /^\/v2\/glossaries\/([^/]+)$/.exec(path);
      if (one) {
        const id = decodeURIComponent(one[1]!);
        const glossary = glossaries.get(id);
        if (!glossary) return json({ message: "Glossary not found" }, 404);
        if (request.method === "DELETE") {
          glossaries.delete(id);
          return { status: 204 };
        }
        if (request.method === "GET") {
          const seen = (lookups.get(id) ?? 0) + 1;
          lookups.set(id, seen);
          if (seen >= state.readyAfterLookups) glossary.ready = true;
          return json(shown(glossary));
        }
      }
      return json({ message: "Not found" }, 404);
    },
    () => state.delayMs,
  );
  return Object.assign(withState(server, state), {
    glossaries,
    addGlossary: (name: string, entries: [string, string][]) => add(name, entries),
  });
}

/* ---------------------------------------------------------------- an OpenAI-compatible server */

/**
 * The "model"'s translations, sentence by sentence. `{Term}` is a term: written as the instructions say
 * (`Swedish → English`, or `keep as written`), or, when they do not list it, as a model would guess it
 * (FALLBACK_TERMS). The first letter of each paragraph is capitalised.
 */
export const SENTENCES: Record<string, string> = {
  "Trafikverkets chef säger att vägen stängs.": "{Trafikverket}'s head says that the road will be closed.",
  "Trafikverket stänger vägen.": "{Trafikverket} is closing the road.",
  "Enligt Systembolaget ökar försäljningen.": "According to {Systembolaget}, sales are rising.",
  "Regeringen presenterar budgeten.": "The government is presenting the budget.",
  "Stormen drar in över Göteborg.": "The storm is sweeping in over {Göteborg}.",
  "Skolan stängs i morgon.": "The school will be closed tomorrow.",
};
export const FALLBACK_TERMS: Record<string, string> = {
  Trafikverket: "the Transport Administration",
  Systembolaget: "the state alcohol retailer",
  Göteborg: "Göteborg",
};

export type ModelMisbehaviour =
  | "none"
  | "preamble"
  | "drop-paragraph"
  | "omit-terms"
  | "fence"
  | "quotes"
  | "note"
  | "think"
  | "cut-off"
  | "ramble";

export interface FakeChatServer extends FakeTranslationServer {
  /** The base URL to configure (TRANSLATE_URL): `${origin}/v1`. */
  baseUrl: string;
  misbehaviour: ModelMisbehaviour;
  delayMs: number;
  /** The system and user messages of each request, in order. */
  prompts(): { system: string; user: string; body: Record<string, unknown> }[];
}

function modelTranslation(paragraph: string, system: string, ignoreTerms: boolean): string {
  const listed = new Map<string, string>();
  if (!ignoreTerms) {
    for (const line of system.split("\n")) {
      const match = /^(.+?) → (.+)$/.exec(line.trim());
      if (match) listed.set(match[1]!, match[2] === "keep as written" ? match[1]! : match[2]!);
    }
  }
  const sentences = paragraph.split(/(?<=[.!?])\s+/).map((sentence) => {
    const template = SENTENCES[sentence];
    if (template === undefined) return sentence;
    return template.replace(/\{([^}]+)\}/g, (_, term: string) => listed.get(term) ?? FALLBACK_TERMS[term] ?? term);
  });
  return capitalise(sentences.join(" "));
}

/** An OpenAI-compatible `POST /v1/chat/completions`; with `apiKey`, it wants `Authorization: Bearer <apiKey>`. */
export async function startFakeChatServer(apiKey?: string): Promise<FakeChatServer> {
  const state = { misbehaviour: "none" as ModelMisbehaviour, delayMs: 0 };
  const server = await serve(
    (request) => {
      if (pathOf(request.url) !== "/v1/chat/completions" || request.method !== "POST") {
        return json({ error: { message: "Not found" } }, 404);
      }
      if (apiKey && request.headers.authorization !== `Bearer ${apiKey}`) {
        return json({ error: { message: "Incorrect API key", type: "invalid_request_error" } }, 401);
      }
      const body = JSON.parse(request.body) as { model?: string; messages?: { role: string; content: string }[] };
      if (!body.model || !Array.isArray(body.messages)) return json({ error: { message: "model is required" } }, 400);
      const system = body.messages.find((m) => m.role === "system")?.content ?? "";
      const user = body.messages.findLast((m) => m.role === "user")?.content ?? "";
      const how = state.misbehaviour;
      let paragraphs = user
        .split(/\n\s*\n/)
        .map((paragraph) => modelTranslation(paragraph.trim(), system, how === "omit-terms"));
      if (how === "drop-paragraph") paragraphs = paragraphs.slice(0, -1);
      if (how === "ramble") {
        paragraphs = paragraphs.map((p) => `${p} This is a developing story, and more details are expected soon.`);
      }
      let content = paragraphs.join("\n\n");
      if (how === "preamble") content = `Here is the English translation: ${content}`;
      if (how === "fence") content = `\`\`\`\n${content}\n\`\`\``;
      if (how === "quotes") content = `"${content}"`;
      if (how === "note") content = `${content}\n(Note: "Trafikverket" is a Swedish government agency.)`;
      if (how === "think") content = `<think>\nThe user wants English.\n</think>\n\n${content}`;
      return json({
        id: `chatcmpl-${Date.now()}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: how === "cut-off" ? content.slice(0, 12) : content },
            finish_reason: how === "cut-off" ? "length" : "stop",
          },
        ],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      });
    },
    () => state.delayMs,
  );
  return Object.assign(withState(server, state), {
    baseUrl: `${server.origin}/v1`,
    prompts: () =>
      server.bodiesTo("/v1/chat/completions").map((body) => {
        const messages = body.messages as { role: string; content: string }[];
        return {
          system: messages.find((m) => m.role === "system")?.content ?? "",
          user: messages.find((m) => m.role === "user")?.content ?? "",
          body,
        };
      }),
  });
}

/* ---------------------------------------------------------------- no stored translations */

/** A translation store that remembers nothing, for tests of the engines through the translation service. */
export function forgetfulTranslationStore(): TranslationRepository {
  return {
    findFresh: async () => new Map<string, string>(),
    save: async () => {},
    purgeOlderThan: async () => {},
  };
}
