import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { passwordChangeInput, STAFF_LIMITS } from "#shared/schemas/staff.js";
import { useToast } from "#web/ui/toaster.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { changeOwnPassword } from "./api.js";
import { useResultToasts } from "../../lib/session.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { Modal } from "../../components/modal.js";

type FieldName = "currentPassword" | "newPassword" | "confirmPassword";

export const PASSWORDS_DIFFER = "The new passwords do not match";

/** Which field a refusal is about: the server's messages name it ("Current password is incorrect"). */
const fieldOf = (message: string): FieldName => (/^current/i.test(message) ? "currentPassword" : "newPassword");

/** The signed-in person's own password: the current one, then the new one twice. This browser stays signed in. */
export function StaffPasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const toast = useToast();
  const results = useResultToasts();

  const showError = (field: FieldName, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(`own-${field}`)?.focus();
  };

  const save = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      results.success("Password changed successfully", "You stay signed in here; your other sessions have ended.");
      onClose();
    },
    onError: (error) => {
      results.failure(error, "Failed to change your password");
      if (!isUnauthorizedError(error)) {
        const message = serverMessage(error, "");
        if (message) showError(fieldOf(message), message);
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeInput.safeParse(values);
    const issue = parsed.success
      ? values.confirmPassword !== values.newPassword
        ? { field: "confirmPassword" as const, message: PASSWORDS_DIFFER }
        : undefined
      : {
          field: parsed.error.issues[0]?.path[0] as FieldName,
          message: parsed.error.issues[0]?.message ?? "Invalid input",
        };
    if (issue) {
      showError(issue.field, issue.message);
      toast({ title: "Validation error", description: issue.message, variant: "destructive" });
      return;
    }
    setErrors({});
    save.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  const input = (field: FieldName, autoComplete: string, hint?: string) => (
    <Input
      {...describedBy(`own-${field}`, errors[field], Boolean(hint))}
      type="password"
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [field]: e.target.value }));
        setErrors({});
      }}
    />
  );
  const newHint = `At least ${STAFF_LIMITS.passwordMin} characters.`;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change my password"
      description="Your other sessions (other browsers and devices) are signed out; this one stays."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="own-password-form" variant="primary" disabled={save.isPending}>
            {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            Change password
          </Button>
        </>
      }
    >
      <form id="own-password-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field id="own-currentPassword" label="Current password" required error={errors.currentPassword}>
          {input("currentPassword", "current-password")}
        </Field>
        <Field id="own-newPassword" label="New password" required error={errors.newPassword} hint={newHint}>
          {input("newPassword", "new-password", newHint)}
        </Field>
        <Field id="own-confirmPassword" label="Repeat the new password" required error={errors.confirmPassword}>
          {input("confirmPassword", "new-password")}
        </Field>
      </form>
    </Modal>
  );
}
