import { useState } from "react";
import { passwordChangeInput, STAFF_LIMITS } from "#shared/schemas/staff.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { useChangeOwnPassword } from "./api/change-own-password.js";
import { useResultToasts } from "../../lib/session.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";

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
  const form = useFormDialog<FieldName>({ idPrefix: "own", formId: "own-password-form", onClose });
  const results = useResultToasts();

  const save = useChangeOwnPassword({
    mutationConfig: {
      onSuccess: () =>
        results.success("Password changed successfully", "You stay signed in here; your other sessions have ended."),
      onError: (error) => {
        results.failure(error, "Failed to change your password");
        if (!isUnauthorizedError(error)) {
          const message = serverMessage(error, "");
          if (message) form.showError(fieldOf(message), message);
        }
      },
    },
  });

  function submit() {
    const parsed = form.parse(passwordChangeInput, values, (path) => path as FieldName | undefined);
    if (!parsed) return;
    if (values.confirmPassword !== values.newPassword) return form.invalid("confirmPassword", PASSWORDS_DIFFER);
    form.send(save, { currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  const input = (field: FieldName, label: string, autoComplete: string, hint?: string) => (
    <FormInput
      form={form}
      field={field}
      label={label}
      required
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      value={values[field]}
      onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
    />
  );
  const newHint = `At least ${STAFF_LIMITS.passwordMin} characters.`;

  return (
    <FormDialog
      form={form}
      pending={save.isPending}
      onSubmit={submit}
      title="Change my password"
      description="Your other sessions (other browsers and devices) are signed out; this one stays."
      submitLabel="Change password"
    >
      {input("currentPassword", "Current password", "current-password")}
      {input("newPassword", "New password", "new-password", newHint)}
      {input("confirmPassword", "Repeat the new password", "new-password")}
    </FormDialog>
  );
}
