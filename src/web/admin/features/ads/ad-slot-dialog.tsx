import { Lock } from "lucide-react";
import { useState } from "react";
import { type AdSlot, adSlotInput } from "#shared/schemas/ad-slot.js";
import { AdHtmlFrame } from "./ad-html-frame.js";
import { useSaveAdSlot } from "./api/save-ad-slot.js";
import { describedBy, Field, Textarea } from "../../components/field.js";
import { FormDialog, FormInput, useFormDialog } from "../../components/form-dialog.js";
import { useResultToasts } from "../../lib/session.js";
import { SwitchField } from "../../components/switch-field.js";

export type AdSlotDraft = { slot: AdSlot } | { key: string };

/** Create (optionally with a suggested key) or edit an ad slot; the key cannot change after creation. */
export function AdSlotDialog({ draft, onClose }: { draft: AdSlotDraft; onClose: () => void }) {
  const slot = "slot" in draft ? draft.slot : null;
  const [key, setKey] = useState(slot?.key ?? ("key" in draft ? draft.key : ""));
  const [html, setHtml] = useState(slot?.html ?? "");
  const [enabled, setEnabled] = useState(slot?.enabled ?? true);
  // Only the key has an error of its own: the markup is optional, and the switch cannot be wrong.
  const form = useFormDialog<"key">({ idPrefix: "ad", onClose });
  const results = useResultToasts();

  const save = useSaveAdSlot({
    mutationConfig: {
      onSuccess: () => results.success(slot ? "Ad slot updated successfully" : "Ad slot created successfully"),
      onError: (e) => results.failure(e, slot ? "Failed to update ad slot" : "Failed to create ad slot"),
    },
  });

  function submit() {
    const input = form.parse(adSlotInput, { key, html, enabled }, (path) => (path === "key" ? "key" : undefined));
    if (input) form.send(save, { id: slot?.id, input });
  }

  return (
    <FormDialog
      form={form}
      pending={save.isPending}
      onSubmit={submit}
      size="lg"
      title={slot ? "Edit Ad Slot" : "New Ad Slot"}
      description={slot ? `Editing the “${slot.key}” slot.` : "Markup shown wherever the site places this slot key."}
      submitLabel={slot ? "Update Ad Slot" : "Create Ad Slot"}
    >
      <FormInput
        form={form}
        field="key"
        label="Key"
        required
        hint={
          slot ? (
            <span className="inline-flex items-center gap-1">
              <Lock className="h-3 w-3" aria-hidden />
              The key cannot be changed after creation.
            </span>
          ) : (
            "Lowercase letters, digits and hyphens, e.g. top or in-article-1. It cannot be changed later."
          )
        }
        value={key}
        onValue={setKey}
        disabled={Boolean(slot)}
        className="font-mono"
      />
      <Field id="ad-html" label="HTML code" hint="Optional. Pasted as-is into the page where the slot appears.">
        <Textarea
          {...describedBy("ad-html", undefined, true)}
          rows={8}
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          className="font-mono text-xs"
          spellCheck={false}
        />
      </Field>
      <SwitchField
        label="Enabled"
        description="Disabled slots are not shown to readers."
        checked={enabled}
        onCheckedChange={setEnabled}
      />
      {html.trim() && (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Live preview</p>
          <AdHtmlFrame html={html} title="Live preview of the ad HTML" className="h-40" />
        </div>
      )}
    </FormDialog>
  );
}
