import type { SettingEntry } from "#shared/schemas/setting.js";
import { apiRequest } from "#web/ui/api.js";
import { get } from "../../api/client.js";
import { keys } from "../../api/keys.js";

export const settingsQuery = () => ({
  queryKey: keys.settings,
  queryFn: () => get<SettingEntry[]>("/api/admin/settings"),
});

export function saveSetting(key: string, value: string): Promise<unknown> {
  return apiRequest("PUT", `/api/admin/settings/${encodeURIComponent(key)}`, { value });
}
