import type { MessageFilter, MessageList } from "#shared/schemas/contact-message.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** One page of a filter. Its key starts with keys.messages, so every change refetches it. */
export const messagesPageQuery = (status: MessageFilter, page: number) => ({
  queryKey: keys.messagesPage(status, page),
  queryFn: () => api<MessageList>(withQuery("/api/admin/messages", { status, page }), { cache: "no-cache" }),
});

/** How many messages are open (the dashboard's Pending Actions, the menu's badge): one row read, the count used. */
export const openMessagesQuery = () => ({
  queryKey: keys.openMessages,
  queryFn: async () =>
    (await api<MessageList>(withQuery("/api/admin/messages", { status: "open", limit: 1 }), { cache: "no-cache" }))
      .open,
});
