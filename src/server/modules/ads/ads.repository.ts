import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adSlots } from "../../db/schema.js";

const columns = { id: adSlots.id, key: adSlots.key, html: adSlots.html, enabled: adSlots.enabled };

export function createAdsRepository(db: Db) {
  return {
    list() {
      return db.select(columns).from(adSlots).orderBy(asc(adSlots.key));
    },
    async findByKey(key: string) {
      const [row] = await db.select(columns).from(adSlots).where(eq(adSlots.key, key)).limit(1);
      return row;
    },
    async findById(id: number) {
      const [row] = await db.select(columns).from(adSlots).where(eq(adSlots.id, id)).limit(1);
      return row;
    },
    async insert(values: { key: string; html: string | null; enabled: boolean }) {
      const [row] = await db.insert(adSlots).values(values).returning(columns);
      return row!;
    },
    async update(id: number, values: { html: string | null; enabled: boolean }) {
      const [row] = await db
        .update(adSlots)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(adSlots.id, id))
        .returning(columns);
      return row;
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
