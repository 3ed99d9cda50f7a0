import type { Settings } from "#shared/schemas/setting.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** Saves site settings, one call each (the server checks each key's value, and who may set it). */
export function saveSettings(values: Settings): Promise<unknown> {
  return Promise.all(
    Object.entries(values).map(([key, value]) =>
      api(`/api/admin/settings/${encodeURIComponent(key)}`, { method: "PUT", body: { value } }),
    ),
  );
}

const refreshSettings = (queryClient: Parameters<typeof invalidate>[0]) => invalidate(queryClient, keys.settings);

/** The settings; after a refusal too, since the calls before the refused one are saved. */
export function useSaveSettings({ mutationConfig }: MutationHookOptions<unknown, Settings> = {}) {
  return useCallMutation(
    { mutationFn: saveSettings, refresh: refreshSettings, refreshAfterError: refreshSettings },
    mutationConfig,
  );
}
