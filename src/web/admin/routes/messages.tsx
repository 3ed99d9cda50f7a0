import { MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, type MessageFilter } from "#shared/schemas/contact-message.js";
import { Badge } from "../components/badge.js";
import { ModerationView, useModeratedList } from "../components/moderation-view.js";
import { PageHeader } from "../components/page-header.js";
import { useDeleteMessage } from "../features/messages/api/delete-message.js";
import { messagesPageQuery } from "../features/messages/api/get-messages.js";
import { useSetMessageHandled } from "../features/messages/api/set-message-handled.js";
import { MessageItem } from "../features/messages/message-item.js";
import { useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages · Admin · Only News for Free" }];

const TABS = [
  { value: "open", label: "Open" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
] as const satisfies { value: MessageFilter; label: string }[];

const EMPTY_TEXT: Record<MessageFilter, string> = {
  open: "You are all caught up: messages readers send from the contact page appear here.",
  handled: "Messages you mark handled are listed here, and can be reopened.",
  all: "Messages readers send from the contact page appear here.",
};

/** Messages readers sent from /contact (issue 29): read them, mark them handled or reopen them, delete them. */
export default function Messages() {
  const moderated = useModeratedList({
    statuses: MESSAGE_FILTERS,
    fallback: "open",
    query: messagesPageQuery,
    rowsOf: (data) => data.messages,
    pageSize: MESSAGES_PAGE_SIZE,
  });
  const { status: filter, list } = moderated;
  const results = useResultToasts();

  const handle = useSetMessageHandled({
    mutationConfig: {
      onSuccess: (_answer, { handled }) => results.success(handled ? "Message marked as handled" : "Message reopened"),
      onError: (error) => results.failure(error, "Failed to update the message"),
    },
  });

  const remove = useDeleteMessage({
    mutationConfig: {
      onSuccess: () => results.success("Message deleted successfully"),
      onError: (error) => results.failure(error, "Failed to delete the message"),
    },
  });

  const busyId = handle.isPending ? handle.variables?.id : remove.isPending ? remove.variables : undefined;
  const open = list.data?.open;

  return (
    <>
      <PageHeader
        title="Messages"
        description="What readers send from the contact page. Reply by e-mail, then mark the message handled."
        badge={open !== undefined && <Badge tone={open > 0 ? "amber" : "neutral"}>{open} open</Badge>}
      />
      <ModerationView
        noun="message"
        label="Message status"
        tabs={TABS}
        moderated={moderated}
        empty={{ title: "No messages", description: EMPTY_TEXT[filter] }}
        count={(total, tabLabel) =>
          `${total} ${filter === "all" ? "" : `${tabLabel.toLowerCase()} `}message${total === 1 ? "" : "s"}`
        }
        row={(message, askDelete) => (
          <MessageItem
            key={message.id}
            message={message}
            busy={busyId === message.id}
            onHandled={(handled) => handle.mutate({ id: message.id, handled })}
            onDelete={askDelete}
          />
        )}
        onDelete={(message) => remove.mutate(message.id)}
      />
    </>
  );
}
