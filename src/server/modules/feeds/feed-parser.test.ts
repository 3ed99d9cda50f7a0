import { describe, expect, it } from "vitest";
import { atomFeed, rssFeed } from "#tests/support/fake-upstreams.js";
import { decodeFeedBody, FEED_LIMITS, FeedFormatError, parseFeed } from "./feed-parser.js";
import { htmlToText, safeLink } from "./html-text.js";

const date = new Date("2025-11-20T08:30:00Z");

describe("parseFeed: RSS 2.0", () => {
  it("maps title, link, dates, description, content and categories", () => {
    const xml = rssFeed([
      {
        title: "Regeringen presenterar budgeten",
        link: "https://www.svt.se/nyheter/inrikes/budget",
        date,
        descriptionCdata: "<p>Budgeten <b>läggs fram</b> i dag &amp; debatten börjar.</p>",
        contentEncoded: "<div><p>Hela texten.</p><script>alert(1)</script></div>",
        categories: ["Inrikes", "Politik"],
      },
    ]);
    expect(parseFeed(xml)).toEqual([
      {
        title: "Regeringen presenterar budgeten",
        link: "https://www.svt.se/nyheter/inrikes/budget",
        pubDate: "Thu, 20 Nov 2025 08:30:00 GMT",
        isoDate: "2025-11-20T08:30:00.000Z",
        description: "Budgeten läggs fram i dag & debatten börjar.",
        content: "Hela texten.",
        categories: ["Inrikes", "Politik"],
      },
    ]);
  });

  it("decodes entities once, whether escaped markup, numeric references or named HTML entities", () => {
    const xml = rssFeed([
      {
        title: "Sm&#229;land &amp; G&ouml;teborg",
        description: "<p>Fr&aring;n &quot;SVT&quot;&nbsp;&#8211; nu</p>",
        date,
      },
    ]);
    const [item] = parseFeed(xml);
    expect(item!.title).toBe("Småland & Göteborg");
    expect(item!.description).toBe('Från "SVT" – nu');
  });

  it("defaults a missing title to 'Untitled' and a missing or unsafe link to '#'", () => {
    const xml = rssFeed([
      { description: "Utan rubrik", date },
      { title: "Farlig länk", link: "javascript:alert(1)", date },
      { title: "Datalänk", link: "data:text/html,<b>x</b>", date },
      { title: "Relativ", link: "/nyheter/1", date },
      { title: "Blank", link: "   ", date },
    ]);
    const items = parseFeed(xml);
    expect(items.map((i) => i.title)).toEqual(["Untitled", "Farlig länk", "Datalänk", "Relativ", "Blank"]);
    expect(items.map((i) => i.link)).toEqual(["#", "#", "#", "#", "#"]);
    expect(parseFeed(xml, "https://www.svt.se/rss.xml")[3]!.link).toBe("https://www.svt.se/nyheter/1");
  });

  it("uses a permalink guid when there is no link", () => {
    const xml = `<rss version="2.0"><channel><item><title>A</title><guid>https://example.se/a</guid></item>
      <item><title>B</title><guid isPermaLink="false">https://example.se/b</guid></item></channel></rss>`;
    expect(parseFeed(xml).map((i) => i.link)).toEqual(["https://example.se/a", "#"]);
  });

  it("keeps items without a usable date, but without date fields", () => {
    const xml = rssFeed([{ title: "Odaterad" }, { title: "Trasigt datum", date: "igår vid lunch" }]);
    for (const item of parseFeed(xml)) {
      expect(item.pubDate).toBeUndefined();
      expect(item.isoDate).toBeUndefined();
    }
  });

  it("orders items newest first and keeps at most the item limit", () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      title: `Nyhet ${i}`,
      date: new Date(date.getTime() - (i % 2 === 0 ? i : 100 - i) * 60_000),
    }));
    const parsed = parseFeed(rssFeed(items));
    expect(parsed).toHaveLength(FEED_LIMITS.items);
    const times = parsed.map((i) => Date.parse(i.isoDate!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("reads markup written unescaped inside a description as text", () => {
    const xml = `<rss version="2.0"><channel><item><title>T</title><description><p>Hej <b>världen</b></p></description></item></channel></rss>`;
    const text = parseFeed(xml)[0]!.description!;
    expect(text).toContain("Hej");
    expect(text).toContain("världen");
    expect(text).not.toContain("<");
  });

  it("answers an empty list for a channel without items", () => {
    expect(parseFeed(rssFeed([]))).toEqual([]);
  });
});

describe("parseFeed: Atom and RSS 1.0", () => {
  it("maps an Atom entry: alternate link, published date, summary, category terms", () => {
    const xml = atomFeed([
      {
        title: "Kraftig storm <b>drar in</b>",
        link: "https://www.aftonbladet.se/nyheter/a/storm",
        date,
        description: "<p>SMHI varnar.</p>",
        categories: ["Väder"],
      },
    ]);
    expect(parseFeed(xml)).toEqual([
      {
        title: "Kraftig storm drar in",
        link: "https://www.aftonbladet.se/nyheter/a/storm",
        pubDate: "2025-11-20T08:30:00.000Z",
        isoDate: "2025-11-20T08:30:00.000Z",
        description: "SMHI varnar.",
        categories: ["Väder"],
        guid: expect.stringMatching(/^urn:uuid:/),
      },
    ]);
  });

  it("reads an RSS 1.0 (RDF) feed", () => {
    const xml = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>X</title></channel>
      <item><title>Ett</title><link>https://example.se/1</link><dc:date>2025-11-20T08:30:00Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(xml)).toEqual([
      {
        title: "Ett",
        link: "https://example.se/1",
        pubDate: "2025-11-20T08:30:00Z",
        isoDate: "2025-11-20T08:30:00.000Z",
        categories: [],
      },
    ]);
  });
});

describe("parseFeed: refusals", () => {
  it.each([
    ["unclosed tags", "<rss><channel><item><title>Hej</channel></rss>"],
    ["truncated document", rssFeed([{ title: "A", date }]).slice(0, 150)],
    ["HTML page", "<!doctype html><html><body>Not a feed</body></html>"],
    ["JSON", '{"items": []}'],
    ["empty", ""],
    ["another XML document", "<?xml version='1.0'?><note><to>Tove</to></note>"],
  ])("refuses %s", (_label, xml) => {
    expect(() => parseFeed(xml)).toThrow(FeedFormatError);
  });
});

describe("decodeFeedBody", () => {
  it("honours a Latin-1 declaration and strips a byte order mark", () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><item><title>Malmö</title></item></channel></rss>',
      "latin1",
    );
    expect(parseFeed(decodeFeedBody(latin1))[0]!.title).toBe("Malmö");
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rssFeed([{ title: "Åre" }]))]);
    expect(parseFeed(decodeFeedBody(bom, "application/rss+xml; charset=utf-8"))[0]!.title).toBe("Åre");
  });
});

describe("html helpers", () => {
  it("strips scripts, styles, comments and tags, and collapses whitespace", () => {
    expect(htmlToText("<style>p{}</style><p>Ett</p><!-- x --><br/>två<script>evil()</script>\n\n tre")).toBe(
      "Ett två tre",
    );
  });

  it("keeps only absolute http(s) links", () => {
    expect(safeLink("https://svt.se/a")).toBe("https://svt.se/a");
    expect(safeLink("HTTP://SVT.SE/a")).toBe("http://svt.se/a");
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "vbscript:x",
      "data:text/html,x",
      "file:///etc/passwd",
      "/relative",
      "",
    ]) {
      expect(safeLink(bad), bad).toBeUndefined();
    }
  });
});
