import type { Database } from "../../db/client.js";
import { createStatsRepository } from "./stats.repository.js";

/** The dashboard's counts: one query, with no rule of its own between the route and the database. */
export function createStats(database: Database) {
  return createStatsRepository(database.db);
}
