import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { Source, WireRefresh } from "#shared/schemas/wire.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";
import { sourcesQuery } from "./get-sources.js";

/** What a refresh found, and how many sources it read (the enabled ones, as they are after it). */
export interface WireRefreshed {
  result: WireRefresh;
  polled: number;
}

/**
 * Polls every enabled source now, then reads the sources again for their new counts and errors (as the
 * screen had them, should that read fail).
 */
export async function refreshWire(queryClient: QueryClient): Promise<WireRefreshed> {
  const result = await api<WireRefresh>("/api/admin/wire/refresh", { method: "POST" });
  const sources = await queryClient
    .fetchQuery({ ...sourcesQuery(), staleTime: 0 })
    .catch(() => queryClient.getQueryData<Source[]>(keys.sources));
  return { result, polled: sources?.filter((s) => s.enabled).length ?? 0 };
}

/** The wire (the sources were read again by the call itself). */
export function useRefreshWire({ mutationConfig }: MutationHookOptions<WireRefreshed, void> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation(
    { mutationFn: () => refreshWire(queryClient), refresh: (client) => invalidate(client, keys.wire) },
    mutationConfig,
  );
}
