import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Info, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type Source, sourceInput } from "#shared/schemas/wire.js";
import { useToast } from "#web/ui/toaster.js";
import { categoriesQuery } from "../categories/index.js";
import { serverMessage } from "../../api/errors.js";
import { keys } from "../../api/keys.js";
import { saveSource } from "./api.js";
import { useResultToasts } from "../../lib/session.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input, Select, Textarea } from "../../components/field.js";
import { Modal } from "../../components/modal.js";
import { SwitchField } from "../../components/switch-field.js";

type FieldName = "name" | "feedUrl" | "categoryId" | "articleHosts";
type Errors = Partial<Record<FieldName | "form", string>>;

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
  const [errors, setErrors] = useState<Errors>({});
  const categories = useQuery(categoriesQuery());
  const toast = useToast();
  const results = useResultToasts();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (payload: Parameters<typeof saveSource>[1]) => saveSource(source?.id, payload),
    onSuccess: async () => {
      results.success(editing ? "Source updated" : "Source added");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.sources }),
        queryClient.invalidateQueries({ queryKey: keys.wire }),
      ]);
      onClose();
    },
    onError: (error) => {
      const message = serverMessage(error, editing ? "Failed to update the source" : "Failed to add the source");
      const field = fieldOfMessage(message);
      setErrors({ [field]: message });
      if (field !== "form") document.getElementById(`source-${field}`)?.focus();
      results.failure(error, editing ? "Failed to update the source" : "Failed to add the source");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = sourceInput.safeParse({
      name,
      feedUrl,
      enabled,
      categoryId: categoryId ? Number(categoryId) : null,
      articleHosts: parseHosts(hosts),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? "Invalid input";
      const field = (issue?.path[0] as FieldName | undefined) ?? "form";
      setErrors({ [field]: message });
      toast({ title: "Validation error", description: message, variant: "destructive" });
      document.getElementById(`source-${String(field)}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const clear = () => Object.keys(errors).length > 0 && setErrors({});

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={editing ? "Edit Source" : "Add Source"}
      description={editing ? `Editing “${source.name}”` : "A Swedish news feed (RSS or Atom) for the wire."}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="source-form" variant="primary" disabled={save.isPending}>
            {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {editing ? "Update Source" : "Add Source"}
          </Button>
        </>
      }
    >
      <form id="source-form" noValidate onSubmit={submit} className="grid gap-4">
        {errors.form && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {errors.form}
          </p>
        )}
        <Field
          id="source-name"
          label="Name"
          required
          error={errors.name}
          hint="Shown in the credit line: “Originally published in Swedish by …”."
        >
          <Input
            {...describedBy("source-name", errors.name, true)}
            value={name}
            maxLength={100}
            onChange={(e) => {
              setName(e.target.value);
              clear();
            }}
          />
        </Field>
        <Field
          id="source-feedUrl"
          label="Feed URL"
          required={!configured}
          error={errors.feedUrl}
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
        >
          <Input
            {...describedBy("source-feedUrl", errors.feedUrl, true)}
            type="url"
            inputMode="url"
            readOnly={configured}
            value={feedUrl}
            onChange={(e) => {
              setFeedUrl(e.target.value);
              clear();
            }}
            className={configured ? "bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300" : undefined}
          />
        </Field>
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
            {categories.data?.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
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
      </form>
    </Modal>
  );
}
