import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_NAMES, Icon, IconSprite } from "./icon.js";

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
const sprite = renderToStaticMarkup(createElement(IconSprite));

/** The <svg> element's own attributes, and what is inside it. */
function parts(svg: string) {
  const [, attributes, inner] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg)!;
  return { attributes: attributes!, inner: inner! };
}
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

describe("Icon", () => {
  it.each(ICON_NAMES)(
    "%s draws what lucide-react draws, with its classes, hidden from assistive technology",
    (name) => {
      const lucide = parts(
        renderToStaticMarkup(createElement(icons[pascal(name) as keyof typeof icons], { className: "h-4 w-4" })),
      );
      const ours = parts(renderToStaticMarkup(createElement(Icon, { name, className: "h-4 w-4" })));
      expect(attribute(ours.attributes, "class")).toBe(attribute(lucide.attributes, "class"));
      expect(attribute(ours.attributes, "aria-hidden")).toBe("true");
      // No stroke attributes of its own: app.css's `.lucide:not([stroke])` gives lucide's stroke.
      expect(attribute(ours.attributes, "stroke")).toBeUndefined();
      const use = /^<use href="#(icon-[\w-]+)"><\/use>$/.exec(ours.inner);
      const drawing = use
        ? new RegExp(`<symbol id="${use[1]}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite)?.[1]
        : ours.inner;
      if (!use) expect(attribute(ours.attributes, "viewBox")).toBe("0 0 24 24");
      expect(drawing).toBe(lucide.inner);
    },
  );

  it("draws the icons that repeat on a page once, in the sprite", () => {
    for (const name of ["chevron-left", "chevron-right", "pause", "play", "arrow-right", "search"] as const) {
      expect(renderToStaticMarkup(createElement(Icon, { name, className: "h-5 w-5" }))).toContain(
        `<use href="#icon-${name}">`,
      );
      expect(sprite).toContain(`<symbol id="icon-${name}"`);
    }
    expect(parts(sprite).attributes).toContain('aria-hidden="true"');
  });
});
