import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentChanges } from "#server/invalidation/content-version.js";
import type { RevisionsRepository } from "#server/modules/articles/article-revisions.repository.js";
import type { ArticlesRepository } from "#server/modules/articles/articles.repository.js";
import { createArticlesService } from "#server/modules/articles/articles.service.js";
import { decodeFeedBody, FeedFormatError, type ParsedFeedItem, parseFeed } from "#server/modules/feeds/feed-parser.js";
import { decodeEntities, htmlToText, safeLink, snippet } from "#server/modules/feeds/html-text.js";
import { quoteFromChart } from "#server/modules/quotes/yahoo-chart.js";
import { extractArticleText } from "#server/modules/wire/article-text.js";
import { analyseCompound } from "../../packages/sv-en/src/compound-splitter.js";
import { translateSwedish } from "sv-en";
import { buildIndex, type LexiconIndex } from "../../packages/sv-en/src/lexicon-index.js";
import { tokenize } from "../../packages/sv-en/src/tokenizer.js";
import type { TranslationRepository } from "#server/modules/translation/translation.repository.js";
import { createTranslationService, MAX_TEXT_LENGTH } from "#server/modules/translation/translation.service.js";
import { remoteProviderFor } from "#server/modules/translation/translation-providers.js";
import { swedishWordsIn } from "#server/modules/translation/untranslated-words.js";
import { protectTerms, restoreTerms } from "#server/modules/translation/term-protection.js";
import { preferredEncoding } from "#server/plugins/answer-store.js";
import { commentInput, emailField } from "#shared/schemas/comment.js";
import {
  atomFeed,
  type FakeUpstream,
  RSS_HEADERS,
  rssFeed,
  startFakeLibreTranslate,
  startFakeUpstream,
} from "../support/fake-upstreams.js";
import { recordHostile } from "../support/hostile-report.js";
import { describeGrowth, expectLinearTime, measured } from "../support/linear-time.js";
import { setupTestApp, type TestAppHandle } from "../support/test-app.js";

/**
 * Every function that parses outside input (feeds, quote answers, translation answers, search queries,
 * comments, request headers) is handed one megabyte of the input worst for it, or the most it can ever
 * see behind a cap, and a sixteenth of that, and must take at most 128 times as long on the megabyte as
 * on the sixteenth: linear work takes 16 times as long, quadratic work 256 times (tests/support/
 * linear-time.ts says why, and how load is kept out of the ratio). This is a proof of complexity, not a
 * benchmark, so it holds on a slow or busy machine: the backtracking this replaced took minutes on a
 * megabyte (a feed title of "<p" repeated over 200 KB: 18 s; a 5,000-letter compound: 10 s), growing
 * with the square of the length or worse.
 */

const MB = 1_048_576;
let tried = 0;

// Each measurement runs the work several times, the megabyte extractor cases over a second each, slower
// on a busy machine: a wider guard against a hang than the suite's 20 s (this is no time limit on the work).
vi.setConfig({ testTimeout: 90_000 });

/** `unit` repeated to exactly `length` characters (a megabyte unless told). */
const fill = (unit: string, length = MB) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Times the work `prepare(size)` returns on an input of `size` (a megabyte unless told) and of a sixteenth
 * of it, and fails unless it grew linearly; gives what the work on the full size returned.
 */
/**
 * 4 MB against 256 kB, for work that does little more than copy its input: a string over V8's 128 kB
 * object limit is allocated apart (large-object space), so 64 kB against 1 MB compares cached copying with
 * fresh mappings, and on a machine reclaiming memory in the background that alone measured 160-400x.
 */
const BOTH_LARGE_OBJECTS = 4 * MB;

function expectLinear<T>(prepare: (size: number) => () => T, size = MB) {
  tried += 2; // the input of `size` and the one a sixteenth as long
  return expectLinearTime(prepare, size);
}

/** The worst markup: tags and comments that never close, references that never end, nothing but spaces. */
const MARKUP = [
  "<p",
  "<a",
  "</p",
  "<p ",
  "<br/",
  "<h1",
  "<blockquote",
  "<x",
  "<",
  "<>",
  "<!--",
  "<!-- -->",
  "-->",
  "<script",
  "<script>",
  "</script",
  "<ScRiPt></scrip",
  "<template><!--",
  "&#",
  "&#x",
  "&amp",
  "&a",
  `&${"a".repeat(40)}`,
  "\u0000",
  " \n\t",
];

