import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type AdSlot, adSlotInput } from "#shared/schemas/ad-slot.js";
import { useToast } from "#web/ui/toaster.js";
import { AdHtmlFrame } from "./ad-html-frame.js";
import { saveAdSlot } from "./api.js";
import { keys } from "../../api/keys.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input, Textarea } from "../../components/field.js";
import { Modal } from "../../components/modal.js";
import { useResultToasts } from "../../lib/session.js";
import { SwitchField } from "../../components/switch-field.js";

export type AdSlotDraft = { slot: AdSlot } | { key: string };

/** Create (optionally with a suggested key) or edit an ad slot; the key cannot change after creation. */
export function AdSlotDialog({ draft, onClose }: { draft: AdSlotDraft; onClose: () => void }) {
  const slot = "slot" in draft ? draft.slot : null;
  const [key, setKey] = useState(slot?.key ?? ("key" in draft ? draft.key : ""));
  const [html, setHtml] = useState(slot?.html ?? "");
  const [enabled, setEnabled] = useState(slot?.enabled ?? true);
  const [error, setError] = useState<string>();
  const toast = useToast();
  const results = useResultToasts();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (payload: unknown) => saveAdSlot(slot?.id, payload),
    onSuccess: async () => {
      results.success(slot ? "Ad slot updated successfully" : "Ad slot created successfully");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.ads }),
        queryClient.invalidateQueries({ queryKey: keys.stats }),
      ]);
      onClose();
    },
    onError: (e) => results.failure(e, slot ? "Failed to update ad slot" : "Failed to create ad slot"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adSlotInput.safeParse({ key, html, enabled });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? "Invalid input";
      if (issue?.path[0] === "key") {
        setError(message);
        document.getElementById("ad-key")?.focus();
      }
      toast({ title: "Validation error", description: message, variant: "destructive" });
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  }

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={slot ? "Edit Ad Slot" : "New Ad Slot"}
      description={slot ? `Editing the “${slot.key}” slot.` : "Markup shown wherever the site places this slot key."}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="ad-form" variant="primary" disabled={save.isPending}>
            {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {slot ? "Update Ad Slot" : "Create Ad Slot"}
          </Button>
        </>
      }
    >
      <form id="ad-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field
          id="ad-key"
          label="Key"
          required
          error={error}
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
        >
          <Input
            {...describedBy("ad-key", error, true)}
            value={key}
            disabled={Boolean(slot)}
            onChange={(e) => {
              setKey(e.target.value);
              setError(undefined);
            }}
            className="font-mono"
          />
        </Field>
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
      </form>
    </Modal>
  );
}
