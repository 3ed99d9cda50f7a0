import type { ReaderApi } from "#shared/reader-api.js";
import { parseSiteSettings, type SiteSettings } from "#shared/schemas/setting.js";

/**
 * The site's settings typed (src/shared/schemas/setting.ts): names, switches and their defaults, as the
 * loaders read them. For loaders only: the islands' scripts stay without zod.
 */
export async function siteSettings(reader: Pick<ReaderApi, "settings">): Promise<SiteSettings> {
  return parseSiteSettings(await reader.settings());
}
