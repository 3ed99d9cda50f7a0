import type { SettingEntry } from "#shared/schemas/setting.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

export const settingsQuery = () => ({
  queryKey: keys.settings,
  queryFn: () => api<SettingEntry[]>("/api/admin/settings", { cache: "no-cache" }),
});
