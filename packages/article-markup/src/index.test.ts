import { describe, expect, it } from "vitest";
import { type BodyNode, type BodyOptions, imageSources, isSafeLinkUrl, nodeText, renderBody } from "./index.js";

const bodyBlocks = (body: string, format: "text" | "markdown", options?: BodyOptions) =>
  renderBody(body, format, options).blocks;

const uploads = { image: (src: string) => (src.startsWith("/uploads/") ? { src } : null) };
const md = (body: string) => bodyBlocks(body, "markdown", uploads);

/** How deep a tree goes, counted without recursion: some trees under test are built to be deep. */
function depthOf(nodes: BodyNode[]): number {
  let deepest = 0;
  const pending = nodes.map((node) => ({ node, depth: 1 }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.node === "string") continue;
    deepest = Math.max(deepest, next.depth);
    for (const child of next.node.c ?? []) pending.push({ node: child, depth: next.depth + 1 });
  }
  return deepest;
}

/** Every element of a tree, depth first. */
function elements(nodes: BodyNode[]): Exclude<BodyNode, string>[] {
  return nodes.flatMap((n) => (typeof n === "string" ? [] : [n, ...elements(n.c ?? [])]));
}

describe("plain text bodies", () => {
  it("are paragraphs split on blank lines, as the spec has always rendered them", () => {
    expect(bodyBlocks("First one.\n\n  Second one.  \r\n\r\n\n\nThird.", "text")).toEqual([
      { t: "p", c: ["First one."] },
      { t: "p", c: ["Second one."] },
      { t: "p", c: ["Third."] },
    ]);
    expect(bodyBlocks("  \n\n ", "text")).toEqual([]);
  });

  it("keep a single line break as a line break", () => {
    expect(bodyBlocks("Line one\nline two\r\nline three", "text")).toEqual([
      { t: "p", c: ["Line one", { t: "br" }, "line two", { t: "br" }, "line three"] },
    ]);
  });

  it("turn bare http(s) addresses into links, leaving the punctuation after them", () => {
    expect(bodyBlocks("Read https://www.svt.se/nyheter/a?b=1. Or http://example.com", "text")).toEqual([
      {
        t: "p",
        c: [
          "Read ",
          { t: "a", href: "https://www.svt.se/nyheter/a?b=1", c: ["https://www.svt.se/nyheter/a?b=1"] },
          ". Or ",
          { t: "a", href: "http://example.com", c: ["http://example.com"] },
        ],
      },
    ]);
  });

  it("read Markdown and HTML as the characters they are", () => {
    const text = "**not bold** <script>alert(1)</script> [x](javascript:alert(1)) &amp;";
    expect(bodyBlocks(text, "text")).toEqual([{ t: "p", c: [text] }]);
  });

  it("never link a javascript: or data: address", () => {
    const nodes = bodyBlocks("javascript:alert(1) data:text/html,<b>x</b> ftp://example.com/x", "text");
    expect(elements(nodes).filter((e) => e.t === "a")).toEqual([]);
  });
});

