// `npm run db:seed [-- --articles N]`: loads the demo content into an empty database and, with --articles,
// adds N generated published articles (for benchmarks and pagination at scale).
import { parseArgs } from "node:util";
import { announceChange } from "#server/invalidation/peer-notices.js";
import { loadConfig } from "#server/config.js";
import { openConfiguredDatabase } from "#server/db/open-from-config.js";
import { generateArticles } from "#server/db/seed/generate-articles.js";
import { vacuumAnalyzeAll } from "#server/db/maintenance.js";
import { seedDemoContent } from "#server/db/seed/seed-demo.js";
import { openMediaStore } from "#server/modules/media/open-media-store.js";

const { values } = parseArgs({ options: { articles: { type: "string" } }, strict: true });
const count = values.articles === undefined ? 0 : Number(values.articles);
if (!Number.isInteger(count) || count < 0 || count > 2_000_000) {
  console.error("--articles must be a whole number from 0 to 2000000");
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  // The demo pictures go where the server keeps uploads (a bucket with MEDIA_STORAGE=s3).
  const media = await openMediaStore(config, { warn: (_error, message) => console.warn(message) });
  const seeded = await seedDemoContent(database.db, {
    uploadDir: config.uploadDir,
    publicUrl: config.publicUrl,
    media,
  });
  console.log(seeded ? "Demo content loaded." : "Database already has content: demo content left as it is.");
  if (count > 0) {
    console.log(`Generating ${count} articles...`);
    await generateArticles(database.db, count, console.log);
    await vacuumAnalyzeAll(database);
    console.log("Planner statistics refreshed.");
  }
  // Servers running on the same PostgreSQL database drop what they cached before.
  if (seeded || count > 0) await announceChange(database);
} finally {
  await database.close();
}
