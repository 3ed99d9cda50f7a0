import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CATEGORY_COLORS } from "#shared/category-colors.js";

const css = fs.readFileSync(new URL("./app.css", import.meta.url), "utf8");

/** The custom properties one rule block of app.css sets, found by its selector text. */
function propertiesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`app.css has no rule for ${selector}`);
  const block = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
}

describe("app.css category colours", () => {
  it("paints badges in the colours of src/shared/category-colors.ts", () => {
    for (const [slug, { base }] of Object.entries(CATEGORY_COLORS)) {
      const selector = slug === "others" ? ".category-badge" : `[data-category="${slug}"]`;
      expect(propertiesOf(selector), slug).toEqual({ "--category-base": base });
    }
  });
});
