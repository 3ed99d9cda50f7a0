import {
  isSettingKey,
  parseSiteSettings,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  type SettingEntry,
  type Settings,
  type SiteSettings,
  settingValueSchema,
} from "#shared/schemas/setting.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ContentCache } from "../../invalidation/content-version.js";
import { notFound, parseInput } from "../../http-error.js";
import type { SettingsRepository } from "./settings.repository.js";

export function createSettingsService(
  repo: SettingsRepository,
  changes: Pick<ContentCache, "memo">,
  events: Pick<ContentEvents, "raise">,
) {
  return {
    /**
     * Every known key with its stored value or its default; stray stored keys are ignored. Every page
     * reads them, so they are kept until a write changes public content (shared: do not mutate).
     */
    all(): Promise<Settings> {
      return changes.memo("settings", async () => {
        const stored = new Map((await repo.all()).map((r) => [r.key, r.value]));
        return Object.fromEntries(SETTING_KEYS.map((key) => [key, stored.get(key) ?? SETTING_DEFAULTS[key]!]));
      });
    },

    /** The same settings typed (parseSiteSettings): what the server's own code reads; kept alike (shared). */
    site(): Promise<SiteSettings> {
      return changes.memo("site-settings", async () => parseSiteSettings(await this.all()));
    },

    async entries(): Promise<SettingEntry[]> {
      return Object.entries(await this.all()).map(([key, value]) => ({ key, value }));
    },

    async set(key: string, value: string): Promise<SettingEntry> {
      if (!isSettingKey(key)) throw notFound(`Unknown setting: ${key}`);
      const checked = parseInput(settingValueSchema(key), value);
      await repo.upsert(key, checked);
      await events.raise({ type: "settings.changed", key });
      return { key, value: checked };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
