import { useState } from "react";
import type { Role } from "#shared/roles.js";
import { invitationInput } from "#shared/schemas/staff.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";
import { useResultToasts } from "../../lib/session.js";
import { useInviteStaffMember } from "./api/invite-staff-member.js";
import { EmailField } from "./email-field.js";
import { RoleField } from "./role-field.js";

type FieldName = "email" | "name" | "role";

/** Invite someone by e-mail (issue 32): they choose their own password through the link, within seven days. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("contributor");
  const form = useFormDialog<FieldName>({ idPrefix: "invite", onClose });
  const { errors } = form;
  const results = useResultToasts();

  const invite = useInviteStaffMember({
    mutationConfig: {
      onSuccess: (made) =>
        results.success("Invitation sent", `${made.name} has seven days to accept it from ${made.email}.`),
      onError: (error) => {
        results.failure(error, "Failed to send the invitation");
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error, "");
        if (message) form.showError(/name/i.test(message) && !/email/i.test(message) ? "name" : "email", message);
      },
    },
  });

  function submit() {
    // Said beside the field only: the dialog is small enough to see it.
    const input = form.parse(
      invitationInput,
      { email, name, role },
      (path) => (path as FieldName | undefined) ?? "email",
      { quiet: true },
    );
    if (input) form.send(invite, input);
  }

  return (
    <FormDialog
      form={form}
      pending={invite.isPending}
      onSubmit={submit}
      title="Invite a colleague"
      description="They get an e-mail with a link to choose their password; it works once, for seven days."
      submitLabel="Send invitation"
    >
      <EmailField form={form} value={email} onValue={setEmail} />
      <FormInput form={form} field="name" label="Name" required autoComplete="off" value={name} onValue={setName} />
      <RoleField id="invite-role" value={role} error={errors.role} onChange={setRole} />
    </FormDialog>
  );
}
