import { parseBody } from "article-markup";
import { bodyImageAttributes } from "#shared/schemas/image-address.js";
import type { RenderedBody } from "#shared/reader-api.js";
import type { Article } from "#shared/schemas/article.js";
import { minutesToRead } from "#shared/text.js";

export type ImageSizes = (paths: string[]) => Promise<Map<string, { width: number; height: number }>>;

/**
 * Renders bodies for the reader's pages, on the server (the reader's JavaScript never parses Markdown): a
 * picture in the text is shown only when it is one of our uploads, with its renditions and, from the
 * media library, its width and height.
 */
export function createBodyRenderer(options: { mediaPublicUrl?: string; imageSizes?: ImageSizes }) {
  return async function render({ body = "", bodyFormat }: Pick<Article, "body" | "bodyFormat">): Promise<RenderedBody> {
    const parsed = parseBody(body, bodyFormat);
    const pictures = parsed.imageSources();
    const sizes = pictures.length && options.imageSizes ? await options.imageSizes(pictures) : new Map();
    const { blocks, words, summary } = parsed.render({
      image: (src) => bodyImageAttributes(src, options.mediaPublicUrl, sizes.get(src)),
    });
    return { blocks, readingMinutes: minutesToRead(words), summary };
  };
}
