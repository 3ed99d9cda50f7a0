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

/** Opens the configured database (PostgreSQL, or PGlite in DATA_DIR/pglite) and brings its schema up to date. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(databaseOptions(config));
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
