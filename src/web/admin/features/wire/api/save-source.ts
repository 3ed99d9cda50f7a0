import type { Source, SourceInput } from "#shared/schemas/wire.js";
import { api } from "#web/ui/api.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidateDesk } from "../../../api/refresh.js";

/** A new source (no `id`), or the whole of the one with this `id` (switching it on or off too). */
export interface SaveSource {
  id?: number;
  input: SourceInput;
}

export function saveSource({ id, input }: SaveSource): Promise<Source> {
  return id === undefined
    ? api<Source>("/api/admin/sources", { method: "POST", body: input })
    : api<Source>(`/api/admin/sources/${id}`, { method: "PUT", body: input });
}

/** The sources, and the wire, which names each item's sources and filters by them. */
export function useSaveSource({ mutationConfig }: MutationHookOptions<Source, SaveSource> = {}) {
  return useCallMutation({ mutationFn: saveSource, refresh: invalidateDesk }, mutationConfig);
}