/** The app of the end-to-end block, whose answers the report counts (not built when that block did not run). */
let endToEnd: TestAppHandle | undefined;

afterAll(() => {
  if (measured.length > 0) {
    const worst = measured.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const ratios = measured.map((m) => m.ratio).sort((a, b) => a - b);
    console.log(
      `linear-time: ${measured.length} inputs measured at n and 16n; time ratio median ` +
        `${ratios[Math.floor(ratios.length / 2)]!.toFixed(1)}x, highest ${worst.ratio.toFixed(1)}x ` +
        `(${worst.name}: ${describeGrowth(worst)})`,
    );
  }
  const served = endToEnd?.built ? endToEnd.traffic : undefined;
  recordHostile({
    suite: "Linear-time parsing (1 MB worst inputs)",
    payloads: tried,
    ...(served ? { requests: served.requests, fiveHundreds: served.fiveHundreds } : {}),
  });
});

describe("feed markup", () => {
  it.each(MARKUP)("htmlToText and decodeEntities on a megabyte of %j", async (unit) => {
    await expectLinear((size) => {
      const hostile = fill(unit, size);
      return () => htmlToText(hostile);
    });
    await expectLinear((size) => {
      const hostile = fill(unit, size);
      return () => decodeEntities(hostile);
    });
  });

  it("htmlToText on a megabyte of ordinary markup gives the text", async () => {
    const unit = "<div class='x'><p>Hej <b>världen</b> &amp; <!-- c --><script>x()</script>allihop</p></div>";
    const { result: text } = await expectLinear((size) => {
      const article = fill(unit, size);
      return () => htmlToText(article);
    });
    expect(text.startsWith("Hej världen & allihop Hej världen")).toBe(true);
  });

  it.each([
    ["one long word", "a"],
    ["spaces", " "],
    ["words", "ord "],
  ])("snippet of %s", async (_label, unit) => {
    await expectLinear((size) => {
      const text = fill(unit, size);
      return () => snippet(text, 300);
    });
  });

  it.each([
    ["a long path", (size: number) => `https://example.se/${fill("a", size)}`, undefined],
    ["percent signs", (size: number) => `https://example.se/${fill("%", size)}`, undefined],
    ["non-ASCII", (size: number) => `https://example.se/${fill("å", size)}`, undefined],
    ["a relative one", (size: number) => fill("../", size), undefined],
    [
      "spaces around",
      (size: number) => `${fill(" ", size)}https://example.se/a${fill(" ", size)}`,
      "https://example.se/a",
    ],
  ])("safeLink of %s", async (_label, build, expected) => {
    const { result: safe } = await expectLinear((size) => {
      const link = build(size);
      return () => safeLink(link, "https://example.se/rss");
    });
    expect(safe).toBe(expected);
  });
});

