import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus, Users } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { StaffMember } from "#shared/schemas/staff.js";
import { deleteStaffMember, staffKey, staffQuery } from "../features/staff/api.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { StaffDialog } from "../features/staff/staff-dialog.js";
import { StaffPasswordDialog } from "../features/staff/staff-password-dialog.js";
import { StaffRow } from "../features/staff/staff-row.js";
import { useAdminSession, useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: "Staff · Admin · Only News for Free" }];

export default function Staff() {
  const list = useQuery(staffQuery());
  const { user } = useAdminSession();
  const queryClient = useQueryClient();
  const results = useResultToasts();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<{ member: StaffMember | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);

  const remove = useMutation({
    mutationFn: (member: StaffMember) => deleteStaffMember(member.id),
    onSuccess: (_answer, member) => {
      results.success("Staff member deleted successfully", `${member.name} can no longer sign in.`);
      return queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => results.failure(error, "Failed to delete the staff member"),
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
        description="The people who can sign in to the newsroom. Each has their own account and password."
        actions={
          <>
            <Button onClick={() => setChangingPassword(true)}>
              <KeyRound className="h-4 w-4" aria-hidden />
              Change my password
            </Button>
            {addButton}
          </>
        }
      />
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
              />
            ))}
          </ul>
        </Card>
      )}
      {editing && (
        <StaffDialog
          member={editing.member}
          isSelf={editing.member !== null && editing.member.id === user?.id}
          onClose={() => setEditing(null)}
          // One's own new name is the author a new article starts with: reload the session's copy of it.
          onSaved={(saved) => saved.id === user?.id && revalidator.revalidate()}
        />
      )}
      {changingPassword && <StaffPasswordDialog onClose={() => setChangingPassword(false)} />}
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
