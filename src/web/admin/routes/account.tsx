import { KeyRound } from "lucide-react";
import { useState } from "react";
import { ROLE_NAMES } from "#shared/roles.js";
import { Button } from "../components/button.js";
import { Card } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { ROLE_SUMMARIES } from "../features/staff/role-field.js";
import { StaffPasswordDialog } from "../features/staff/staff-password-dialog.js";
import { SessionsPanel } from "../features/staff/sessions-panel.js";
import { TwoFactorPanel } from "../features/staff/two-factor-panel.js";
import { useAdminSession } from "../lib/session.js";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "My account · Admin · Only News for Free" }];

/**
 * The signed-in person's own account, whatever their role: who they are, what their role lets them do,
 * and their password, changed with the current one.
 */
export default function Account() {
  const { user } = useAdminSession();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="My account"
        description="Your own sign-in: an administrator manages names and roles on the Staff screen."
        actions={
          <Button onClick={() => setChangingPassword(true)}>
            <KeyRound className="h-4 w-4" aria-hidden />
            Change my password
          </Button>
        }
      />
      <Card className="p-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-slate-400">Name</dt>
          <dd className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">{user.name}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Email</dt>
          <dd className="text-slate-900 [overflow-wrap:anywhere] dark:text-white">{user.email}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Role</dt>
          <dd className="text-slate-900 dark:text-white">
            {ROLE_NAMES[user.role]}
            <span className="block text-slate-600 dark:text-slate-400">{ROLE_SUMMARIES[user.role]}</span>
          </dd>
        </dl>
      </Card>
      {user.mustSetUpTwoFactor && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          The newsroom requires two-factor sign-in: set it up below before anything else.
        </p>
      )}
      <div className="mt-4 grid gap-4">
        <TwoFactorPanel />
        <SessionsPanel />
      </div>
      {changingPassword && <StaffPasswordDialog onClose={() => setChangingPassword(false)} />}
    </>
  );
}
