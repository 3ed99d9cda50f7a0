// `npm run db:migrate`: applies pending migrations to the configured database (start-up does this too).
import { loadConfig } from "#server/config.js";
import { openDatabase } from "#server/db/client.js";
import { migrate } from "#server/db/migrate.js";
import { databaseOptions } from "#server/db/open-from-config.js";

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  const applied = await migrate(database);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database schema is up to date.");
} finally {
  await database.close();
}