describe("whole feeds", () => {
  const wrap = (items: string) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>x</title>${items}</channel></rss>`;
  /** Each feed as built for `size` (a megabyte unless told otherwise; the measure also takes a sixteenth). */
  const FEEDS: Array<[string, (size: number) => string]> = [
    ["a title of '<p' (escaped)", (size) => rssFeed([{ title: fill("<p", size / 5) }])],
    ["a description of '<p' (CDATA)", (size) => rssFeed([{ title: "t", descriptionCdata: fill("<p", size) }])],
    ["content of '<!--'", (size) => rssFeed([{ title: "t", contentEncoded: fill("<!--", size) }])],
    ["content of '<script'", (size) => rssFeed([{ title: "t", contentEncoded: fill("<script", size) }])],
    ["a title of '&#' (escaped)", (size) => rssFeed([{ title: fill("&#", size / 6) }])],
    ["an Atom title of '<p'", (size) => atomFeed([{ title: fill("<p", size / 5) }])],
    ["25,000 items", (size) => rssFeed(Array.from({ length: Math.floor(size / 40) }, (_, i) => ({ title: `t${i}` })))],
    [
      "40,000 categories",
      (size) => rssFeed([{ title: "t", categories: Array.from({ length: Math.floor(size / 25) }, (_, i) => `c${i}`) }]),
    ],
    ["a megabyte link", (size) => rssFeed([{ title: "t", link: `https://example.se/${fill("a", size)}` }])],
    [
      "a megabyte date",
      (size) => rssFeed([{ title: "t", date: `Thu, 20 Nov 2025 08:30:00 GMT${fill(" x", size / 2)}` }]),
    ],
    [
      "markup nested 140,000 deep",
      (size) => {
        const depth = Math.round((140_000 * size) / MB);
        return wrap(
          `<item><title>t</title><description>${"<b>".repeat(depth)}x${"</b>".repeat(depth)}</description></item>`,
        );
      },
    ],
    [
      "entities expanding to gigabytes",
      (size) =>
        `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "${"x".repeat(9000)}">]>` +
        `<rss version="2.0"><channel><item><title>${"&a;".repeat(Math.floor(size / 3))}</title></item></channel></rss>`,
    ],
  ];

  it.each(FEEDS)("parseFeed of a megabyte feed with %s", async (_label, build) => {
    const { result: outcome } = await expectLinear((size) => {
      const body = Buffer.from(build(size));
      return (): ParsedFeedItem[] | unknown => {
        try {
          return parseFeed(decodeFeedBody(body, "application/rss+xml; charset=utf-8"));
        } catch (error) {
          return error;
        }
      };
    });
    if (!Array.isArray(outcome)) return expect(outcome).toBeInstanceOf(FeedFormatError); // refused, not stuck
    for (const item of outcome as ParsedFeedItem[]) {
      expect(item.title.length).toBeLessThanOrEqual(500);
      expect(item.link.length).toBeLessThanOrEqual(2048);
      expect(item.pubDate?.length ?? 0).toBeLessThanOrEqual(100);
    }
  });

  it("decodeFeedBody with a megabyte content type", async () => {
    const body = Buffer.from(rssFeed([{ title: "t" }]));
    for (const unit of ["charset=", "charset=;"]) {
      await expectLinear((size) => {
        const contentType = fill(unit, size);
        return () => decodeFeedBody(body, contentType);
      });
    }
  });
});

describe("article pages (the desk's extractor)", () => {
  // A DOM parser and Readability are linear but heavier than the feed's text passes (the worst megabyte,
  // "&amp" repeated, takes about a second); the ratio still fails the quadratic cases this found (a
  // megabyte of "<" took 46 s, of comments 16 s, of unclosed "<a" minutes).
  it.each(MARKUP)("extractArticleText on a megabyte of %j", async (unit) => {
    await expectLinear((size) => {
      const hostile = `<html><body><article><p>${fill("ord ", 400)}</p>${fill(unit, size)}`;
      return () => extractArticleText(hostile, "https://www.svt.se/");
    });
  });
});

describe("quote answers", () => {
  const price = (extra: string) => `{"chart":{"result":[{"meta":{"regularMarketPrice":1${extra}}}]}}`;
  it.each([
    [
      "200,000 volumes",
      (size: number) =>
        `{"chart":{"result":[{"meta":{"regularMarketPrice":1},"indicators":{"quote":[{"volume":[${fill("1,", size - 2)}1]}]}}]}}`,
    ],
    [
      "arrays nested 500,000 deep",
      (size: number) => price(`,"x":${"[".repeat(size / 2 - 20)}${"]".repeat(size / 2 - 20)}`),
    ],
    ["a megabyte string", (size: number) => price(`,"regularMarketPreviousClose":"${fill("9", size)}"`)],
  ])("JSON.parse and quoteFromChart of %s", async (_label, build) => {
    await expectLinear((size) => {
      const body = build(size);
      return () => quoteFromChart(JSON.parse(body), "VOLV-B.ST", "Volvo B");
    });
  });
});

