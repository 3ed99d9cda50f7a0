import { PassThrough } from "node:stream";
import { createElement, type ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageAssetsContext } from "#web/ui/page-assets.js";
import { ReplyControl } from "../page-parts/comments/reply-control.js";
import { Island, IslandRoot, islandPrefix } from "./island.js";

const assets = { nonce: "n", readerScripts: null, renderIsland: renderToString };
const page = (...children: ReactNode[]) =>
  createElement(PageAssetsContext.Provider, { value: assets }, createElement("main", null, ...children));

function decode(attribute: string): string {
  return attribute
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** Each island container in `html`: its attributes (decoded) and its inner HTML. */
function containers(html: string) {
  const found = [...html.matchAll(/<(\w+)([^>]*\bdata-island="[^"]*"[^>]*)>/g)];
  return found.map((match) => {
    const attrs = Object.fromEntries(
      [...match[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
    );
    const start = match.index! + match[0].length;
    const end = html.indexOf(`</${match[1]}>`, start);
    return { tag: match[1], attrs, inner: html.slice(start, end) };
  });
}

function streamed(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        out.on("end", () => resolve(Buffer.concat(chunks).toString()));
        pipe(out);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

describe("Island on the server", () => {
  it("renders a container naming its component, its id and its props, around the component's own root", () => {
    const props = { slug: "a-story", parentId: 7, name: "Anna" };
    const html = renderToString(
      page(
        createElement(Island<"reply">, {
          name: "reply",
          props,
          className: "reply-box",
          attributes: { "data-testid": "r" },
        }),
      ),
    );
    const [box] = containers(html);
    expect(box?.tag).toBe("div");
    expect(box?.attrs).toMatchObject({ "data-island": "reply", class: "reply-box", "data-testid": "r" });
    expect(JSON.parse(box!.attrs["data-island-props"]!)).toEqual(props);
    const id = box!.attrs["data-island-id"]!;
    // Exactly what the browser's hydrateRoot for this container renders.
    expect(box!.inner).toBe(
      renderToString(createElement(IslandRoot, null, createElement(ReplyControl, props)), {
        identifierPrefix: islandPrefix(id),
      }),
    );
  });

  it("carries hostile props through the attribute unchanged, with nothing to break out of", () => {
    const name = `</script><script>alert(1)</script>" onmouseover="x" &amp; ' \u2028\u2029 <img src=x onerror=alert(1)>`;
    const html = renderToString(
      page(createElement(Island<"reply">, { name: "reply", props: { slug: "s", parentId: 1, name } })),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    const [box] = containers(html);
    expect(JSON.parse(box!.attrs["data-island-props"]!)).toEqual({ slug: "s", parentId: 1, name });
  });

  it("gives each island its own id prefix, so useId values are the island's own and never collide", () => {
    const html = renderToString(
      page(
        createElement(Island<"search-form">, { name: "search-form", props: { label: "One" } }),
        createElement(Island<"search-form">, { name: "search-form", props: { label: "Two" } }),
      ),
    );
    const boxes = containers(html);
    expect(boxes).toHaveLength(2);
    const [a, b] = boxes.map((box) => box.attrs["data-island-id"]!);
    expect(a).not.toBe(b);
    for (const box of boxes) {
      const prefix = islandPrefix(box.attrs["data-island-id"]!);
      const inputId = /<input id="([^"]+)"/.exec(box.inner)?.[1];
      // React writes the prefix into every useId value (as `_${prefix}R_…_`).
      expect(inputId).toContain(prefix);
      expect(box.inner).toContain(`for="${inputId}"`);
    }
    // The same render twice gives the same HTML: ids are stable for a render.
    expect(
      renderToString(page(createElement(Island<"search-form">, { name: "search-form", props: { label: "One" } }))),
    ).toBe(
      renderToString(page(createElement(Island<"search-form">, { name: "search-form", props: { label: "One" } }))),
    );
  });

  it("renders islands inside a streamed page render, as entry.server.tsx does", async () => {
    const html = await streamed(
      page(
        createElement("h1", null, "Page"),
        createElement(Island<"search-form">, { name: "search-form", props: { label: "Search" } }),
        createElement(Island<"reply">, { name: "reply", props: { slug: "s", parentId: 2, name: "B" } }),
        createElement("p", null, "after"),
      ),
    );
    const boxes = containers(html);
    expect(boxes.map((box) => box.attrs["data-island"])).toEqual(["search-form", "reply"]);
    expect(boxes[0]!.inner).toContain('role="search"');
    expect(boxes[1]!.inner).toContain("Reply");
    expect(html).toContain("<p>after</p>");
  });

  it("without a server renderer (a render in the browser) renders the component live inside the container", () => {
    const html = renderToString(createElement(Island<"search-form">, { name: "search-form", props: { label: "L" } }));
    const [box] = containers(html);
    expect(box!.attrs["data-island"]).toBe("search-form");
    expect(box!.inner).toContain('aria-label="L"');
  });
});
