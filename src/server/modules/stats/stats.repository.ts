import { sql } from "drizzle-orm";
import type { DashboardStats } from "#shared/schemas/stats.js";
import { type Db, queryRows } from "../../db/client.js";

export function createStatsRepository(db: Db) {
  return {
    async dashboard(): Promise<DashboardStats> {
      const [row] = await queryRows<Omit<DashboardStats, "draftArticles">>(
        db,
        sql`
        select
          (select count(*)::int from articles) as "totalArticles",
          (select count(*)::int from articles where published) as "publishedArticles",
          (select count(*)::int from comments where status = 'pending') as "pendingComments",
          (select count(*)::int from categories) as "categories",
          (select count(*)::int from ad_slots) as "adSlots"`,
      );
      return { ...row!, draftArticles: row!.totalArticles - row!.publishedArticles };
    },
  };
}
