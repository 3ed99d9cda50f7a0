import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ROLE_NAMES, type Role } from "#shared/roles.js";
import { type StaffMember, STAFF_LIMITS, staffCreateInput, staffUpdateInput } from "#shared/schemas/staff.js";
import { useToast } from "#web/ui/toaster.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { addStaffMember, staffKey, updateStaffMember } from "./api.js";
import { useResultToasts } from "../../lib/session.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { RoleField } from "./role-field.js";
import { Modal } from "../../components/modal.js";

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
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const toast = useToast();
  const results = useResultToasts();
  const queryClient = useQueryClient();

  const showError = (field: FieldName | undefined, message: string) => {
    if (field) setErrors({ [field]: message });
    document.getElementById(`staff-${field ?? "email"}`)?.focus();
  };

  const save = useMutation({
    mutationFn: (
      payload: { email: string; name: string; password: string; role: Role } | { name?: string; role?: Role },
    ) =>
      editing
        ? updateStaffMember(member.id, payload)
        : addStaffMember(payload as { email: string; name: string; password: string; role: Role }),
    onSuccess: async (saved) => {
      if (!editing) results.success("Staff member added", `${saved.name} can now sign in with ${saved.email}.`);
      else if (saved.role !== member.role)
        results.success("Staff member updated", `${saved.name} is now ${ROLE_NAMES[saved.role].toLowerCase()}.`);
      else results.success("Staff member updated");
      await queryClient.invalidateQueries({ queryKey: staffKey });
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      results.failure(error, editing ? "Failed to update the staff member" : "Failed to add the staff member");
      if (isUnauthorizedError(error)) return;
      const message = serverMessage(error, "");
      if (message) showError(fieldOf(message), message);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = editing
      ? staffUpdateInput.safeParse({ name, role })
      : staffCreateInput.safeParse({ email, name, password, role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? "Invalid input";
      showError((issue?.path[0] as FieldName | undefined) ?? "name", message);
      toast({ title: "Validation error", description: message, variant: "destructive" });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const passwordHint = `At least ${STAFF_LIMITS.passwordMin} characters. Share it with them safely; they can change it after signing in.`;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit staff member" : "Add staff member"}
      description={editing ? `Editing ${member.email}` : "Give a colleague their own account to sign in with."}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="staff-form" variant="primary" disabled={save.isPending}>
            {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {editing ? "Save changes" : "Add staff member"}
          </Button>
        </>
      }
    >
      <form id="staff-form" noValidate onSubmit={submit} className="grid gap-4">
        {!editing && (
          <Field id="staff-email" label="Email" required error={errors.email}>
            <Input
              {...describedBy("staff-email", errors.email)}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors({});
              }}
            />
          </Field>
        )}
        <Field
          id="staff-name"
          label="Name"
          required
          error={errors.name}
          hint="Shown as the author of the articles they write."
        >
          <Input
            {...describedBy("staff-name", errors.name, true)}
            autoComplete="off"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors({});
            }}
          />
        </Field>
        <RoleField
          id="staff-role"
          value={role}
          error={errors.role}
          onChange={(next) => {
            setRole(next);
            setErrors({});
          }}
        />
        {editing ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {isSelf
              ? "To change your own password, use “Change my password”: it asks for your current one."
              : "Nobody sets another person’s password: they change their own with their current one."}
          </p>
        ) : (
          <Field id="staff-password" label="Password" required error={errors.password} hint={passwordHint}>
            <Input
              {...describedBy("staff-password", errors.password, true)}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors({});
              }}
            />
          </Field>
        )}
      </form>
    </Modal>
  );
}
