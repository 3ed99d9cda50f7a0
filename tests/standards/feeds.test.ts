import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { findFeedparserPython } from "../../scripts/test-tools.mjs";
import type { Category } from "#shared/schemas/category.js";
import { makeArticle, makeCategory } from "../support/factories.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * The site's feed read by a real feed reader's parser we did not write: Python's feedparser (Debian's
 * python3-feedparser), as used by many readers and aggregators (issue 17). `bozo` is its flag for a feed
 * that is not well-formed or not what its Content-Type says. The site's RSS feeds are /rss.xml and one per
 * category (the sitemaps are not feeds; the JSON Feeds are checked against their spec in seo.routes.test.ts).
 */
const PARSE = `
import json, sys, feedparser
d = feedparser.parse(sys.stdin.buffer.read(), response_headers={"content-type": sys.argv[1]})
print(json.dumps({
    "bozo": int(bool(d.bozo)),
    "bozo_exception": repr(d.get("bozo_exception")) if d.bozo else None,
    "version": d.get("version"),
    "title": d.feed.get("title"),
    "link": d.feed.get("link"),
    "entries": [{
        "title": e.get("title"),
        "link": e.get("link"),
        "id": e.get("id"),
        "published": e.get("published"),
        "published_parsed": list(e.published_parsed[:6]) if e.get("published_parsed") else None,
        "summary": e.get("summary"),
    } for e in d.entries],
}))
`;

interface Parsed {
  bozo: number;
  bozo_exception: string | null;
  version: string;
  title: string;
  link: string;
  entries: {
    title?: string;
    link?: string;
    id?: string;
    published?: string;
    published_parsed?: number[] | null;
    summary?: string;
  }[];
}

function feedparserPython(): string {
  const python = findFeedparserPython();
  if (!python) {
    throw new Error(
      "No Python 3 with feedparser (FEEDPARSER_PYTHON if set, else /usr/bin/python3, python3 on PATH). Install Debian's " +
        "python3-feedparser: `sudo apt-get install -y python3-feedparser` (node scripts/ensure-test-tools.mjs does " +
        "it when run as root), or `python3 -m pip install feedparser`",
    );
  }
  return python;
}

async function parse(body: string, contentType: string): Promise<Parsed> {
  const child = promisify(execFile)(feedparserPython(), ["-c", PARSE, contentType], { timeout: 30_000 });
  child.child.stdin!.end(body);
  const { stdout } = await child;
  return JSON.parse(stdout) as Parsed;
}

const PUBLIC_URL = "https://news.onlynewsforfree.test";
/** Titles that need escaping, non-ASCII letters and a character XML cannot carry at all. */
const TRICKY = ['Kött & "fisk" <i>på</i> menyn', "Malmö's mayor: 5 < 7 — and ]]> too", "Umeå\u0001 control character"];

const t = setupTestApp({ env: { PUBLIC_URL } });
let category: Category;
beforeAll(async () => {
  category = await makeCategory(t.app, { name: "Sweden & Nordics" });
  const other = await makeCategory(t.app, { name: "Elsewhere" });
  await makeArticle(t.app, { title: "In another category", slug: "elsewhere", categoryId: other.id });
  for (const [i, title] of TRICKY.entries()) {
    await makeArticle(t.app, {
      title,
      slug: `tricky-${i}`,
      categoryId: category.id,
      excerpt: `Excerpt <b>${i}</b> & more`,
      heroImage: i === 0 ? "/uploads/abc.webp" : null,
    });
  }
  await makeArticle(t.app, { title: "An unpublished draft", slug: "a-draft", published: false });
});

describe("/rss.xml in feedparser", () => {
  it("parses cleanly (bozo 0) as RSS 2.0, every entry with title, link and a parsed publication date", async () => {
    const response = await t.app.inject({ url: "/rss.xml" });
    expect(response.statusCode).toBe(200);
    const contentType = String(response.headers["content-type"]);
    const feed = await parse(response.body, contentType);

    expect(feed.bozo, `feedparser: ${feed.bozo_exception}`).toBe(0);
    expect(feed.version).toBe("rss20");
    expect(feed.title).toBe("Only News for Free");
    expect(feed.link).toBe(`${PUBLIC_URL}/`);
    expect(feed.entries).toHaveLength(TRICKY.length + 1);
    for (const entry of feed.entries.filter((e) => e.title !== "In another category")) {
      expect(entry.title, JSON.stringify(entry)).toEqual(expect.any(String));
      expect(entry.link, JSON.stringify(entry)).toMatch(new RegExp(`^${PUBLIC_URL}/articles/tricky-\\d$`));
      expect(entry.published, JSON.stringify(entry)).toEqual(expect.any(String));
      expect(entry.published_parsed, JSON.stringify(entry)).toHaveLength(6);
      // The excerpt is plain text and the summary is HTML: its <b> is shown as written, never made bold.
      expect(entry.summary, JSON.stringify(entry)).toMatch(/^Excerpt &lt;b&gt;\d&lt;\/b&gt; &amp; more$/);
    }
    // The text comes back as written, escaping undone; the control character is dropped.
    expect(feed.entries.map((e) => e.title).sort()).toEqual(
      [TRICKY[0], TRICKY[1], "Umeå control character", "In another category"].sort(),
    );
    expect(feed.entries.some((e) => e.title === "An unpublished draft")).toBe(false);
  });

  it("a category's feed (/category/{slug}/rss.xml) parses cleanly too, with that category's entries only", async () => {
    const response = await t.app.inject({ url: `/category/${category.slug}/rss.xml` });
    expect(response.statusCode).toBe(200);
    const feed = await parse(response.body, String(response.headers["content-type"]));
    expect(feed.bozo, `feedparser: ${feed.bozo_exception}`).toBe(0);
    expect(feed.version).toBe("rss20");
    expect(feed.title).toBe("Only News for Free — Sweden & Nordics");
    expect(feed.link).toBe(`${PUBLIC_URL}/category/${category.slug}`);
    expect(feed.entries.map((e) => e.title).sort()).toEqual([TRICKY[0], TRICKY[1], "Umeå control character"].sort());
    for (const entry of feed.entries) expect(entry.published_parsed, JSON.stringify(entry)).toHaveLength(6);
  });

  it("the check can fail: a broken feed is bozo", async () => {
    const feed = await parse('<rss version="2.0"><channel><title>x &</title></channel>', "application/rss+xml");
    expect(feed.bozo).toBe(1);
  });
});
