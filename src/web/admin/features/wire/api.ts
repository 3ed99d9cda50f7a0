import {
  type Source,
  type SourceInput,
  WIRE_PAGE_SIZE,
  type WireDraft,
  type WireItem,
  type WireList,
  type WireRefresh,
} from "#shared/schemas/wire.js";
import { ApiError, api } from "#web/ui/api.js";
import { withQuery } from "../../api/with-query.js";
import { keys, type WireFilters } from "../../api/keys.js";

/** The newsroom desk's operations: the Swedish sources, their wire of translated items, drafts from them. */

export const sourcesQuery = () => ({
  queryKey: keys.sources,
  queryFn: async () => (await api<{ sources: Source[] }>("/api/admin/sources", { cache: "no-cache" })).sources,
});

/** Creates the source, or updates the one with this id. */
export function saveSource(id: number | undefined, payload: SourceInput): Promise<Source> {
  return id === undefined
    ? api<Source>("/api/admin/sources", { method: "POST", body: payload })
    : api<Source>(`/api/admin/sources/${id}`, { method: "PUT", body: payload });
}

export function deleteSource(id: number): Promise<unknown> {
  return api(`/api/admin/sources/${id}`, { method: "DELETE" });
}

export const wirePageQuery = (filters: WireFilters) => ({
  queryKey: keys.wirePage(filters),
  queryFn: () =>
    api<WireList>(
      withQuery("/api/admin/wire", {
        status: filters.status,
        sourceId: filters.sourceId,
        q: filters.q,
        page: filters.page,
        limit: WIRE_PAGE_SIZE,
      }),
      { cache: "no-cache" },
    ),
});

/** Polls every enabled source now. */
export function refreshWire(): Promise<WireRefresh> {
  return api<WireRefresh>("/api/admin/wire/refresh", { method: "POST" });
}

/** Dismisses an item, or restores it to the desk ("new"). */
export function setWireStatus(id: number, status: "new" | "dismissed"): Promise<WireItem> {
  return api<WireItem>(`/api/admin/wire/${id}`, { method: "PUT", body: { status } });
}

/** Makes an unpublished article from the item; a 409 carries the existing draft's `articleId`. */
export function createWireDraft(id: number, categoryId: number | null): Promise<WireDraft> {
  return api<WireDraft>(`/api/admin/wire/${id}/draft`, { method: "POST", body: categoryId ? { categoryId } : {} });
}

/** The article id in a 409 answer to a second draft from the same item, or null for any other error. */
export function existingDraftId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const articleId = (error.body as { articleId?: unknown } | null)?.articleId;
  return typeof articleId === "number" ? articleId : null;
}
