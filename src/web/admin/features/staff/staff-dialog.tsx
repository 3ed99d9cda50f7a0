import { useState } from "react";
import { ROLE_NAMES, type Role } from "#shared/roles.js";
import { type StaffMember, STAFF_LIMITS, staffCreateInput, staffUpdateInput } from "#shared/schemas/staff.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { useSaveStaffMember } from "./api/save-staff-member.js";
import { useResultToasts } from "../../lib/session.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";
import { EmailField } from "./email-field.js";
import { RoleField } from "./role-field.js";

type FieldName = "email" | "name" | "password" | "role";

/** Which field a refusal from the server is about, so that it is shown beside that field too. */
function fieldOf(message: string): FieldName | undefined {
  if (/role|administrator/i.test(message)) return "role";
  if (/email/i.test(message)) return "email";
  if (/password/i.test(message)) return "password";
  if (/name/i.test(message)) return "name";
  return undefined;
}

/**
 * Add a colleague (email, name, role, first password), or edit one: rename, or change the role. Nobody sets
 * another person's password here (issue 32): each changes their own with the current one.
 */
export function StaffDialog({
  member,
  isSelf,
  onClose,
  onSaved,
}: {
  member: StaffMember | null;
  isSelf: boolean;
  onClose: () => void;
  onSaved?: (saved: StaffMember) => void;
}) {
  const editing = member !== null;
  const [email, setEmail] = useState(member?.email ?? "");
  const [name, setName] = useState(member?.name ?? "");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>(member?.role ?? "contributor");
  const form = useFormDialog<FieldName>({ idPrefix: "staff", onClose });
  const { errors, clearErrors } = form;
  const results = useResultToasts();

  const save = useSaveStaffMember({
    mutationConfig: {
      onSuccess: (saved) => {
        if (!editing) results.success("Staff member added", `${saved.name} can now sign in with ${saved.email}.`);
        else if (saved.role !== member.role)
          results.success("Staff member updated", `${saved.name} is now ${ROLE_NAMES[saved.role].toLowerCase()}.`);
        else results.success("Staff member updated");
      },
      onError: (error) => {
        results.failure(error, editing ? "Failed to update the staff member" : "Failed to add the staff member");
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error, "");
        // A refusal about no one field still moves the focus to the form's first field.
        if (message) form.showError(fieldOf(message), message, fieldOf(message) ?? "email");
      },
    },
  });

  function submit() {
    const fieldOfIssue = (path: PropertyKey | undefined) => (path as FieldName | undefined) ?? "name";
    if (editing) {
      const input = form.parse(staffUpdateInput, { name, role }, fieldOfIssue);
      if (input) form.send(save, { id: member.id, input }, onSaved);
    } else {
      const input = form.parse(staffCreateInput, { email, name, password, role }, fieldOfIssue);
      if (input) form.send(save, { input }, onSaved);
    }
  }

  const passwordHint = `At least ${STAFF_LIMITS.passwordMin} characters. Share it with them safely; they can change it after signing in.`;

  return (
    <FormDialog
      form={form}
      pending={save.isPending}
      onSubmit={submit}
      title={editing ? "Edit staff member" : "Add staff member"}
      description={editing ? `Editing ${member.email}` : "Give a colleague their own account to sign in with."}
      submitLabel={editing ? "Save changes" : "Add staff member"}
    >
      {!editing && <EmailField form={form} value={email} onValue={setEmail} />}
      <FormInput
        form={form}
        field="name"
        label="Name"
        required
        hint="Shown as the author of the articles they write."
        autoComplete="off"
        value={name}
        onValue={setName}
      />
      <RoleField
        id="staff-role"
        value={role}
        error={errors.role}
        onChange={(next) => {
          setRole(next);
          clearErrors();
        }}
      />
      {editing ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {isSelf
            ? "To change your own password, use “Change my password”: it asks for your current one."
            : "Nobody sets another person’s password: they change their own with their current one."}
        </p>
      ) : (
        <FormInput
          form={form}
          field="password"
          label="Password"
          required
          hint={passwordHint}
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
        />
      )}
    </FormDialog>
  );
}
