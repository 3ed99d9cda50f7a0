import { type ReactNode, useState } from "react";
import { type Term, termInput } from "#shared/schemas/term.js";
import { isUnauthorizedError, serverMessage } from "../../api/errors.js";
import { describedBy, Field, Textarea } from "../../components/field.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";
import { useResultToasts } from "../../lib/session.js";
import { useSaveTerm } from "./api/save-term.js";

type FieldName = "swedish" | "english" | "keep" | "place" | "note";

/** Which field a refusal from the server is about (a duplicate is about the Swedish). */
function fieldOf(message: string): FieldName | undefined {
  if (/^English/i.test(message)) return "english";
  if (/^Note/i.test(message)) return "note";
  if (/^Keep/i.test(message)) return "keep";
  if (/^Place/i.test(message)) return "place";
  if (/^Swedish|already exists/i.test(message)) return "swedish";
  return undefined;
}

/** A labelled checkbox of the dialog, with what ticking it means below its label. */
function Checkbox({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900"
        aria-describedby={`${id}-hint`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * Add a term, or edit one: its Swedish, its English (the Swedish itself when the name is kept as written),
 * whether it is a place, and a note for colleagues.
 */
export function TermDialog({ term, onClose }: { term: Term | null; onClose: () => void }) {
  const editing = term !== null;
  const [swedish, setSwedish] = useState(term?.swedish ?? "");
  // What was typed as English stays, so unticking "Keep as written" gives it back.
  const [english, setEnglish] = useState(term && !term.keep ? term.english : "");
  const [keep, setKeep] = useState(term?.keep ?? false);
  const [place, setPlace] = useState(term?.place ?? false);
  const [note, setNote] = useState(term?.note ?? "");
  const form = useFormDialog<FieldName>({ idPrefix: "term", onClose });
  const results = useResultToasts();

  const save = useSaveTerm({
    mutationConfig: {
      onSuccess: (saved) =>
        results.success(editing ? "Term updated" : "Term added", `${saved.swedish} → ${saved.english}`),
      onError: (error) => {
        results.failure(error, editing ? "Failed to update the term" : "Failed to add the term");
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error, "");
        if (message) form.showError(fieldOf(message), message, fieldOf(message) ?? "swedish");
      },
    },
  });

  function submit() {
    const input = form.parse(
      termInput,
      { swedish, english: keep ? swedish : english, keep, place, note },
      (path) => (path as FieldName | undefined) ?? "swedish",
    );
    if (input) form.send(save, { id: term?.id, input });
  }

  const noteId = "term-note";
  const noteHint = "For colleagues only: why it is written so, or where it comes from.";
  return (
    <FormDialog
      form={form}
      pending={save.isPending}
      onSubmit={submit}
      title={editing ? "Edit term" : "Add term"}
      description={
        editing ? `Editing “${term.swedish}”` : "How a Swedish name or term is written in English translations."
      }
      submitLabel={editing ? "Save term" : "Add term"}
    >
      <FormInput
        form={form}
        field="swedish"
        label="Swedish"
        required
        autoComplete="off"
        lang="sv"
        value={swedish}
        onValue={setSwedish}
      />
      <FormInput
        form={form}
        field="english"
        label="English"
        required={!keep}
        autoComplete="off"
        lang="en"
        disabled={keep}
        hint={keep ? "Kept as written: the English is the Swedish." : undefined}
        value={keep ? swedish : english}
        onValue={setEnglish}
      />
      <Checkbox
        id="term-keep"
        label="Keep as written (a name)"
        hint="Written the same in English, as Systembolaget or Folkhälsomyndigheten."
        checked={keep}
        onChange={(checked) => {
          setKeep(checked);
          form.clearErrors();
        }}
      />
      <Checkbox
        id="term-place"
        label="Place name"
        hint="Search also finds it under its other spelling (Göteborg, Gothenburg)."
        checked={place}
        onChange={setPlace}
      />
      <Field id={noteId} label="Note" hint={noteHint} error={form.errors.note}>
        <Textarea
          {...describedBy(noteId, form.errors.note, noteHint)}
          rows={3}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            form.clearErrors();
          }}
        />
      </Field>
    </FormDialog>
  );
}