describe("search queries and comments", () => {
  const repository = new Proxy({} as ArticlesRepository, {
    // Nothing matches and nothing is close: the query is split into words and each looked up.
    get: (_target, name) => async () =>
      ["searchRows", "spellingCandidates", "bestCorrections"].includes(String(name)) ? [] : undefined,
  });
  // Searching never reads revisions.
  const articles = createArticlesService(repository, createContentChanges(), {} as RevisionsRepository);

  it.each([
    ["one word", "a"],
    ["words", "a "],
    ["punctuation", "!"],
    ["letters, digits and marks", "é1\u0301-"],
  ])("the search query normaliser on a megabyte of %s", async (_label, unit) => {
    await expectLinear((size) => {
      const query = fill(unit, size);
      return () => articles.search(query, { page: 1, limit: 10 });
    }, BOTH_LARGE_OBJECTS);
  });

  it.each([
    ["a@ and a.", (size: number) => `a@${fill("a.", size)} x`, false],
    ["@", (size: number) => fill("@", size), false],
    ["a.", (size: number) => fill("a.", size), false],
    ["spaces (trimmed away)", (size: number) => `${fill(" ", size)}a@b.se${fill(" ", size)}`, true],
  ])("the e-mail check on a megabyte of %s", async (_label, build, valid) => {
    const { result } = await expectLinear((size) => {
      const email = build(size);
      return () => emailField.safeParse(email).success;
    });
    expect(result).toBe(valid);
  });

  it("the whole comment validation with every field a megabyte long", async () => {
    const { result } = await expectLinear((size) => {
      const comment = {
        name: fill("a ", size),
        email: `a@${fill("a.", size)} x`,
        body: fill("<p", size),
        parentId: fill("1", size),
        website: fill("x", size),
      };
      return () => commentInput.safeParse(comment).success;
    });
    expect(result).toBe(false);
  });

  it("accept-encoding of a megabyte (answer-store.ts)", async () => {
    const headers = [
      (size: number) => fill(",", size),
      (size: number) => `gzip;q=0${fill("0", size)}x`,
      (size: number) => `gzip;${fill(" ", size)}q`,
      (size: number) => fill("br;q=0.0 , ", size),
    ];
    for (const build of headers) {
      await expectLinear((size) => {
        const header = build(size);
        return () => preferredEncoding(header);
      }, BOTH_LARGE_OBJECTS);
    }
  });
});

describe("the translator", () => {
  let index: LexiconIndex;
  beforeAll(() => {
    index = buildIndex();
  });

  it.each([
    [
      "a word of 'stats' ending in a head noun",
      (size: number) => `${"stats".repeat(Math.floor(size / 5) - 2)}minister`,
    ],
    ["a word of 'a'", (size: number) => fill("a", size)],
    ["a word of 'regeringsbeslut'", (size: number) => fill("regeringsbeslut", size)],
  ])("the compound splitter on %s", async (_label, build) => {
    const { result: analyses } = await expectLinear((size) => {
      const word = build(size);
      return () => analyseCompound(word, index);
    });
    expect(analyses).toEqual([]);
    // A real compound is still split.
    expect(analyseCompound("regeringsbeslutet", index).length).toBeGreaterThan(0);
  });

  /** The worst headlines: one endless word, endless punctuation, runs the tokenizer and the articles rescanned. */
  const TEXTS = [
    "stats",
    "a",
    "a.",
    "a@",
    "!",
    '"',
    "en ",
    "ett hus ",
    "Stockholm ",
    "111 111x ",
    "polisen som ",
    "säger, ",
    "hur många ",
    "SVT:s ",
    "a-b ",
    "Regeringen säger att polisen inte har gripit någon. ",
  ];

  it.each(TEXTS)("the tokenizer on a megabyte of %j", async (unit) => {
    await expectLinear((size) => {
      const text = fill(unit, size);
      return () => tokenize(text);
    });
  });

  it.each(TEXTS)("translateSwedish on the longest text it is given (%j)", async (unit) => {
    await expectLinear((size) => {
      const text = fill(unit, size);
      return () => translateSwedish(text);
    }, MAX_TEXT_LENGTH);
  });

  it("the trailing-space pass on a long run of spaces", async () => {
    await expectLinear((size) => {
      const text = `a${" ".repeat(size - 2)}b`;
      return () => translateSwedish(text);
    }, MAX_TEXT_LENGTH);
  });

  it.each([...TEXTS, " "])(
    "the translation service caps a megabyte text of %j before the dictionary sees it",
    async (unit) => {
      const repository = new Proxy({} as TranslationRepository, { get: () => async () => new Map() });
      const service = createTranslationService({ provider: undefined, repository, timeoutMs: 1000 });
      await expectLinear((size) => {
        const text = fill(unit, size);
        const upper = text.toUpperCase();
        return () => service.translateMany([text, upper]);
      });
    },
  );

  it("refuses a provider's megabyte answer in linear time and answers from the dictionary", async () => {
    let answer = "";
    const provider = await startFakeLibreTranslate(() => answer);
    try {
      const remote = remoteProviderFor({
        provider: "libretranslate",
        url: provider.origin,
        apiKey: undefined,
        deeplApiKey: undefined,
        googleApiKey: undefined,
      });
      const repository = new Proxy({} as TranslationRepository, { get: () => async () => new Map() });
      const service = createTranslationService({ provider: remote, repository, timeoutMs: 5000 });
      // The answer grows (a megabyte of spaces, or a sixteenth of one); what is asked stays the same.
      const { result: english } = await expectLinear((size) => {
        const spaces = `${fill(" ", size - 1)}x`;
        return () => {
          answer = spaces;
          return service.translate("Regeringen presenterar budgeten");
        };
      });
      expect(english).toBe(translateSwedish("Regeringen presenterar budgeten"));
    } finally {
      await provider.close();
    }
  });
});

