import { describe, expect, it } from "vitest";
import { expectLinearTime } from "#tests/support/linear-time.js";
import {
  AFTONBLADET_ARTICLE,
  AFTONBLADET_CLUTTER_TEXTS,
  aftonbladetArticlePage,
  expectedParagraphs,
  pageWithoutArticle,
  SVT_ARTICLE,
  SVT_CLUTTER_TEXTS,
  svtArticlePage,
  swedishFeedItems,
  swedishPageReplies,
} from "#tests/support/swedish-pages.js";
import { extractArticleText, MAX_PARAGRAPHS, MAX_TEXT_CHARS } from "./article-text.js";

const SVT_URL = "https://www.svt.se/nyheter/lokalt/vasterbotten/stormen-elin";
const AB_URL = "https://www.aftonbladet.se/nyheter/a/Xy12Ab/bostadspriserna-steg";

const page = (body: string, title = "Nyhet") =>
  `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

describe.each([
  { style: "SVT", html: svtArticlePage(), url: SVT_URL, article: SVT_ARTICLE, clutter: SVT_CLUTTER_TEXTS },
  {
    style: "Aftonbladet",
    html: aftonbladetArticlePage(),
    url: AB_URL,
    article: AFTONBLADET_ARTICLE,
    clutter: AFTONBLADET_CLUTTER_TEXTS,
  },
])("an article page in the style of $style", ({ html, url, article, clutter }) => {
  const extracted = extractArticleText(html, url);
  const text = extracted?.paragraphs.join("\n") ?? "";

  it("gives the lead and every body paragraph, in order, as plain text", () => {
    expect(extracted?.paragraphs).toEqual(expectedParagraphs(article));
    expect(extracted?.title).toBe(article.title);
    expect(extracted?.byline).toBe(article.author);
  });

  it("tells subheadings from paragraphs in its blocks", () => {
    expect(extracted?.blocks.map((b) => b.text)).toEqual(extracted?.paragraphs);
    const headings = article.paragraphs.flatMap((b) => (typeof b === "object" && "heading" in b ? [b.heading] : []));
    expect(extracted?.blocks.filter((b) => b.kind === "heading").map((b) => b.text)).toEqual(headings);
  });

  it.each(clutter)("leaves out %j", (clutterText) => {
    expect(text).not.toContain(clutterText);
  });

  it("keeps no markup, script or style", () => {
    expect(text).not.toMatch(/[<>]|&[a-z]+;|window\.|\{.*:.*\}/);
  });
});

describe("extractArticleText", () => {
  it("follows the page it is given (the builders take any article)", () => {
    const article = {
      title: "Ny cykelbana öppnar längs Göta älv",
      lead: "Den 4,2 kilometer långa cykelbanan mellan Lilla Bommen och Eriksberg öppnar på måndag, meddelar trafikkontoret i Göteborg.",
      paragraphs: [
        "Bygget har kostat 96 miljoner kronor och blev klart tre månader före tidsplanen.",
        "– Det här blir den snabbaste vägen över älven för tusentals pendlare, säger Lina Ek, projektledare.",
        { heading: "Fler banor planeras" },
        "Ytterligare två sträckor ska byggas före 2028, enligt kommunens cykelplan.",
      ],
    };
    expect(extractArticleText(svtArticlePage(article), SVT_URL)?.paragraphs).toEqual(
      expectedParagraphs({ ...SVT_ARTICLE, ...article }),
    );
    expect(extractArticleText(aftonbladetArticlePage(article), AB_URL)?.paragraphs).toEqual(
      expectedParagraphs({ ...AFTONBLADET_ARTICLE, ...article }),
    );
  });

  it("drops furniture by its text when the markup has no telling class names", () => {
    const html = page(
      `
      <article>
        <h1>Färjan till Gotland ställs in i tre dagar</h1>
        <p>Avgångarna mellan Nynäshamn och Visby ställs in från torsdag till lördag på grund av ett fel i ett av fartygets roder.</p>
        <p>Foto: Per Lund/TT</p>
        <p>Dela</p>
        <p>Annons</p>
        <p>Publicerad 12 mars 2025, 08.00</p>
        <p>Av Erik Nilsson</p>
        <p>Omkring 3&nbsp;000 resenärer berörs. De som har bokat resa får pengarna tillbaka<br>eller kan boka om utan kostnad.</p>
        <p><strong>LÄS MER:</strong> <a href="/a">Så många reste till Gotland i fjol</a></p>
        <h2>Relaterat</h2>
        <ul><li><a href="/b">Rederiet köper nytt fartyg</a></li><li><a href="/c">Färjepriserna höjs i sommar</a></li></ul>
        <p>– Vi beklagar verkligen det här, säger Ulla Berg, presschef på rederiet. Vi gör allt för att ta fram en ersättnings\u00ADfärja.</p>
        <p><a href="/d">Läs hela pressmeddelandet</a></p>
        <p>Har du tips? Mejla oss på tips@example.se</p>
        <p>Prenumerera på vårt nyhetsbrev om Gotland och få nyheterna i din inkorg.</p>
        <p>Vi använder cookies för att förbättra din upplevelse. Godkänn eller ändra dina inställningar.</p>
        <p>Se även till att spara kvittot från bokningen.</p>
        <p>TT</p>
      </article>`,
      "Färjan till Gotland ställs in i tre dagar",
    );
    expect(extractArticleText(html, "https://example.se/gotland")?.paragraphs).toEqual([
      "Avgångarna mellan Nynäshamn och Visby ställs in från torsdag till lördag på grund av ett fel i ett av fartygets roder.",
      "Omkring 3 000 resenärer berörs. De som har bokat resa får pengarna tillbaka eller kan boka om utan kostnad.",
      "– Vi beklagar verkligen det här, säger Ulla Berg, presschef på rederiet. Vi gör allt för att ta fram en ersättningsfärja.",
      "Se även till att spara kvittot från bokningen.",
    ]);
  });

  it("keeps a story whose wrapper happens to be named like furniture", () => {
    const article = { ...SVT_ARTICLE, paragraphs: SVT_ARTICLE.paragraphs.filter((p) => typeof p === "string") };
    const body = article.paragraphs.map((p) => `<p>${p}</p>`).join("");
    const html = page(
      `<div class="story has-related-links ad-free"><h1>${article.title}</h1><p>${article.lead}</p>${body}</div>`,
      article.title,
    );
    expect(extractArticleText(html, SVT_URL)?.paragraphs).toEqual(expectedParagraphs(article));
  });

  it("never lets scripts, styles or embeds into the text, even inside a paragraph", () => {
    const paragraphs = SVT_ARTICLE.paragraphs.filter((p) => typeof p === "string");
    const html = page(
      `<article><h1>${SVT_ARTICLE.title}</h1><p>${SVT_ARTICLE.lead}<script>alert("hej")</script></p>
      <style>p { color: red }</style><iframe src="https://evil.example/"><p>Inbäddat innehåll</p></iframe>
      ${paragraphs.map((p) => `<p>${p}<noscript>Aktivera JavaScript</noscript></p>`).join("")}</article>`,
      SVT_ARTICLE.title,
    );
    const extracted = extractArticleText(html, SVT_URL);
    expect(extracted?.paragraphs).toEqual([SVT_ARTICLE.lead, ...paragraphs]);
  });

  it("reads pages that leave out optional end tags (</p>, </li>)", () => {
    const html = svtArticlePage().replace(/<\/(p|li)>/g, "");
    expect(extractArticleText(html, SVT_URL)?.paragraphs).toEqual(expectedParagraphs(SVT_ARTICLE));
  });

  it("gives the paragraphs before the cut when the fetch cap cut the page mid-body", () => {
    const html = aftonbladetArticlePage();
    const cut = html.slice(0, html.indexOf("Samtidigt varnar"));
    expect(extractArticleText(cut, AB_URL)?.paragraphs).toEqual(expectedParagraphs(AFTONBLADET_ARTICLE).slice(0, 4));
  });

  it.each([
    ["a cookie consent wall", pageWithoutArticle("consent-wall")],
    ["a video clip with a one-line description", pageWithoutArticle("video")],
    ["a page with one short paragraph", page("<article><h1>Kort</h1><p>Mer information kommer.</p></article>")],
    ["a page with only navigation", page(`<nav><ul>${"<li><a href='/x'>Sport</a></li>".repeat(50)}</ul></nav>`)],
    ["an empty body", page("")],
  ])("answers null for %s (the caller falls back to the feed's summary)", (_, html) => {
    expect(extractArticleText(html, SVT_URL)).toBeNull();
  });

  it("finds the article behind each fake feed item, and none behind the others", () => {
    const replies = swedishPageReplies();
    const items = swedishFeedItems((path) => `https://www.example.se${path}`);
    const found = items.map((item) => {
      const body = replies[new URL(item.link!).pathname]?.body;
      return typeof body === "string" ? extractArticleText(body, item.link!)?.title : "missing page";
    });
    expect(found).toEqual([SVT_ARTICLE.title, undefined, AFTONBLADET_ARTICLE.title, undefined]);
  });
});

