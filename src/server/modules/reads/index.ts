import type { Database } from "../../db/client.js";
import type { Article } from "#shared/schemas/article.js";
import { createReadsRepository } from "./reads.repository.js";
import { createReadsService } from "./reads.service.js";

/** Most read and analytics (issue 31): reads counted per article and day, across processes. */
export function createReads(database: Database, needs: { publicArticles: (ids: number[]) => Promise<Article[]> }) {
  return createReadsService({ repo: createReadsRepository(database.db), publicArticles: needs.publicArticles });
}
