import type { StaffMember } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

export const staffQuery = () => ({
  queryKey: keys.staff,
  queryFn: () => api<StaffMember[]>("/api/admin/staff", { cache: "no-cache" }),
});
