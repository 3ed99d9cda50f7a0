import { useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { ROLE_NAMES } from "#shared/roles.js";
import { formatShortDate } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";
import { Card } from "../../components/empty-state.js";
import { useResultToasts } from "../../lib/session.js";
import { invitationsQuery } from "./api/get-invitations.js";
import { useWithdrawInvitation } from "./api/withdraw-invitation.js";

/** Invitations waiting to be accepted, each with who sent it, until when it works, and Withdraw. */
export function InvitationList() {
  const list = useQuery(invitationsQuery());
  const results = useResultToasts();
  const withdraw = useWithdrawInvitation({
    mutationConfig: {
      onSuccess: (_answer, invitation) =>
        results.success("Invitation withdrawn", `The link sent to ${invitation.email} works no more.`),
      onError: (error) => results.failure(error, "Failed to withdraw the invitation"),
    },
  });
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="invitations-heading" className="mt-8 grid gap-3">
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Waiting invitations
      </h2>
      <Card>
        <ul aria-label="Waiting invitations" className="divide-y divide-slate-200 dark:divide-slate-800">
          {list.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
                    {invitation.name}
                  </h3>
                  <Badge tone="neutral">{ROLE_NAMES[invitation.role]}</Badge>
                </div>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
                  {invitation.email}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {invitation.invitedBy ? `Sent by ${invitation.invitedBy}, ` : "Sent "}
                  <time dateTime={invitation.createdAt}>{formatShortDate(invitation.createdAt)}</time>; works until{" "}
                  <time dateTime={invitation.expiresAt}>{formatShortDate(invitation.expiresAt)}</time>
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost-danger"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(invitation)}
              >
                <MailX className="h-4 w-4" aria-hidden />
                Withdraw<span className="sr-only"> the invitation of {invitation.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
