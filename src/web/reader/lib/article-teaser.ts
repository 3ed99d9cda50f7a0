import type { Article } from "#shared/schemas/article.js";
import { shortenAtWord } from "#shared/text.js";

/** A grid card clamps its excerpt to three lines (about 150 characters): no need to send more. */
export const TEASER_EXCERPT_MAX = 180;
/**
 * Carousel cards clamp their excerpt to two lines, 352 px wide on a featured card (about 105 characters
 * fit), 272 px on the others (about 80): these lengths still overflow them, so the clamp and its ellipsis
 * look the same as with the whole excerpt.
 */
export const CAROUSEL_EXCERPT_MAX = { featured: 150, strip: 120 } as const;

/**
 * What a story card shows, and no more: loaders send teasers rather than whole articles, since every
 * field they return is also serialised into the page for hydration (the home page lists 50 or more).
 * Absent pictures are left out rather than sent as null.
 */
export interface ArticleTeaser {
  slug: string;
  title: string;
  /** The excerpt, shortened to what a card can show. */
  excerpt: string | null;
  author: string;
  category: { name: string; slug: string } | null;
  /** Only when there is no thumbnail: a card shows the thumbnail, else the hero picture. */
  heroImage?: string;
  thumbImage?: string;
  /** The editor's description of the hero picture, when there is one (else the picture is decorative). */
  imageAlt?: string;
  /** When it was published (or, for an article without that date, created). */
  date: string;
}

export function toTeaser(article: Article, excerptMax = TEASER_EXCERPT_MAX): ArticleTeaser {
  const { slug, title, excerpt, author, category, heroImage, thumbImage, heroAlt } = article;
  const teaser: ArticleTeaser = {
    slug,
    title,
    excerpt: excerpt && shortenAtWord(excerpt, excerptMax),
    author,
    category: category && { name: category.name, slug: category.slug },
    date: article.publishedAt ?? article.createdAt,
  };
  if (thumbImage) teaser.thumbImage = thumbImage;
  else if (heroImage) teaser.heroImage = heroImage;
  if (heroImage && heroAlt) teaser.imageAlt = heroAlt;
  return teaser;
}

export const toTeasers = (articles: Article[]) => articles.map((article) => toTeaser(article));

/**
 * Teasers for carousels, one object per article (and per category) however often it appears on the page:
 * a featured story is often in its category's strip too, and a strip's stories share their category. The
 * hydration data then refers to the one copy instead of repeating it. Ask for the featured stories first:
 * a strip reuses their longer excerpts, not the other way round.
 */
export function carouselTeasers(): (
  articles: Article[],
  variant: keyof typeof CAROUSEL_EXCERPT_MAX,
) => ArticleTeaser[] {
  const teasers = new Map<number, { teaser: ArticleTeaser; excerptMax: number }>();
  const categories = new Map<string, ArticleTeaser["category"]>();
  return (articles, variant) => {
    const excerptMax = CAROUSEL_EXCERPT_MAX[variant];
    return articles.map((article) => {
      const made = teasers.get(article.id);
      if (made && made.excerptMax >= excerptMax) return made.teaser;
      const teaser = toTeaser(article, excerptMax);
      if (teaser.category) {
        const shared = categories.get(teaser.category.slug);
        if (shared) teaser.category = shared;
        else categories.set(teaser.category.slug, teaser.category);
      }
      teasers.set(article.id, { teaser, excerptMax });
      return teaser;
    });
  };
}
