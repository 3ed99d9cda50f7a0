import { type FormDialogState, FormInput } from "../../components/form-dialog.js";

/** A colleague's address: the account's, or the one an invitation goes to (`<idPrefix>-email`). */
export function EmailField<F extends string>({
  form,
  value,
  onValue,
}: {
  form: FormDialogState<F | "email">;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <FormInput
      form={form}
      field="email"
      label="Email"
      required
      type="email"
      autoComplete="off"
      value={value}
      onValue={onValue}
    />
  );
}