describe("Markdown bodies", () => {
  it("render the subset: headings, bold, italic, links, lists, quotes", () => {
    const blocks = md(
      [
        "## Section",
        "### Sub",
        "Some **bold** and *italic* and a [link](https://example.com/a).",
        "- one\n- two",
        "3. three\n4. four",
        "> A quote",
      ].join("\n\n"),
    );
    expect(blocks).toEqual([
      { t: "h2", c: ["Section"] },
      { t: "h3", c: ["Sub"] },
      {
        t: "p",
        c: [
          "Some ",
          { t: "strong", c: ["bold"] },
          " and ",
          { t: "em", c: ["italic"] },
          " and a ",
          { t: "a", href: "https://example.com/a", c: ["link"] },
          ".",
        ],
      },
      {
        t: "ul",
        c: [
          { t: "li", c: ["one"] },
          { t: "li", c: ["two"] },
        ],
      },
      {
        t: "ol",
        start: 3,
        c: [
          { t: "li", c: ["three"] },
          { t: "li", c: ["four"] },
        ],
      },
      { t: "blockquote", c: [{ t: "p", c: ["A quote"] }] },
    ]);
  });

  it("keep the page's title its only h1: # becomes h2, #### and deeper h3", () => {
    expect(md("# One\n\n#### Four\n\n###### Six").map((b) => (b as { t: string }).t)).toEqual(["h2", "h3", "h3"]);
  });

  it("keep a single line break as a line break, as plain bodies do", () => {
    expect(md("one\ntwo")).toEqual([{ t: "p", c: ["one", { t: "br" }, "two"] }]);
  });

  it("show an uploaded image alone in its paragraph as a figure, its title as the caption", () => {
    expect(md('![A ferry in ice](/uploads/abc.jpg "The ferry at Vaxholm. Photo: TT")')).toEqual([
      {
        t: "figure",
        c: [
          { t: "img", src: "/uploads/abc.jpg", alt: "A ferry in ice" },
          { t: "figcaption", c: ["The ferry at Vaxholm. Photo: TT"] },
        ],
      },
    ]);
    expect(md("![Alt only](/uploads/abc.jpg)")).toEqual([
      { t: "figure", c: [{ t: "img", src: "/uploads/abc.jpg", alt: "Alt only" }] },
    ]);
  });

  it("show an image the caller does not allow as its alt text only", () => {
    expect(md("![tracking pixel](https://evil.example/p.gif)")).toEqual([{ t: "p", c: ["tracking pixel"] }]);
  });

  it("links bare addresses, as plain bodies do", () => {
    expect(md("See https://svt.se now")).toEqual([
      { t: "p", c: ["See ", { t: "a", href: "https://svt.se", c: ["https://svt.se"] }, " now"] },
    ]);
  });

  it("leave features outside the subset as text: code, tables, raw HTML", () => {
    const blocks = md("`code` and <b>bold</b>\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(blocks).toEqual([
      { t: "p", c: ["`code` and <b>bold</b>"] },
      { t: "p", c: ["| a | b |", { t: "br" }, "|---|---|", { t: "br" }, "| 1 | 2 |"] },
    ]);
  });
});

