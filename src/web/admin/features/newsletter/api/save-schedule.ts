import type { Settings } from "#shared/schemas/setting.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";
import { saveSettings } from "../../settings/index.js";

/** The digest's schedule is three site settings (Newsletter screen only): the screen's copy, and the settings. */
export function useSaveSchedule({ mutationConfig }: MutationHookOptions<unknown, Settings> = {}) {
  return useCallMutation(
    {
      mutationFn: saveSettings,
      refresh: (queryClient) => invalidate(queryClient, keys.newsletter, keys.settings),
    },
    mutationConfig,
  );
}
