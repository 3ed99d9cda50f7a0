import type { BodyNode } from "article-markup";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BodyBlock } from "./body-nodes.js";

const html = (node: BodyNode) => renderToStaticMarkup(createElement(BodyBlock, { node }));

describe("BodyBlock", () => {
  it("renders a plain paragraph exactly as plain bodies always were, with its line breaks and links", () => {
    expect(html({ t: "p", c: ["One", { t: "br" }, "see ", { t: "a", href: "https://svt.se", c: ["svt.se"] }] })).toBe(
      '<p class="mb-6">One<br/>see <a href="https://svt.se">svt.se</a></p>',
    );
  });

  it("renders headings, lists, quotes and figures with their pictures' attributes, lazily", () => {
    expect(html({ t: "ol", start: 3, c: [{ t: "li", c: [{ t: "strong", c: ["a"] }] }] })).toBe(
      '<ol start="3"><li><strong>a</strong></li></ol>',
    );
    expect(
      html({
        t: "figure",
        c: [
          { t: "img", src: "/uploads/a.png", alt: "A", width: 900, height: 600 },
          { t: "figcaption", c: ["Cap"] },
        ],
      }),
    ).toBe(
      '<figure><img src="/uploads/a.png" width="900" height="600" alt="A" loading="lazy" decoding="async"/><figcaption>Cap</figcaption></figure>',
    );
  });

  it("renders text as text, and no element outside the allowed ones, nor attributes beyond a picture's", () => {
    expect(html({ t: "p", c: ["<script>alert(1)</script>"] })).toBe(
      '<p class="mb-6">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    const hostile = { t: "script", c: ["alert(1)"] } as unknown as BodyNode;
    expect(html(hostile)).toBe("");
    const handler = { t: "img", src: "/uploads/a.png", onerror: "alert(1)" } as unknown as BodyNode;
    expect(html(handler)).not.toContain("onerror");
  });

  it("turns a tree of any depth into React elements without overflowing the stack", () => {
    // React's own rendering copes with depth in its own way; this is the conversion the page does first.
    let node: BodyNode = "deep";
    for (let i = 0; i < 100_000; i++) node = { t: "em", c: [node] };
    let element = BodyBlock({ node: { t: "p", c: [node] } }) as ReactElement<{ children?: ReactNode[] }>;
    let depth = 0;
    while (typeof element === "object") {
      element = element.props.children![0] as ReactElement<{ children?: ReactNode[] }>;
      depth += 1;
    }
    expect([depth, element]).toEqual([100_001, "deep"]);
  });
});
