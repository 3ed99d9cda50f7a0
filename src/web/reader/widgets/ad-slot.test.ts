import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublicAd } from "#shared/reader-api.js";
import { AdSlot } from "./ad-slot.js";

const render = (ad: PublicAd | null, fallback?: string) =>
  renderToStaticMarkup(createElement(AdSlot, { slotKey: "in-article-2", ad, fallback }));

describe("AdSlot", () => {
  it("shows nothing at all for a slot staff switched off, whatever its markup", () => {
    expect(render({ key: "in-article-2", enabled: false, html: "<p>Sale</p>" })).toBe("");
    expect(render({ key: "in-article-2", enabled: false, html: null })).toBe("");
    expect(render({ key: "in-article-2", enabled: false, html: null }, "fallback")).toBe("");
  });

  it("keeps the spec's placeholder for an enabled slot without markup and for a missing slot", () => {
    for (const ad of [{ key: "in-article-2", enabled: true, html: null }, null]) {
      const html = render(ad);
      expect(html).toContain("Advertisement Slot - in-article-2");
      expect(html).toContain("No ad content available");
      expect(html).toContain('data-ad-slot="in-article-2"');
    }
    expect(render({ key: "in-article-2", enabled: true, html: "" }, "fallback")).toContain("fallback");
  });

  it("injects an enabled slot's markup", () => {
    const html = render({ key: "in-article-2", enabled: true, html: "<p>Sale</p>" });
    expect(html).toContain('<div class="ad-slot-content min-h-[88px]"><p>Sale</p></div>');
    expect(html).not.toContain("Advertisement Slot");
  });
});
