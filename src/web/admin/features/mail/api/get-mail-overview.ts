import type { MailOverview } from "#shared/schemas/mail.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** The Mail screen's one read: set up or not, the sender, the queue's counts and latest messages. */
export const mailOverviewQuery = () => ({
  queryKey: keys.mail,
  queryFn: () => api<MailOverview>("/api/admin/mail", { cache: "no-cache" }),
});