/** Deterministic "random" bytes, so a failure can be replayed. */
function garbageBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 0x2545f491;
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const longStory = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `<p>Stycke ${i}: ${"Kommunen meddelar att arbetet fortsätter. ".repeat(3)}</p>`,
  ).join("");

// Each case is measured several times (tests/support/linear-time.ts): a wider guard against a hang than 20 s.
describe("hostile or broken input", { timeout: 60_000 }, () => {
  it.each([
    ["5 MB of paragraphs", page(`<article>${longStory(40_000)}</article>`)],
    ["one 300 kB paragraph", page(`<article><p>${"ord ".repeat(75_000)}</p><p>${"mer ".repeat(100)}</p></article>`)],
    ["200,000 nested divs", page(`${"<div>".repeat(200_000)}text`)],
    ["50,000 nested spans in a paragraph", page(`<p>${"<span>".repeat(50_000)}text${"</span>".repeat(50_000)}</p>`)],
    ["300 nested sections around a story", page(`${"<section>".repeat(300)}<article>${longStory(8)}</article>`)],
    ["200,000 sibling elements", page("<b>x</b>".repeat(200_000))],
    ["no end tags at all", svtArticlePage().replace(/<\/[a-z0-9]+>/g, "")],
    ["an unterminated comment", `<!--${svtArticlePage()}`],
    ["an unterminated script", `<html><body><script>var a = "${svtArticlePage()}`],
    ["a page that is only a script", page(`<script>${"document.write('<p>hej</p>');".repeat(30_000)}</script>`)],
    ["binary garbage", garbageBytes(1_000_000).toString("utf8")],
    ["binary garbage read as Latin-1", garbageBytes(1_000_000).toString("latin1")],
    ["NUL bytes", "\u0000".repeat(100_000)],
    ["an attribute bomb", page(`<p ${"a=b ".repeat(200_000)}>x</p>`)],
    ["an unclosed attribute", `<html><body><p class="${svtArticlePage()}`],
    ["plain text", "Bara lite text utan någon markup alls. ".repeat(200)],
    ["an empty string", ""],
  ])("%s: no throw, no or bounded output, in linear time", async (_, html) => {
    // The input and its first sixteenth: the time may grow with the length, not faster (a ratio, which
    // does not depend on the machine; tests/support/linear-time.ts). What is checked is the whole input's.
    const { result: extracted } = await expectLinearTime((size) => {
      const part = html.slice(0, size);
      return () => extractArticleText(part, "https://example.se/");
    }, html.length);
    if (extracted === null) return;
    expect(extracted.paragraphs.length).toBeLessThanOrEqual(MAX_PARAGRAPHS);
    expect(extracted.paragraphs.join("").length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(extracted.paragraphs.join(" ")).not.toMatch(/[<>\uFFFD\p{Cc}]/u);
  });

  it("caps a very long story at the paragraph limit", () => {
    const extracted = extractArticleText(page(`<article>${longStory(1_000)}</article>`), "https://example.se/");
    expect(extracted?.paragraphs).toHaveLength(MAX_PARAGRAPHS);
    expect(extracted?.paragraphs[0]).toMatch(/^Stycke 0: Kommunen/);
  });

  it("caps a story's text at the character limit, at a word boundary", () => {
    const words = (n: number) => "Regeringen lägger fram förslaget ".repeat(n);
    const html = page(
      `<article>${Array.from({ length: 40 }, (_, i) => `<p>Del ${i}: ${words(100)}</p>`).join("")}</article>`,
    );
    const extracted = extractArticleText(html, "https://example.se/");
    const total = extracted?.paragraphs.join("").length ?? 0;
    expect(total).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(total).toBeGreaterThan(MAX_TEXT_CHARS - 1_000);
    expect(extracted?.paragraphs.at(-1)).toMatch(/(Regeringen|lägger|fram|förslaget)$/);
  });

  it("gives nothing for markup nested deeper than any article", () => {
    expect(extractArticleText(page(`${"<div>".repeat(2_000)}${longStory(10)}`), "https://example.se/")).toBeNull();
  });
});
