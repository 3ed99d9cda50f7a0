import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { Role } from "#shared/roles.js";
import { invitationInput } from "#shared/schemas/staff.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { Modal } from "../../components/modal.js";
import { useResultToasts } from "../../lib/session.js";
import { invitationsKey, inviteStaffMember } from "./api.js";
import { RoleField } from "./role-field.js";

type FieldName = "email" | "name" | "role";

/** Invite someone by e-mail (issue 32): they choose their own password through the link, within seven days. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("contributor");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const results = useResultToasts();
  const queryClient = useQueryClient();

  const showError = (field: FieldName, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(`invite-${field}`)?.focus();
  };

  const invite = useMutation({
    mutationFn: inviteStaffMember,
    onSuccess: async (made) => {
      results.success("Invitation sent", `${made.name} has seven days to accept it from ${made.email}.`);
      await queryClient.invalidateQueries({ queryKey: invitationsKey });
      onClose();
    },
    onError: (error) => {
      results.failure(error, "Failed to send the invitation");
      if (isUnauthorizedError(error)) return;
      const message = serverMessage(error, "");
      if (message) showError(/name/i.test(message) && !/email/i.test(message) ? "name" : "email", message);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = invitationInput.safeParse({ email, name, role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return showError((issue?.path[0] as FieldName | undefined) ?? "email", issue?.message ?? "Invalid input");
    }
    setErrors({});
    invite.mutate(parsed.data);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invite a colleague"
      description="They get an e-mail with a link to choose their password; it works once, for seven days."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="invite-form" variant="primary" disabled={invite.isPending}>
            {invite.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            Send invitation
          </Button>
        </>
      }
    >
      <form id="invite-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field id="invite-email" label="Email" required error={errors.email}>
          <Input
            {...describedBy("invite-email", errors.email)}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors({});
            }}
          />
        </Field>
        <Field id="invite-name" label="Name" required error={errors.name}>
          <Input
            {...describedBy("invite-name", errors.name)}
            autoComplete="off"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors({});
            }}
          />
        </Field>
        <RoleField id="invite-role" value={role} error={errors.role} onChange={setRole} />
      </form>
    </Modal>
  );
}
