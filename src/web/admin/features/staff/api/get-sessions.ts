import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** One's own signed-in sessions (issue 32). */
export interface OwnSession {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const sessionsQuery = () => ({
  queryKey: keys.sessions,
  queryFn: () => api<OwnSession[]>("/api/auth/sessions", { cache: "no-cache" }),
});
