import { describe, expect, it } from "vitest";
import { isRenditionName, renditionName, renditionSrcSet } from "./image-renditions.js";

describe("image renditions", () => {
  it("names a rendition from its original's path", () => {
    expect(renditionName("/uploads/ab12.png", 400)).toBe("/uploads/ab12-w400.webp");
    expect(renditionName("demo/some-story-hero.webp", 1200)).toBe("demo/some-story-hero-w1200.webp");
    expect(isRenditionName("some-story-hero-w1200.webp")).toBe(true);
    expect(isRenditionName("some-story-hero.webp")).toBe(false);
  });

  it("offers the WebP renditions of our uploads as a srcset", () => {
    expect(renditionSrcSet("/uploads/ab12.jpg")).toBe(
      "/uploads/ab12-w400.webp 400w, /uploads/ab12-w800.webp 800w, /uploads/ab12-w1200.webp 1200w",
    );
    expect(renditionSrcSet("/uploads/demo/a-story-thumb.webp")).toContain("/uploads/demo/a-story-thumb-w800.webp 800w");
  });

  it("leaves out renditions wider than a slot needs", () => {
    expect(renditionSrcSet("/uploads/ab12.jpg", 800)).toBe(
      "/uploads/ab12-w400.webp 400w, /uploads/ab12-w800.webp 800w",
    );
  });

  it("derives the renditions of an upload linked through MEDIA_PUBLIC_URL (a CDN beside the bucket)", () => {
    expect(renditionSrcSet("https://cdn.example.com/media/0123456789abcdef01234567.jpg", 800)).toBe(
      "https://cdn.example.com/media/0123456789abcdef01234567-w400.webp 400w, " +
        "https://cdn.example.com/media/0123456789abcdef01234567-w800.webp 800w",
    );
  });

  it("leaves external pictures, other paths and renditions alone", () => {
    for (const path of [
      "https://images.example/photo.jpg",
      "https://cdn.example.com/0123456789abcdef01234567-w400.webp",
      "https://cdn.example.com/0123456789abcdef0123456.jpg",
      "javascript://x/0123456789abcdef01234567.jpg",
      "//cdn.example/uploads/a.png",
      "/images/a.png",
      "/uploads/a.svg",
      "/uploads/../secret.png",
      "/uploads/a.png?v=2",
      "/uploads/a-w400.webp",
    ]) {
      expect(renditionSrcSet(path), path).toBeUndefined();
    }
  });
});
