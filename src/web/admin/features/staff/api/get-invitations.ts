import type { Invitation } from "#shared/schemas/staff.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** The Staff screen's waiting invitations (issue 32). */
export const invitationsQuery = () => ({
  queryKey: keys.invitations,
  queryFn: () => api<Invitation[]>("/api/admin/staff/invitations", { cache: "no-cache" }),
});
