import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENDITION_WIDTHS, renditionName } from "#shared/image-renditions.js";
import { loadConfig } from "#server/config.js";
import { type S3Server, startS3Server } from "#tests/support/s3-server.js";
import { runMediaMigrate } from "../../scripts/media-migrate/run.js";
import { createS3MediaStore } from "#server/modules/media/media-store.s3.js";

let s3: S3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP!, "migrate-"));
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const env = () => ({ NODE_ENV: "test", DATA_DIR: dir, UPLOAD_DIR: path.join(dir, "uploads"), ...s3.env });

/** Runs the command as `npm run media:migrate -- …` would; returns its exit code and what it printed. */
async function migrate(args: string[], overrides: Record<string, string | undefined> = {}) {
  const lines: string[] = [];
  const code = await runMediaMigrate(args, { ...env(), ...overrides }, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

async function bucketObjects(): Promise<Map<string, number>> {
  const store = createS3MediaStore(loadConfig(env()).media.s3!);
  try {
    const objects = new Map<string, number>();
    for await (const { key, size } of store.list()) objects.set(key, size);
    return objects;
  } finally {
    store.close();
  }
}

const picture = (width: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: "#a36" } })
    .webp()
    .toBuffer();

describe("npm run media:migrate -- --to s3", () => {
  const uploads = () => path.join(dir, "uploads");
  const hero = "demo/story-hero.webp";

  beforeAll(async () => {
    await fs.mkdir(path.join(uploads(), "demo"), { recursive: true });
    // An upload from before renditions existed, and a demo picture with its renditions.
    await fs.writeFile(
      path.join(uploads(), "old.png"),
      await sharp(await picture(900))
        .png()
        .toBuffer(),
    );
    await fs.writeFile(path.join(uploads(), hero), await picture(1200));
    for (const width of RENDITION_WIDTHS) {
      await fs.writeFile(path.join(uploads(), renditionName(hero, width)), await picture(width));
    }
    // A temporary file left by a crash: never copied.
    await fs.writeFile(path.join(uploads(), ".old.png.1a2b3c.tmp"), "half");
  });

  it("copies every original and rendition into the bucket, making missing renditions first", async () => {
    const { code, output } = await migrate(["--to", "s3"]);
    expect(code, output).toBe(0);
    expect(output).toContain("Copied 8, skipped 0 (already in the bucket), failed 0.");
    const objects = await bucketObjects();
    const expected = [
      "old.png",
      hero,
      ...RENDITION_WIDTHS.flatMap((w) => [renditionName("old.png", w), renditionName(hero, w)]),
    ];
    expect([...objects.keys()].sort()).toEqual(expected.sort());
    const local = await fs.stat(path.join(uploads(), hero));
    expect(objects.get(hero)).toBe(local.size);
  });

  it("skips what is already there with the same size, and copies what differs", async () => {
    const again = await migrate(["--to", "s3"]);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("Copied 0, skipped 8 (already in the bucket), failed 0.");

    await fs.writeFile(path.join(uploads(), hero), await picture(1000));
    const changed = await migrate(["--to", "s3"]);
    expect(changed.output).toContain("Copied 1, skipped 7");
    expect((await bucketObjects()).get(hero)).toBe((await fs.stat(path.join(uploads(), hero))).size);
  });

  it("reports a file it cannot copy and exits non-zero, after copying the rest", async () => {
    await fs.writeFile(path.join(uploads(), "Holiday photo.png"), "not a name an upload has");
    try {
      const { code, output } = await migrate(["--to", "s3"]);
      expect(code).toBe(1);
      expect(output).toMatch(/failed: Holiday photo\.png: not a storable media name/);
      expect(output).toContain("Copied 0, skipped 8 (already in the bucket), failed 1.");
    } finally {
      await fs.rm(path.join(uploads(), "Holiday photo.png"));
    }
  });

  it("refuses clearly without S3 settings, with another target, or with a key the store refuses", async () => {
    const local = await migrate(["--to", "s3"], { MEDIA_STORAGE: "local" });
    expect(local.code).toBe(2);
    expect(local.output).toMatch(/needs the bucket's settings: MEDIA_STORAGE=s3 and S3_BUCKET/);

    const noBucket = await migrate(["--to", "s3"], { S3_BUCKET: undefined });
    expect(noBucket.code).toBe(2);
    expect(noBucket.output).toContain("MEDIA_STORAGE=s3 needs S3_BUCKET");

    const other = await migrate(["--to", "ftp"]);
    expect(other.code).toBe(2);
    expect(other.output).toContain('Only --to s3 is supported (not "ftp")');
    expect((await migrate([])).output).toContain("Usage: npm run media:migrate -- --to s3");

    const wrongKey = await migrate(["--to", "s3"], { S3_ACCESS_KEY_ID: "NOT-A-KEY" });
    expect(wrongKey.code).toBe(2);
    expect(wrongKey.output).toContain("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY");
  });

  it("fails with a non-zero exit code when the store cannot be reached", async () => {
    const { code, output } = await migrate(["--to", "s3"], { S3_ENDPOINT: "http://127.0.0.1:1" });
    expect(code).toBe(1);
    expect(output).toMatch(/media:migrate stopped: S3 request failed: .*ECONNREFUSED/);
  });
});
