import type { MetaDescriptor } from "react-router";
import { IMAGE_SIZES } from "#shared/constants.js";
import type { Article } from "#shared/schemas/article.js";

const DESCRIPTION_MAX = 160;

/** An absolute URL for a path ("/uploads/x.webp") or an already absolute http(s) URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** A description for search results: whole words, at most 160 characters. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:]+$/, "")}…`;
}

export function pageTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

export interface SeoInput {
  publicUrl: string;
  siteName: string;
  /** The page's own title (the site name is appended). */
  title: string;
  description: string;
  /** Canonical path with any query that identifies the page ("/all-articles?page=2"). */
  path: string;
  image?: { url: string; width: number; height: number; alt: string } | null;
  type?: "website" | "article";
  article?: { publishedTime?: string | null; modifiedTime?: string; section?: string | null; author?: string };
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title, input.siteName);
  const url = absoluteUrl(input.publicUrl, input.path);
  const description = shortDescription(input.description);
  const image = input.image ? { ...input.image, url: absoluteUrl(input.publicUrl, input.image.url) } : null;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: input.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title || input.siteName },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title || input.siteName },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    meta.push(
      { property: "og:image", content: image.url },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image", content: image.url },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  if (input.article) {
    const { publishedTime, modifiedTime, section, author } = input.article;
    if (publishedTime) meta.push({ property: "article:published_time", content: publishedTime });
    if (modifiedTime) meta.push({ property: "article:modified_time", content: modifiedTime });
    if (section) meta.push({ property: "article:section", content: section });
    if (author) meta.push({ name: "author", content: author });
  }
  if (input.jsonLd) meta.push({ "script:ld+json": input.jsonLd as never });
  return meta;
}

/**
 * The `<link rel="alternate">` of a category's RSS feed ("Only News for Free — Politics (RSS)"), for its
 * page and its articles' pages; the site's own feeds are linked from every page (root.tsx).
 */
export function categoryFeedLink(category: { name: string; slug: string }, siteName: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteName} — ${category.name} (RSS)`,
    href: `/category/${encodeURIComponent(category.slug)}/rss.xml`,
  };
}

/** Meta for a page that answers 404: titled, never indexed. */
export function notFoundMeta(title: string, siteName: string): MetaDescriptor[] {
  return [{ title: pageTitle(title, siteName) }, { name: "robots", content: "noindex" }];
}

/** schema.org NewsArticle for an article page. */
export function newsArticleJsonLd(article: Article, site: { publicUrl: string; siteName: string }) {
  const url = absoluteUrl(site.publicUrl, `/articles/${article.slug}`);
  const images = [article.heroImage, article.thumbImage]
    .filter((i): i is string => Boolean(i))
    .map((i) => absoluteUrl(site.publicUrl, i));
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title,
    description: article.excerpt ?? undefined,
    image: images.length ? images : undefined,
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    articleSection: article.category?.name,
    inLanguage: "en",
    // A translation of another publication's story names the original.
    isBasedOn: article.sourceUrl ?? undefined,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "NewsMediaOrganization",
      name: site.siteName,
      url: absoluteUrl(site.publicUrl, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(site.publicUrl, "/favicon.svg") },
    },
  };
}

/** schema.org WebSite with the site search, for the front page. */
export function websiteJsonLd(site: { publicUrl: string; siteName: string; description: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.siteName,
    description: site.description,
    url: absoluteUrl(site.publicUrl, "/"),
    inLanguage: "en",
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(site.publicUrl, "/search")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The hero image as an Open Graph image. */
export function articleImage(article: Article) {
  const url = article.heroImage ?? article.thumbImage;
  if (!url) return null;
  const size = article.heroImage ? IMAGE_SIZES.hero : IMAGE_SIZES.thumb;
  return { url, ...size, alt: (article.heroImage && article.heroAlt) || article.title };
}
