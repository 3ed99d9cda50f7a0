import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { useStatusPageView } from "../lib/status-page-view.js";
import {
  type ContactMessage,
  MESSAGE_FILTERS,
  MESSAGES_PAGE_SIZE,
  type MessageFilter,
} from "#shared/schemas/contact-message.js";
import { totalPages } from "#shared/text.js";
import { keys } from "../api/keys.js";
import { Badge } from "../components/badge.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination } from "../components/pagination.js";
import { StatusTabs } from "../components/status-tabs.js";
import { deleteMessage, messagesPageQuery, setMessageHandled } from "../features/messages/api.js";
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
  const { status: filter, page, show } = useStatusPageView(MESSAGE_FILTERS, "open");
  const list = useQuery({ ...messagesPageQuery(filter, page), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const pages = list.data ? totalPages(list.data.total, MESSAGES_PAGE_SIZE) : 1;
  const rows = list.data?.messages ?? [];
  const tabLabel = TABS.find((t) => t.value === filter)!.label;

  // After the last message of the last page leaves the filter, step back to the page that still exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: show is recreated each render
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.messages.length === 0 && page > pages)
      show({ page: pages }, { replace: true });
  }, [list.data, list.isPlaceholderData, page, pages]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.messages });

  const handle = useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => setMessageHandled(id, handled),
    onSuccess: (_answer, { handled }) => {
      results.success(handled ? "Message marked as handled" : "Message reopened");
      return refresh();
    },
    onError: (error) => results.failure(error, "Failed to update the message"),
  });

  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => {
      results.success("Message deleted successfully");
      return refresh();
    },
    onError: (error) => results.failure(error, "Failed to delete the message"),
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
      <div className="grid gap-4">
        <StatusTabs
          label="Message status"
          idPrefix="messages-tab"
          panelId="messages-panel"
          tabs={TABS}
          value={filter}
          onChange={(next) => show({ status: next })}
        />
        <div role="tabpanel" id="messages-panel" aria-labelledby={`messages-tab-${filter}`} className="min-w-0">
          {list.isError && !list.data && (
            <LoadError message="The messages could not be loaded." onRetry={() => list.refetch()} />
          )}
          {list.isPending && <Skeleton rows={3} className="h-44" />}
          {list.data?.messages.length === 0 && !list.isPlaceholderData && (
            <EmptyState icon={Inbox} title="No messages" description={EMPTY_TEXT[filter]} />
          )}
          {rows.length > 0 && (
            <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}>
              <ul
                aria-label={`${tabLabel} messages`}
                aria-busy={list.isFetching}
                className="divide-y divide-slate-200 dark:divide-slate-800"
              >
                {rows.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    busy={busyId === message.id}
                    onHandled={(handled) => handle.mutate({ id: message.id, handled })}
                    onDelete={() => setDeleting(message)}
                  />
                ))}
              </ul>
            </Card>
          )}
          {list.data && list.data.total > 0 && (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {list.data.total} {filter === "all" ? "" : `${tabLabel.toLowerCase()} `}message
              {list.data.total === 1 ? "" : "s"}
              {pages > 1 ? ` · page ${page} of ${pages}` : ""}
            </p>
          )}
          <Pagination page={page} totalPages={pages} onPageChange={(n) => show({ page: n })} />
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title="Delete message"
        description="Are you sure you want to delete this message? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
