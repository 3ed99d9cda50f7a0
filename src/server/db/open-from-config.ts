import type { Config } from "../config.js";
import { type Database, type DatabaseOptions, openDatabase } from "./client.js";
import { migrate } from "./migrate.js";

export function databaseOptions(config: Config): DatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    poolSize: config.databasePoolSize,
  };
}

/**
 * Opens the configured database (PostgreSQL, or PGlite in DATA_DIR/pglite) and brings its schema up to
 * date. `serving`: a server's, whose statements carry QUERY_TIMEOUT_MS (a script's run as long as they need).
 */
export async function openConfiguredDatabase(config: Config, { serving = false } = {}): Promise<Database> {
  const database = await openDatabase({
    ...databaseOptions(config),
    queryTimeoutMs: serving ? config.queryTimeoutMs : 0,
  });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
