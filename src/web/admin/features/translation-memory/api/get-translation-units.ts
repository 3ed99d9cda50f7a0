import type { TranslationUnit } from "#shared/schemas/translation-memory.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** The memory as the server answers it: the newest 200 units (or those matching `q`), and how many it holds. */
export interface TranslationUnitList {
  items: TranslationUnit[];
  /** Units in the memory in all, searched or not. */
  total: number;
}

/** The newest units, or those whose Swedish or English holds `q`. Its key starts with keys.translationMemory. */
export const translationUnitsQuery = (q?: string) => ({
  queryKey: keys.translationMemoryList(q),
  queryFn: () => api<TranslationUnitList>(withQuery("/api/admin/translation-memory", { q }), { cache: "no-cache" }),
});

/** Where the memory is downloaded from, as a TMX 1.4 file every CAT tool reads. */
export const MEMORY_EXPORT = "/api/admin/translation-memory/export.tmx";
