import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { formatRelative, formatShortDate } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";
import { Card } from "../../components/empty-state.js";
import { useResultToasts } from "../../lib/session.js";
import { useEndSession } from "./api/end-session.js";
import { sessionsQuery } from "./api/get-sessions.js";

/** Where one is signed in (issue 32): each browser, when it signed in and was last used, and End session. */
export function SessionsPanel() {
  const list = useQuery(sessionsQuery());
  const results = useResultToasts();
  const end = useEndSession({
    mutationConfig: {
      onSuccess: (_answer, session) => {
        if (session.current) window.location.assign("/admin/login");
        else results.success("Session ended", `${session.device} is signed out.`);
      },
      onError: (error) => results.failure(error, "Failed to end the session"),
    },
  });
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Signed-in sessions</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Every browser signed in to your account. End any you do not recognise, then change your password.
      </p>
      <ul aria-label="Signed-in sessions" className="divide-y divide-slate-200 dark:divide-slate-800">
        {list.data?.map((session) => (
          <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
                {session.device}
                {session.current && <Badge tone="blue">This browser</Badge>}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Signed in <time dateTime={session.createdAt}>{formatShortDate(session.createdAt)}</time>, last seen{" "}
                <time dateTime={session.lastSeenAt}>{formatRelative(session.lastSeenAt)}</time>
              </p>
            </div>
            <Button size="sm" variant="ghost-danger" disabled={end.isPending} onClick={() => end.mutate(session)}>
              <LogOut className="h-4 w-4" aria-hidden />
              {session.current ? "Sign out here" : "End session"}
              <span className="sr-only"> of {session.device}</span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
