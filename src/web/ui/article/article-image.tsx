import { IMAGE_SIZES } from "#shared/constants.js";
import { renditionName, renditionSrcSet } from "#shared/image-renditions.js";
import { cn } from "../cn.js";

interface Props {
  heroImage: string | null;
  thumbImage: string | null;
  alt: string;
  /** "hero": the article's main picture (eager, high priority); "card": a lazy thumbnail. */
  variant: "hero" | "card";
  /** The CSS width the picture is shown at, for the browser's choice among the renditions. */
  sizes: string;
  eager?: boolean;
  /** Ask for this picture before others (the page's largest, first visible picture). */
  priority?: boolean;
  className?: string;
}

/**
 * A 16:9 article picture with its intrinsic size set (no layout shift). A picture we store (/uploads/) is
 * offered as its WebP renditions (400, 800 and 1200 px wide) so the browser picks what the screen needs;
 * the original stays the `src` (for clients without srcset), but a card without a thumbnail of its own
 * shows the hero's 400 px rendition. An external picture is shown as it is. Pictures the reader sees first
 * load eagerly (the page's main one with high priority); the rest load lazily. Without any picture there
 * is nothing to show: no empty panel stands in for one.
 */
export function ArticleImage(props: Props) {
  const { heroImage, thumbImage, alt, variant, sizes, eager, priority, className } = props;
  const src = variant === "hero" ? (heroImage ?? thumbImage) : (thumbImage ?? heroImage);
  if (!src) return null;
  const size = variant === "card" || src !== heroImage ? IMAGE_SIZES.thumb : IMAGE_SIZES.hero;
  const soon = variant === "hero" || eager || priority;
  // A plain <img srcset> rather than <picture>: every browser we serve decodes WebP, and React preloads an
  // eager <img> from the document head (it cannot inside <picture>), so the hero starts before the scripts.
  const srcSet = renditionSrcSet(src, variant === "card" ? 800 : 1200);
  // A card without a thumbnail shows the hero's 400 px rendition: a client without srcset would otherwise
  // download the 1200 px original for a 400 px slot.
  const fallback = variant === "card" && src === heroImage && srcSet ? renditionName(src, 400) : src;
  return (
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={size.width}
      height={size.height}
      alt={alt}
      loading={soon ? "eager" : "lazy"}
      decoding={soon ? "auto" : "async"}
      fetchPriority={variant === "hero" || priority ? "high" : undefined}
      className={cn("article-image", className)}
    />
  );
}
