import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-app.js";
import { createMediaRepository } from "../../modules/media/media.repository.js";
import { createMediaService } from "../../modules/media/media.service.js";
import { registerStoredMedia } from "../../modules/media/register-stored-media.js";
import { isStoredOriginal } from "../../modules/media/backfill.js";
import { createLocalMediaStore } from "../../modules/media/media-store.local.js";
import { sql } from "drizzle-orm";
import type { Database } from "../client.js";
import { migrationsFolder } from "../migrate.js";
import { media as mediaTable } from "../schema.js";
import { seedDemoContent } from "./seed-demo.js";

describe("demo content", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let uploadDir: string;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), "onff-seed-"));
  });
  afterAll(async () => {
    await drop();
    await fs.rm(uploadDir, { recursive: true, force: true });
  });

  it("records every picture it stores in the media library, so a server never opens them to record them", async () => {
    expect(await seedDemoContent(database.db, { uploadDir, publicUrl: "http://localhost:3000" })).toBe(true);
    const store = createLocalMediaStore(uploadDir);
    const originals: string[] = [];
    for await (const { key } of store.list()) if (isStoredOriginal(key)) originals.push(key);
    expect(originals.length).toBeGreaterThan(100);

    const media = createMediaService(createMediaRepository(database.db), store);
    expect([...(await media.recordedKeys())].sort()).toEqual(originals.sort());
    const log = { warn: (obj: object) => expect.fail(JSON.stringify(obj)) };
    expect(await registerStoredMedia(store, media, log)).toBe(0);

    // One entry per picture: each article's 400x225 thumbnail is listed in its 1200x675 hero's entry.
    const heroes = originals.filter((key) => key.endsWith("-hero.webp")).sort();
    const listed = async () => {
      const { media: entries, total } = await media.list({ page: 1, limit: 500 });
      expect(total).toBe(heroes.length);
      return entries.map((entry) => [entry.path, entry.variants.map((variant) => variant.path)]).sort();
    };
    const expected = heroes.map((key) => [
      `/uploads/${key}`,
      [`/uploads/${key.replace(/-hero\.webp$/, "-thumb.webp")}`],
    ]);
    expect(await listed()).toEqual(expected);

    // A demo seeded before migration 0012: the migration's own statement pairs them the same way.
    await database.db.update(mediaTable).set({ variantOf: null });
    expect((await media.list({ page: 1, limit: 1 })).total).toBe(originals.length);
    const migration = await fs.readFile(path.join(migrationsFolder(), "0012_media_names.sql"), "utf8");
    await database.db.execute(sql.raw(migration.slice(migration.indexOf("UPDATE"))));
    expect(await listed()).toEqual(expected);
  }, 120_000);
});