describe("hostile Markdown", () => {
  const hrefs = (body: string) =>
    elements(md(body))
      .filter((e) => e.t === "a")
      .map((e) => e.href);

  it.each([
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x]( javascript:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](&#x6A;avascript:alert(1))",
    "[x](java&#09;script:alert(1))",
    "[x](javascript&colon;alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](vbscript:msgbox(1))",
    "[x](file:///etc/passwd)",
    "<javascript:alert(1)>",
  ])("never makes a link of %s", (body) => {
    for (const href of hrefs(body)) expect(isSafeLinkUrl(href!)).toBe(true);
    expect(hrefs(body).some((h) => /script|data:|file:/i.test(h!.replace(/%[0-9a-f]{2}/gi, "")))).toBe(false);
  });

  it("keeps http(s), mailto and relative links", () => {
    expect(hrefs("[a](https://x.se/) [b](http://x.se) [c](mailto:desk@example.com) [d](/about) [e](#top)")).toEqual([
      "https://x.se/",
      "http://x.se",
      "mailto:desk@example.com",
      "/about",
      "#top",
    ]);
  });

  it("passes no raw HTML: script, img onerror and iframes stay text", () => {
    const body =
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="//evil.example"></iframe>';
    const blocks = md(body);
    expect(elements(blocks).map((e) => e.t)).toEqual(["p", "p", "p"]);
    expect(blocks.map(nodeText)).toEqual([
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<iframe src="//evil.example"></iframe>',
    ]);
  });

  it("decodes entities to the characters they name, which then stay text", () => {
    expect(md("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;")).toEqual([
      { t: "p", c: ['<script>alert(1)</script> & "'] },
    ]);
  });

  it("gives an image's alt and title only as text", () => {
    const [figure] = md('![x" onerror="alert(1)](/uploads/a.png "<b>cap</b>")');
    expect(figure).toEqual({
      t: "figure",
      c: [
        { t: "img", src: "/uploads/a.png", alt: 'x" onerror="alert(1)' },
        { t: "figcaption", c: ["<b>cap</b>"] },
      ],
    });
  });

  it("refuses images from javascript: or data: addresses whatever the caller allows", () => {
    const everything = { image: (src: string) => ({ src }) };
    const nodes = bodyBlocks("![a](javascript:alert(1)) ![b](data:image/png;base64,AAAA)", "markdown", everything);
    expect(elements(nodes).filter((e) => e.t === "img")).toEqual([]);
  });

  it("stops nesting at a depth, so a deep quote cannot overflow the renderer", () => {
    const deepest = (nodes: BodyNode[]): number =>
      Math.max(0, ...nodes.map((n) => (typeof n === "string" ? 0 : 1 + deepest(n.c ?? []))));
    expect(deepest(md(`${">".repeat(5000)} deep`))).toBeLessThanOrEqual(25);
    expect(deepest(md(`${"- ".repeat(5000)}deep`))).toBeLessThanOrEqual(25);
  });

  const nestedList = Array.from({ length: 400 }, (_, i) => `${" ".repeat(i * 2)}- item`).join("\n");
  it.each([
    ["65,000 lines", "a\n".repeat(65_000)],
    ["65,000 open brackets", "[\n".repeat(65_000)],
    ["65,000 bold marks", "**a\n".repeat(65_000)],
    ["65,000 quote marks", "> ".repeat(65_000)],
    ["65,000 list marks", "- ".repeat(65_000)],
    ["400 nested lists", nestedList],
    ["130,000 stars", "*".repeat(130_000)],
    ["20,000 nested emphases", `${"*".repeat(20_000)}a${"*".repeat(20_000)}`],
    ["20,000 nested emphases of words", `${"_a ".repeat(20_000)}b${" c_".repeat(20_000)}`],
    ["10,000 nested links and emphases", `${"*a [b ".repeat(10_000)}c${"](/x) d*".repeat(10_000)}`],
  ])("renders %s without overflowing the stack, as a tree of bounded depth", (_name, body) => {
    const { blocks, words } = renderBody(body, "markdown", uploads);
    // Bounded, because whatever takes the tree further (JSON, the page's data, React) may recurse.
    expect(depthOf(blocks)).toBeLessThanOrEqual(45);
    expect(words).toBeGreaterThanOrEqual(0);
    expect(() => JSON.stringify(blocks)).not.toThrow();
    expect(() => imageSources(body, "markdown")).not.toThrow();
  });

  it("keeps the words of emphasis nested too deep, as text", () => {
    const body = `${"*a ".repeat(100)}b${" c*".repeat(100)}`;
    const { blocks, words } = renderBody(body, "markdown");
    expect(depthOf(blocks)).toBeLessThanOrEqual(25);
    expect(words).toBe(201);
    expect(nodeText(blocks[0]!)).toBe(`${"a ".repeat(100)}b${" c".repeat(100)}`);
  });
});

describe("imageSources", () => {
  it("lists every image a Markdown body names, and none of a plain body", () => {
    expect(imageSources("![a](/uploads/a.png)\n\n- ![b](https://x.se/b.png)", "markdown")).toEqual([
      "/uploads/a.png",
      "https://x.se/b.png",
    ]);
    expect(imageSources("![a](/uploads/a.png)", "text")).toEqual([]);
  });
});

describe("nodeText", () => {
  it("gives the words without markup", () => {
    expect(md("## A *b*\n\n- c\n- [d](/e)").map(nodeText)).toEqual(["A b", "c\nd"]);
  });

  it("reads a tree of any depth without overflowing the stack", () => {
    let node: BodyNode = "deep";
    for (let i = 0; i < 100_000; i++) node = { t: i % 2 ? "em" : "blockquote", c: [node] };
    expect(nodeText({ t: "blockquote", c: [node, { t: "p", c: ["end"] }] })).toBe("deep\nend");
  });
});
