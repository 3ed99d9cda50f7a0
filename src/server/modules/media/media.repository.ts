import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
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

/**
 * Whose articles a library answer may name or search through: undefined for every article (editors and
 * administrators), else the one writer whose own articles they are (`listedFor` of article-permissions.ts,
 * the rule of who reads which article; issue 41).
 */
export type ReadableBy = number | undefined;

/** The rule above as SQL, for the articles aliased `a`. */
const mayRead = (readableBy: ReadableBy): SQL =>
  readableBy === undefined ? sql`true` : sql`a.created_by = ${readableBy}::int`;

/**
 * An article that shows the image stored under `key`: named (title, slug, published) when the caller may
 * read it, else only counted: its title, slug and state never leave the database.
 */
export type UsageRow = { key: string; id: number } & (
  | { readable: true; title: string; slug: string; published: boolean }
  | { readable: false; title: null; slug: null; published: null }
);

const count = sql<number>`count(*)::int`;

/** A LIKE pattern matching `word` anywhere, its own `%`, `_` and `\` taken literally (with `escape '\'`). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, "\\$&")}%`;
}

/** The words of a search, each matched on its own: at most 10, each once. */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? "").toLowerCase().split(/\s+/u).filter(Boolean))].slice(0, 10);
}

/**
 * Pictures (entries: their variants count as theirs) described by alt text or a caption that contains
 * `pattern`: an article's hero picture (its alt text or caption), or a Markdown image in its body
 * (`![alt](…/file "caption")`: its title is its caption). An address is matched to a stored file by its name without extension or rendition
 * suffix (…/3f9a.png and …/3f9a-w800.webp are both 3f9a), so either address and every rendition count.
 */
function describedAs(pattern: string, readableBy: ReadableBy): SQL {
  return sql`select coalesce(file.variant_of, file.id)
    from ${media} file
    join (
      select a.hero_image as address from ${articles} a
        where a.hero_image is not null and ${mayRead(readableBy)}
          and (a.hero_alt ilike ${pattern} escape '\\' or a.hero_caption ilike ${pattern} escape '\\')
      union all
      select image[2] from ${articles} a,
        regexp_matches(a.body, '!\\[([^\\]]*)\\]\\(\\s*<?([^)\\s>]+)>?(\\s+("[^"]*"|''[^'']*''))?', 'g') as image
        where a.body_format = 'markdown' and ${mayRead(readableBy)}
          and (image[1] ilike ${pattern} escape '\\' or image[4] ilike ${pattern} escape '\\')
    ) described
      on right(regexp_replace(described.address, '(-w[0-9]+\\.webp|\\.[A-Za-z0-9]+)([?#].*)?$', ''),
               length(regexp_replace(file.key, '\\.[^./]+$', '')) + 1)
         = '/' || regexp_replace(file.key, '\\.[^./]+$', '')`;
}

/**
 * The library's entries (not variants) matching every word of a search, by name, or by the alt text or
 * caption of an article the caller may read.
 */
function entriesMatching(words: string[], readableBy: ReadableBy): SQL | undefined {
  const conditions = words.map((word) => {
    const pattern = containsPattern(word);
    // A picture with no original name is shown, and so found, by its stored name.
    const name = sql`coalesce(${media.originalName}, regexp_replace(${media.key}, '^.*/', ''))`;
    return or(sql`${name} ilike ${pattern} escape '\\'`, sql`${media.id} in (${describedAs(pattern, readableBy)})`)!;
  });
  return and(isNull(media.variantOf), ...conditions);
}

export function createMediaRepository(db: Db) {
  return {
    /**
     * One page of the library's entries, newest first: every stored picture but the variants listed under
     * another's entry, optionally only those matching every word of `q` (name, or the alt text or caption of
     * an article `readableBy` may read: the total counts only those).
     */
    async page(
      offset: number,
      limit: number,
      q?: string,
      readableBy?: ReadableBy,
    ): Promise<{ rows: MediaRow[]; total: number }> {
      const where = entriesMatching(searchWords(q), readableBy);
      const [rows, [totals]] = await Promise.all([
        db.select().from(media).where(where).orderBy(desc(media.createdAt), desc(media.id)).limit(limit).offset(offset),
        db.select({ total: count }).from(media).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** The variants listed under these entries, smallest last. */
    async variantsOf(ids: number[]): Promise<MediaRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(media).where(inArray(media.variantOf, ids)).orderBy(desc(media.width), media.id);
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

    /** Makes each demo thumbnail (demo/<slug>-thumb.webp) a variant of its hero (demo/<slug>-hero.webp). */
    linkDemoThumbnails: () => linkDemoThumbnails(db),

    /** Deletes the row and, with it (on delete cascade), its variants' rows. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(media).where(eq(media.id, id)).returning({ id: media.id });
      return rows.length > 0;
    },

    /**
     * The articles that show any of these images' files, in one query, each article once per image: as
     * hero or thumbnail picture (either address), or inside a Markdown body (which links its images as
     * `…/<file>`). A plain-text body is shown as text, so a path written in it shows no picture and does
     * not count. Those `readableBy` may not read come without their title, slug and state.
     */
    async articlesUsing(files: ImageSpellings[], readableBy?: ReadableBy): Promise<UsageRow[]> {
      if (files.length === 0) return [];
      const values: SQL = sql.join(
        files.map(({ key, file, paths: [a, b] }) => sql`(${key}::text, ${file}::text, ${a}::text, ${b}::text)`),
        sql`, `,
      );
      return queryRows<UsageRow>(
        db,
        sql`select distinct image.key, a.id, readable,
              case when readable then a.title end as title,
              case when readable then a.slug end as slug,
              case when readable then a.published end as published
            from (values ${values}) as image(key, file, path_a, path_b)
            join ${articles} a
              on a.hero_image in (image.path_a, image.path_b)
              or a.thumb_image in (image.path_a, image.path_b)
              or (a.body_format = 'markdown' and strpos(a.body, '/' || image.file) > 0)
            cross join lateral (select ${mayRead(readableBy)} as readable) as rule
            order by a.id desc`,
      );
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;

/**
 * The demo stores each article's picture twice, a 1200x675 hero and a 400x225 thumbnail: one picture,
 * so one library entry. Each thumbnail whose hero has a row becomes that row's variant (as migration 0012
 * did for the demo seeded before it); used by the seed and when the start-up pass records demo pictures.
 */
export async function linkDemoThumbnails(db: Db): Promise<void> {
  await db.execute(sql`update ${media} as thumb set variant_of = hero.id
    from ${media} as hero
    where thumb.variant_of is null
      and thumb.key like 'demo/%-thumb.webp'
      and hero.key = regexp_replace(thumb.key, '-thumb\\.webp$', '-hero.webp')`);
}
