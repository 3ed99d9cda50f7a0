import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleImage } from "./article-image.js";

type Props = Parameters<typeof ArticleImage>[0];
const render = (props: Partial<Props>) => {
  const html = renderToStaticMarkup(
    createElement(ArticleImage, {
      heroImage: null,
      thumbImage: null,
      alt: "",
      variant: "card",
      sizes: "400px",
      ...props,
    }),
  );
  return { html, img: attributes(html, "img") };
};

/** Attributes (names lower-cased, as HTML reads them) of the first element with this tag in the markup. */
function attributes(html: string, tag: string): Record<string, string> | undefined {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!element) return undefined;
  return Object.fromEntries(
    [...element[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );
}

describe("ArticleImage", () => {
  it("offers an uploaded hero as WebP renditions, eager and high priority, the original as src", () => {
    const { img } = render({
      heroImage: "/uploads/abc.jpg",
      thumbImage: "/uploads/def.png",
      alt: "A story",
      variant: "hero",
      sizes: "(min-width: 800px) 768px, 100vw",
    });
    expect(img).toMatchObject({
      srcset: "/uploads/abc-w400.webp 400w, /uploads/abc-w800.webp 800w, /uploads/abc-w1200.webp 1200w",
      sizes: "(min-width: 800px) 768px, 100vw",
    });
    expect(img).toMatchObject({ src: "/uploads/abc.jpg", width: "1200", height: "675", alt: "A story" });
    expect(img).toMatchObject({ loading: "eager", fetchpriority: "high" });
  });

  it("loads a card's thumbnail lazily and asynchronously, at the thumbnail's size", () => {
    const { img } = render({ heroImage: "/uploads/abc.jpg", thumbImage: "/uploads/demo/x-thumb.webp" });
    // A card is at most 400 CSS px wide: 800 px renditions cover double-density screens.
    expect(img?.srcset).toBe("/uploads/demo/x-thumb-w400.webp 400w, /uploads/demo/x-thumb-w800.webp 800w");
    expect(img).toMatchObject({ width: "400", height: "225", loading: "lazy", decoding: "async" });
    expect(img?.fetchpriority).toBeUndefined();
  });

  it("shows an external picture as it is, without renditions", () => {
    const { html, img } = render({ heroImage: "https://images.example/a.jpg", variant: "hero" });
    expect(html.toLowerCase()).not.toContain("srcset");
    expect(img?.src).toBe("https://images.example/a.jpg");
  });

  it("shows a card without a thumbnail the hero's 400 px rendition, at the thumbnail's size", () => {
    const { img } = render({ heroImage: "/uploads/abc.jpg" });
    expect(img).toMatchObject({ src: "/uploads/abc-w400.webp", width: "400", height: "225" });
    expect(img?.srcset).toBe("/uploads/abc-w400.webp 400w, /uploads/abc-w800.webp 800w");
  });

  it("renders nothing without a picture: no empty panel stands in for one", () => {
    expect(render({ variant: "hero" }).html).toBe("");
    expect(render({ variant: "card" }).html).toBe("");
  });
});
