import { type Budgets, createBudgets } from "../../budgets.js";
import type { Database } from "../../db/client.js";
import type { ContentChanges } from "../../invalidation/content-version.js";
import type { Article } from "#shared/schemas/article.js";
import { memorySalts } from "./read-salts.js";
import { createReadsRepository } from "./reads.repository.js";
import { createReadsService } from "./reads.service.js";

/**
 * Most read and analytics (issue 31): reads counted per article and day, across processes. The read
 * budgets are its own unless given (in memory on PGlite, apart from the logins'; the shared table on
 * PostgreSQL), and so is the salt of their keys (in memory on PGlite; on PostgreSQL a row every process
 * reads, migration 0025).
 */
export function createReads(
  database: Database,
  needs: {
    publicArticles: (ids: number[]) => Promise<Article[]>;
    changes: Pick<ContentChanges, "version" | "nextPublicationAt">;
    budgets?: Budgets;
    /** READS_PER_ADDRESS. */
    readsPerAddress?: number;
  },
) {
  const repo = createReadsRepository(database.db);
  return createReadsService({
    repo,
    salts: database.kind === "postgres" ? (windowMs, candidate) => repo.windowSalt(windowMs, candidate) : memorySalts(),
    publicArticles: needs.publicArticles,
    changes: needs.changes,
    budgets: needs.budgets ?? createBudgets(database),
    readsPerAddress: needs.readsPerAddress,
  });
}
