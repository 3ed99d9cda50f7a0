import {
  type Source,
  type SourceInput,
  WIRE_PAGE_SIZE,
  type WireDraft,
  type WireItem,
  type WireList,
  type WireRefresh,
} from "#shared/schemas/wire.js";
import { apiRequest } from "#web/ui/api.js";
import { get, withQuery } from "../../api/client.js";
import { keys, type WireFilters } from "../../api/keys.js";

/** The newsroom desk's operations: the Swedish sources, their wire of translated items, drafts from them. */

export const sourcesQuery = () => ({
  queryKey: keys.sources,
  queryFn: async () => (await get<{ sources: Source[] }>("/api/admin/sources")).sources,
});

/** Creates the source, or updates the one with this id. */
export function saveSource(id: number | undefined, payload: SourceInput): Promise<Source> {
  return id === undefined
    ? apiRequest<Source>("POST", "/api/admin/sources", payload)
    : apiRequest<Source>("PUT", `/api/admin/sources/${id}`, payload);
}

export function deleteSource(id: number): Promise<unknown> {
  return apiRequest("DELETE", `/api/admin/sources/${id}`);
}

export const wirePageQuery = (filters: WireFilters) => ({
  queryKey: keys.wirePage(filters),
  queryFn: () =>
    get<WireList>(
      withQuery("/api/admin/wire", {
        status: filters.status,
        sourceId: filters.sourceId,
        q: filters.q,
        page: filters.page,
        limit: WIRE_PAGE_SIZE,
      }),
    ),
});

/** Polls every enabled source now. */
export function refreshWire(): Promise<WireRefresh> {
  return apiRequest<WireRefresh>("POST", "/api/admin/wire/refresh");
}

/** Dismisses an item, or restores it to the desk ("new"). */
export function setWireStatus(id: number, status: "new" | "dismissed"): Promise<WireItem> {
  return apiRequest<WireItem>("PUT", `/api/admin/wire/${id}`, { status });
}

/** Makes an unpublished article from the item; a 409 carries the existing draft's `articleId`. */
export function createWireDraft(id: number, categoryId: number | null): Promise<WireDraft> {
  return apiRequest<WireDraft>("POST", `/api/admin/wire/${id}/draft`, categoryId ? { categoryId } : {});
}

/** The article id in a 409 answer to a second draft from the same item, or null for any other error. */
export function existingDraftId(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^409: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body = JSON.parse(match[1]!) as { articleId?: unknown };
    return typeof body.articleId === "number" ? body.articleId : null;
  } catch {
    return null;
  }
}
