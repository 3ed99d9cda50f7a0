import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useState } from "react";
import { type Source, sourceInput } from "#shared/schemas/wire.js";
import { CategoryOptions, categoriesQuery } from "../categories/index.js";
import { serverMessage } from "../../api/errors.js";
import { useSaveSource } from "./api/save-source.js";
import { useResultToasts } from "../../lib/session.js";
import { describedBy, Field, Select, Textarea } from "../../components/field.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";
import { SwitchField } from "../../components/switch-field.js";

type FieldName = "name" | "feedUrl" | "categoryId" | "articleHosts";

/** Host names as staff type them: separated by commas, spaces or lines. */
export function parseHosts(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);
}

/** Which field a server message is about (its messages start with the field's label), else the form. */
function fieldOfMessage(message: string): FieldName | "form" {
  if (/^Feed URL/i.test(message)) return "feedUrl";
  if (/^Name/i.test(message)) return "name";
  if (/^(Default )?Category/i.test(message)) return "categoryId";
  if (/^(At most \d+ )?Article hosts?/i.test(message)) return "articleHosts";
  return "form";
}

/** Add or edit a Swedish source of the desk. A configured source's feed URL is the operator's and read-only. */
export function SourceDialog({ source, onClose }: { source: Source | null; onClose: () => void }) {
  const editing = source !== null;
  const configured = source?.configured ?? false;
  const [name, setName] = useState(source?.name ?? "");
  const [feedUrl, setFeedUrl] = useState(source?.feedUrl ?? "");
  const [categoryId, setCategoryId] = useState(source?.categoryId ? String(source.categoryId) : "");
  const [hosts, setHosts] = useState(source?.articleHosts.join("\n") ?? "");
  const [enabled, setEnabled] = useState(source?.enabled ?? true);
  // "form": a refusal about no one field, shown above them.
  const form = useFormDialog<FieldName | "form">({ idPrefix: "source", onClose });
  const { errors, clearErrors: clear } = form;
  const categories = useQuery(categoriesQuery());
  const results = useResultToasts();

  const save = useSaveSource({
    mutationConfig: {
      onSuccess: () => results.success(editing ? "Source updated" : "Source added"),
      onError: (error) => {
        const message = serverMessage(error, editing ? "Failed to update the source" : "Failed to add the source");
        const field = fieldOfMessage(message);
        form.showError(field, message, field === "form" ? undefined : field);
        results.failure(error, editing ? "Failed to update the source" : "Failed to add the source");
      },
    },
  });

  function submit() {
    const input = form.parse(
      sourceInput,
      { name, feedUrl, enabled, categoryId: categoryId ? Number(categoryId) : null, articleHosts: parseHosts(hosts) },
      (path) => (path as FieldName | undefined) ?? "form",
    );
    if (input) form.send(save, { id: source?.id, input });
  }

  return (
    <FormDialog
      form={form}
      pending={save.isPending}
      onSubmit={submit}
      size="lg"
      title={editing ? "Edit Source" : "Add Source"}
      description={editing ? `Editing “${source.name}”` : "A Swedish news feed (RSS or Atom) for the wire."}
      submitLabel={editing ? "Update Source" : "Add Source"}
    >
      {errors.form && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form}
        </p>
      )}
      <FormInput
        form={form}
        field="name"
        label="Name"
        required
        hint="Shown in the credit line: “Originally published in Swedish by …”."
        value={name}
        onValue={setName}
        maxLength={100}
      />
      <FormInput
        form={form}
        field="feedUrl"
        label="Feed URL"
        required={!configured}
        hint={
          configured ? (
            <span className="inline-flex items-start gap-1.5">
              <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              Set in the server configuration; change it there.
            </span>
          ) : (
            "The feed's address, e.g. https://www.svt.se/rss.xml"
          )
        }
        type="url"
        inputMode="url"
        readOnly={configured}
        value={feedUrl}
        onValue={setFeedUrl}
        className={configured ? "bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300" : undefined}
      />
      <Field
        id="source-categoryId"
        label="Default category"
        error={errors.categoryId}
        hint="Optional. Drafts from this source are filed here unless you choose another."
      >
        <Select
          {...describedBy("source-categoryId", errors.categoryId, true)}
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.target.value);
            clear();
          }}
        >
          <option value="">None</option>
          <CategoryOptions categories={categories.data} />
        </Select>
      </Field>
      <Field
        id="source-articleHosts"
        label="Article hosts"
        error={errors.articleHosts}
        hint="Optional. Other hosts its article pages may be read from, such as www.svt.se; one per line or separated by commas. The feed's own host is always allowed."
      >
        <Textarea
          {...describedBy("source-articleHosts", errors.articleHosts, true)}
          rows={3}
          className="min-h-0 font-mono"
          value={hosts}
          onChange={(e) => {
            setHosts(e.target.value);
            clear();
          }}
        />
      </Field>
      <SwitchField
        label="Enabled"
        description="Read this feed when the wire is refreshed."
        checked={enabled}
        onCheckedChange={setEnabled}
      />
    </FormDialog>
  );
}
