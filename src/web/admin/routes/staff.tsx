import { useQuery } from "@tanstack/react-query";
import { MailPlus, Plus, Users } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { siteSettingsOf } from "#shared/schemas/setting.js";
import type { StaffMember } from "#shared/schemas/staff.js";
import { useDeleteStaffMember } from "../features/staff/api/delete-staff-member.js";
import { staffQuery } from "../features/staff/api/get-staff.js";
import { useSendPasswordResetLink } from "../features/staff/api/send-password-reset-link.js";
import { mailOverviewQuery } from "../features/mail/api/get-mail-overview.js";
import { settingsQuery } from "../features/settings/api/get-settings.js";
import { useSaveSettings } from "../features/settings/api/save-settings.js";
import { SwitchField } from "../components/switch-field.js";
import { InvitationList } from "../features/staff/invitation-list.js";
import { InviteDialog } from "../features/staff/invite-dialog.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { StaffDialog } from "../features/staff/staff-dialog.js";
import { StaffRow } from "../features/staff/staff-row.js";
import { useAdminSession, useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: "Staff · Admin · Only News for Free" }];

/** The administrators' switch: every staff member must sign in with a second factor (issue 32). */
function RequireTwoFactor() {
  const settings = useQuery(settingsQuery());
  const results = useResultToasts();
  const required = settings.data ? siteSettingsOf(settings.data).staffTwoFactorRequired : false;
  const save = useSaveSettings({
    mutationConfig: {
      onSuccess: (_answer, { staffTwoFactorRequired }) =>
        results.success(
          staffTwoFactorRequired === "true"
            ? "Two-factor sign-in is now required"
            : "Two-factor sign-in is now optional",
        ),
      onError: (error) => results.failure(error, "Failed to save the setting"),
    },
  });
  if (!settings.data) return null;
  return (
    <div className="mt-6">
      <SwitchField
        label="Require two-factor sign-in for all staff"
        description="Everyone without it is asked to set it up on My account before they can do anything else."
        checked={required}
        onCheckedChange={(on) => save.mutate({ staffTwoFactorRequired: on ? "true" : "false" })}
      />
    </div>
  );
}

export default function Staff() {
  const list = useQuery(staffQuery());
  const { user } = useAdminSession();
  const results = useResultToasts();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<{ member: StaffMember | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const [inviting, setInviting] = useState(false);
  // Invitations and reset links go by mail: without it the screen says so instead of offering them.
  const mail = useQuery(mailOverviewQuery());
  const canMail = mail.data?.configured === true;

  const sendReset = useSendPasswordResetLink({
    mutationConfig: {
      onSuccess: (answer) => results.success("Reset link sent", answer.message),
      onError: (error) => results.failure(error, "Failed to send the reset link"),
    },
  });

  const remove = useDeleteStaffMember({
    mutationConfig: {
      onSuccess: (_answer, member) =>
        results.success("Staff member deleted successfully", `${member.name} can no longer sign in.`),
      onError: (error) => results.failure(error, "Failed to delete the staff member"),
    },
  });

  const addButton = (
    <Button variant="primary" onClick={() => setEditing({ member: null })}>
      <Plus className="h-4 w-4" aria-hidden />
      Add staff member
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Staff"
        description="The people who can sign in to the newsroom, each with their own account and a role that says what they may do."
        actions={
          <>
            {canMail && (
              <Button onClick={() => setInviting(true)}>
                <MailPlus className="h-4 w-4" aria-hidden />
                Invite by e-mail
              </Button>
            )}
            {addButton}
          </>
        }
      />
      {mail.data && !canMail && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          Invitations and password reset links are sent by e-mail, which is not set up on this site (SMTP_URL). Until it
          is, add colleagues with a first password, and reset a forgotten one with npm run admin.
        </p>
      )}
      {list.isError && <LoadError message="The staff accounts could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton rows={3} />}
      {list.data?.length === 0 && (
        <EmptyState
          icon={Users}
          title="No staff accounts"
          description="Add a colleague so that they can sign in with their own account."
          action={addButton}
        />
      )}
      {list.data && list.data.length > 0 && (
        <Card>
          <ul aria-label="Staff" className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.data.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                isSelf={member.id === user?.id}
                onEdit={() => setEditing({ member })}
                onDelete={() => setDeleting(member)}
                onSendReset={canMail ? () => sendReset.mutate(member) : undefined}
              />
            ))}
          </ul>
        </Card>
      )}
      <RequireTwoFactor />
      <InvitationList />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {editing && (
        <StaffDialog
          member={editing.member}
          isSelf={editing.member !== null && editing.member.id === user?.id}
          onClose={() => setEditing(null)}
          // One's own new name is the author a new article starts with: reload the session's copy of it.
          onSaved={(saved) => saved.id === user?.id && revalidator.revalidate()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete staff member"
        description={
          deleting
            ? `Delete the account of ${deleting.name} (${deleting.email})? They are signed out at once and can no longer sign in. Articles they wrote keep their author name.`
            : ""
        }
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