describe("the engines' term protection", () => {
  const terms = [
    { swedish: "Trafikverket", english: "the Swedish Transport Administration", keep: false, place: false },
  ];

  it.each([
    ["many spans", " "],
    ["many spans in runs of space", "   "],
  ])("restoreTerms on a service's answer of %s", async (_label, space) => {
    await expectLinear((size) => {
      const text = Array.from({ length: Math.floor(size / 13) }, () => "Trafikverket").join(" ");
      const sent = protectTerms(text, terms)!;
      const answer = sent.html.replace(/ /g, space);
      return () => restoreTerms(answer, sent, "T");
    }, MAX_TEXT_LENGTH);
  });
});

describe("the checks before publishing", () => {
  /** The worst article bodies for the Swedish-word check: tags, links and addresses that never end. */
  const BODIES = [
    "<a",
    "<a ",
    "[",
    "[a](",
    "](",
    "a@",
    "a@b.",
    "`",
    "```",
    "&#",
    " ",
    "'",
    ".'",
    "\n",
    "för på ",
    "Systembolaget ",
    "www.",
    "https://",
  ];
  const kept = [{ swedish: "Systembolaget", english: "Systembolaget", keep: true, place: false }];

  it.each(BODIES)("swedishWordsIn on the longest body an article may have (%j)", async (unit) => {
    await expectLinear((size) => {
      const body = fill(unit, size);
      return () => swedishWordsIn(body, kept);
    }, 200_000);
  });
});

describe("end to end: a hostile feed through the server", () => {
  let feeds: FakeUpstream;
  beforeAll(async () => {
    feeds = await startFakeUpstream();
  });
  afterAll(() => feeds?.close());
  const t = setupTestApp(() => ({ env: { RSS_SVT_URL: feeds.url("/svt.xml"), UPSTREAM_TIMEOUT_MS: "10000" } }));
  endToEnd = t;

  it("answers a feed whose title and description are '<p' × 100,000 in linear time, and keeps serving meanwhile", async () => {
    const app = t.app;
    expect((await app.inject({ url: "/api/categories" })).statusCode).toBe(200); // now a cached read
    /** The feed with title and description `chars` long: 200,000 is 200 KB of text each, 1 MB of XML escaped. */
    const feedOf = (chars: number) => {
      const hostile = fill("<p", chars);
      return rssFeed([{ title: hostile, description: hostile, date: new Date(), link: "https://www.svt.se/a" }]);
    };
    const fetchFeed = (body: string) => {
      feeds.route("/svt.xml", { headers: RSS_HEADERS, body });
      app.services.feeds.clearCache(); // fetched and parsed anew each time
      return app.inject({ url: "/api/rss-proxy?source=svt" });
    };

    // The whole request (fetch, parse, translation) grows linearly with the feed.
    const { result: response } = await expectLinear((chars) => {
      const body = feedOf(chars);
      return () => fetchFeed(body);
    }, 200_000);
    expect(response.statusCode).toBe(200);
    const [item] = (response.json() as { items: { title: string; originalTitle: string }[] }).items;
    expect(item!.originalTitle.length).toBeLessThanOrEqual(500);

    // A cached read sent while the server works on the hostile feed is answered first: it does not queue behind it.
    tried += 1;
    const answered: string[] = [];
    const feed = fetchFeed(feedOf(200_000)).then((r) => {
      answered.push("feed");
      return r;
    });
    const read = app.inject({ url: "/api/categories" }).then((r) => {
      answered.push("read");
      return r;
    });
    const [feedResponse, readResponse] = await Promise.all([feed, read]);
    expect(feedResponse.statusCode).toBe(200);
    expect(readResponse.statusCode).toBe(200);
    expect(answered).toEqual(["read", "feed"]);
  });
});
