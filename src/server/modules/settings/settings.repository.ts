import type { Db } from "../../db/client.js";
import { settings } from "../../db/schema.js";

export function createSettingsRepository(db: Db) {
  return {
    all() {
      return db.select({ key: settings.key, value: settings.value }).from(settings);
    },
    async upsert(key: string, value: string) {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
