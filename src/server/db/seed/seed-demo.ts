import { sql } from "drizzle-orm";
import { CATEGORY_SLUGS } from "#shared/constants.js";
import { slugify } from "#shared/schemas/common.js";
import { linkDemoThumbnails } from "../../modules/media/media.repository.js";
import { mediaRowFor } from "../../modules/media/uploads.service.js";
import type { MediaStore } from "../../modules/media/media-store.js";
import { createLocalMediaStore } from "../../modules/media/media-store.local.js";
import { type Db, queryRows } from "../client.js";
import { adSlots, articles, categories, comments, media as mediaLibrary, settings } from "../schema.js";
import { readDemoArticles } from "./demo-articles.js";
import { type DemoImage, generateDemoImages } from "./demo-images.js";
import { DEMO_AD_SLOTS, demoSettings } from "./demo-site.js";
import type { DemoComment } from "./demo-types.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Loads the demo newsroom into an empty database (no categories and no articles); otherwise does nothing. */
export async function seedDemoContent(
  db: Db,
  options: { uploadDir: string; publicUrl: string; now?: Date; media?: MediaStore },
): Promise<boolean> {
  const [existing] = await queryRows<{ taken: boolean }>(
    db,
    sql`select (exists (select 1 from categories) or exists (select 1 from articles)) as "taken"`,
  );
  if (existing?.taken) return false;

  const now = options.now ?? new Date();
  const demoArticles = readDemoArticles();
  // The configured store (a bucket with MEDIA_STORAGE=s3); without one, the upload folder.
  const media = options.media ?? createLocalMediaStore(options.uploadDir);
  const images = new Map<string, { heroImage: string; thumbImage: string }>();
  const stored: DemoImage[] = [];
  // Two pictures at a time: image encoding is most of the seed's time, and these pictures are small.
  const queue = [...demoArticles];
  const worker = async () => {
    for (let article = queue.shift(); article; article = queue.shift()) {
      const slug = slugify(article.title);
      const { stored: pictures, ...paths } = await generateDemoImages(media, slug, article.category);
      images.set(slug, paths);
      stored.push(...pictures);
    }
  };
  await Promise.all([worker(), worker()]);

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORY_SLUGS.map((slug, order) => ({ slug, order, name: slug[0]!.toUpperCase() + slug.slice(1) })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    for (const demo of demoArticles) {
      const slug = slugify(demo.title);
      const publishedAt = new Date(now.getTime() - demo.daysAgo * DAY);
      const [row] = await tx
        .insert(articles)
        .values({
          slug,
          title: demo.title,
          excerpt: demo.excerpt,
          body: demo.body,
          author: demo.author,
          categoryId: categoryId.get(demo.category)!,
          ...images.get(slug)!,
          featured: Boolean(demo.featured),
          published: !demo.draft,
          publishedAt: demo.draft ? null : publishedAt,
          createdAt: new Date(publishedAt.getTime() - 2 * HOUR),
          updatedAt: publishedAt,
        })
        .returning({ id: articles.id });
      if (!demo.draft) await insertComments(tx as unknown as Db, row!.id, null, demo.comments ?? [], publishedAt, now);
    }

    // The media library lists the pictures from the start, so the server never has to open them to
    // record them (register-stored-media.ts), which would load the image library for nothing.
    await tx
      .insert(mediaLibrary)
      .values(stored.map((image) => ({ ...image, ...mediaRowFor(image.key) })))
      .onConflictDoNothing();
    // Each article's hero and thumbnail are one picture: one library entry, the thumbnail its variant.
    await linkDemoThumbnails(tx as unknown as Db);
    await tx.insert(adSlots).values(DEMO_AD_SLOTS);
    await tx
      .insert(settings)
      .values(Object.entries(demoSettings(options.publicUrl)).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
  return true;
}

async function insertComments(
  db: Db,
  articleId: number,
  parentId: number | null,
  list: DemoComment[],
  publishedAt: Date,
  now: Date,
): Promise<void> {
  for (const comment of list) {
    const createdAt = new Date(Math.min(publishedAt.getTime() + comment.hoursAfter * HOUR, now.getTime() - 60_000));
    const [row] = await db
      .insert(comments)
      .values({
        articleId,
        parentId,
        name: comment.name,
        email: comment.email ?? null,
        body: comment.body,
        status: comment.status,
        createdAt,
      })
      .returning({ id: comments.id });
    await insertComments(db, articleId, row!.id, comment.replies ?? [], publishedAt, now);
  }
}
