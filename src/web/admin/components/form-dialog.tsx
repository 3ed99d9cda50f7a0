import type { DefaultError, UseMutationResult } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import type { z } from "zod";
import { useToast } from "#web/ui/toaster.js";
import { Button } from "./button.js";
import { describedBy, Field, Input } from "./field.js";
import { Modal, type ModalProps } from "./modal.js";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form dialog's state: its fields' errors, each shown beside its control (whose id is
 * `<idPrefix>-<field>`), from the shared schema's first failing rule before sending or from the server's
 * refusal after; and sending the parsed input, the dialog closing once the call succeeded (and, the call
 * owning its refresh, once the screen behind it is refetched: api/mutation.ts).
 */
export function useFormDialog<F extends string>({
  idPrefix,
  formId = `${idPrefix}-form`,
  onClose,
}: {
  idPrefix: string;
  /** The form's id, `<idPrefix>-form` unless said. */
  formId?: string;
  onClose: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const toast = useToast();

  /** Shows `message` beside `field`, when there is one, and moves the focus to `focus` (the field unless said). */
  function showError(field: F | undefined, message: string, focus: F | undefined = field) {
    if (field) setErrors({ [field]: message } as FieldErrors<F>);
    if (focus) document.getElementById(`${idPrefix}-${focus}`)?.focus();
  }

  /** Values refused before sending: the message beside `field` (when there is one) and in a "Validation error" toast. */
  function invalid(field: F | undefined, message: string, { quiet = false }: { quiet?: boolean } = {}) {
    if (field) setErrors({ [field]: message } as FieldErrors<F>);
    if (!quiet) toast({ title: "Validation error", description: message, variant: "destructive" });
    if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
  }

  /**
   * The values as the shared schema gives them; or, when a rule fails, undefined, its message shown beside
   * the field `fieldOf` names for the rule's path (none: beside no field) and, unless `quiet`, in a toast.
   */
  function parse<S extends z.ZodType>(
    schema: S,
    values: unknown,
    fieldOf: (path: PropertyKey | undefined) => F | undefined,
    options: { quiet?: boolean } = {},
  ): z.output<S> | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const issue = parsed.error.issues[0];
    invalid(fieldOf(issue?.path[0]), issue?.message ?? "Invalid input", options);
    return undefined;
  }

  /** Sends `input`; once the call has succeeded, `then` gets its answer and the dialog closes. */
  function send<TData, V>(mutation: UseMutationResult<TData, DefaultError, V>, input: V, then?: (data: TData) => void) {
    mutation.mutate(input, {
      onSuccess: (data) => {
        then?.(data);
        onClose();
      },
    });
  }

  return {
    idPrefix,
    formId,
    onClose,
    errors,
    /** Typing in a field takes the shown error away. */
    clearErrors: () => setErrors((shown) => (Object.keys(shown).length > 0 ? {} : shown)),
    showError,
    invalid,
    parse,
    send,
  };
}

export type FormDialogState<F extends string> = ReturnType<typeof useFormDialog<F>>;

/**
 * A modal holding one form (`formId`): Cancel, and the submit button, which shows that it is saving
 * and cannot be pressed again meanwhile. `onSubmit` runs for a submit while nothing is being saved.
 */
export function FormDialog<F extends string>({
  form,
  pending,
  submitLabel,
  onSubmit,
  children,
  title,
  description,
  size,
}: {
  form: FormDialogState<F>;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
} & Pick<ModalProps, "title" | "description" | "size">) {
  const id = form.formId;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && form.onClose()}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={form.onClose}>Cancel</Button>
          <Button type="submit" form={id} variant="primary" disabled={pending}>
            {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={id}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
        className="grid gap-4"
      >
        {children}
      </form>
    </Modal>
  );
}

/**
 * One text input of a form dialog: its Field (label, then the hint or the error shown beside it) and the
 * Input (`<idPrefix>-<field>`) described by it; typing takes a shown error away, unless `keepsErrors`.
 */
export function FormInput<F extends string>({
  form,
  field,
  label,
  required,
  hint,
  value,
  onValue,
  keepsErrors = false,
  ...input
}: {
  form: FormDialogState<F>;
  field: NoInfer<F>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
  keepsErrors?: boolean;
} & Omit<ComponentProps<"input">, "id" | "value" | "onChange" | "form">) {
  const id = `${form.idPrefix}-${field}`;
  const error = form.errors[field];
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <Input
        {...describedBy(id, error, hint)}
        {...input}
        value={value}
        onChange={(e) => {
          onValue(e.target.value);
          if (!keepsErrors) form.clearErrors();
        }}
      />
    </Field>
  );
}
