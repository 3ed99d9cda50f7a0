import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.js";
import { articles, media } from "../../db/schema.js";

export type MediaRow = typeof media.$inferSelect;
export type MediaWrite = Omit<typeof media.$inferInsert, "id">;

/**
 * One file of the image stored under `key` (the original, or one of its renditions, which show the same
 * picture) and the addresses an article may link that file at (/uploads/<file>, and under MEDIA_PUBLIC_URL).
 */
export interface ImageSpellings {
  key: string;
  file: string;
  paths: [string, string];
}

/** An article that shows the image stored under `key`. */
export interface UsageRow {
  key: string;
  id: number;
  title: string;
  slug: string;
  published: boolean;
}

const count = sql<number>`count(*)::int`;

export function createMediaRepository(db: Db) {
  return {
    async page(offset: number, limit: number): Promise<{ rows: MediaRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(limit).offset(offset),
        db.select({ total: count }).from(media),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async findById(id: number): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
      return row;
    },

    /**
     * Records an upload; answers its id. A row already there for the key can only be the start-up pass's
     * (it saw the file before this upload's row existed): the upload's own facts replace it.
     */
    async recordUpload(values: MediaWrite): Promise<number> {
      const { key: _key, ...facts } = values;
      const [row] = await db
        .insert(media)
        .values(values)
        .onConflictDoUpdate({ target: media.key, set: facts })
        .returning({ id: media.id });
      return row!.id;
    },

    /** Records a picture found in the store; false when it has a row already (an upload's, or another pass's). */
    async recordFound(values: MediaWrite): Promise<boolean> {
      const rows = await db.insert(media).values(values).onConflictDoNothing().returning({ id: media.id });
      return rows.length > 0;
    },

    /** Width and height of the images stored under these keys (those without a row are left out). */
    async sizesByKey(keys: string[]): Promise<{ key: string; width: number; height: number }[]> {
      if (keys.length === 0) return [];
      return db
        .select({ key: media.key, width: media.width, height: media.height })
        .from(media)
        .where(inArray(media.key, keys));
    },

    async recordedKeys(): Promise<Set<string>> {
      const rows = await db.select({ key: media.key }).from(media);
      return new Set(rows.map((row) => row.key));
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(media).where(eq(media.id, id)).returning({ id: media.id });
      return rows.length > 0;
    },

    /**
     * The articles that show any of these images' files, in one query, each article once per image: as
     * hero or thumbnail picture (either address), or inside a Markdown body (which links its images as
     * `…/<file>`). A plain-text body is shown as text, so a path written in it shows no picture and does
     * not count.
     */
    async articlesUsing(files: ImageSpellings[]): Promise<UsageRow[]> {
      if (files.length === 0) return [];
      const values: SQL = sql.join(
        files.map(({ key, file, paths: [a, b] }) => sql`(${key}::text, ${file}::text, ${a}::text, ${b}::text)`),
        sql`, `,
      );
      return queryRows<UsageRow>(
        db,
        sql`select distinct image.key, a.id, a.title, a.slug, a.published
            from (values ${values}) as image(key, file, path_a, path_b)
            join ${articles} a
              on a.hero_image in (image.path_a, image.path_b)
              or a.thumb_image in (image.path_a, image.path_b)
              or (a.body_format = 'markdown' and strpos(a.body, '/' || image.file) > 0)
            order by a.id desc`,
      );
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
