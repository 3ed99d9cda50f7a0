import { parseArgs } from "node:util";
import { isRenditionName } from "#shared/image-renditions.js";
import { ConfigError, loadConfig } from "#server/config.js";
import { describeError } from "#server/http-error.js";
import { backfillRenditions } from "#server/modules/media/backfill.js";
import { isMediaKey, type MediaStore } from "#server/modules/media/media-store.js";
import { createLocalMediaStore } from "#server/modules/media/media-store.local.js";
import { openMediaStore } from "#server/modules/media/open-media-store.js";

export interface MigrateSummary {
  copied: number;
  skipped: number;
  failed: number;
}

/** Objects copied at once: enough to hide a bucket's round trip, few enough to be polite to it. */
const PARALLEL = 4;

/**
 * Copies every object of `from` into `to`, skipping those already there with the same size. Renditions
 * go first and originals last, so that a site already serving from `to` never links an original whose
 * renditions are not there yet. A failed object is reported and the others still copied.
 */
export async function copyMedia(from: MediaStore, to: MediaStore, say: (line: string) => void) {
  const there = new Map<string, number>();
  for await (const { key, size } of to.list()) there.set(key, size);
  const pending: { key: string; size: number }[] = [];
  for await (const object of from.list()) pending.push(object);
  const isOriginal = (key: string) => !isRenditionName(key);
  const phases = [pending.filter((o) => !isOriginal(o.key)), pending.filter((o) => isOriginal(o.key))];

  const summary: MigrateSummary = { copied: 0, skipped: 0, failed: 0 };
  const copyOne = async ({ key, size }: { key: string; size: number }) => {
    if (there.get(key) === size) {
      summary.skipped += 1;
      return;
    }
    try {
      // Such a name (a space, say) was never an upload's, and no article can link it.
      if (!isMediaKey(key)) throw new Error("not a storable media name (letters, digits, '-', '_' and '.' only)");
      const bytes = await from.read(key);
      if (!bytes) throw new Error("removed while copying");
      await to.put(key, bytes);
      summary.copied += 1;
    } catch (error) {
      summary.failed += 1;
      say(`  failed: ${key}: ${describeError(error)}`);
    }
  };
  for (const phase of phases) {
    const queue = [...phase];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await copyOne(next);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }
  return summary;
}

const USAGE = "Usage: npm run media:migrate -- --to s3";

/**
 * `npm run media:migrate -- --to s3`: copies the uploads of UPLOAD_DIR (originals and renditions) into
 * the configured bucket. The local folder is first brought up to date as a start would (missing
 * renditions made, camera metadata removed), so the bucket receives complete, clean pictures. Nothing in
 * the database changes: articles keep their /uploads/ paths, which every process serves from the bucket.
 * Returns the exit code: 0 when everything is in the bucket, 1 when an object failed, 2 for a usage or
 * configuration mistake.
 */
export async function runMediaMigrate(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  say: (line: string) => void = console.log,
): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ args, options: { to: { type: "string" } }, strict: true }).values.to;
  } catch (error) {
    say(`${describeError(error)}\n${USAGE}`);
    return 2;
  }
  if (to !== "s3") {
    say(to ? `Only --to s3 is supported (not "${to}").\n${USAGE}` : USAGE);
    return 2;
  }
  let bucket: MediaStore | undefined;
  try {
    const config = loadConfig(env);
    if (config.media.storage !== "s3" || !config.media.s3) {
      say(
        "media:migrate --to s3 needs the bucket's settings: MEDIA_STORAGE=s3 and S3_BUCKET (with S3_ENDPOINT, " +
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for a store other than AWS's own credentials).",
      );
      return 2;
    }
    const local = createLocalMediaStore(config.uploadDir);
    const log = { warn: (_error: object, message: string) => say(message), info: say };
    bucket = await openMediaStore(config, log);
    say(`Preparing ${config.uploadDir} (renditions and clean originals)…`);
    await backfillRenditions(local, log);
    say(`Copying ${config.uploadDir} into bucket "${config.media.s3.bucket}"…`);
    const { copied, skipped, failed } = await copyMedia(local, bucket, say);
    say(`Copied ${copied}, skipped ${skipped} (already in the bucket), failed ${failed}.`);
    return failed ? 1 : 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      say(error.message);
      return 2;
    }
    say(`media:migrate stopped: ${describeError(error)}`);
    return 1;
  } finally {
    bucket?.close();
  }
}
