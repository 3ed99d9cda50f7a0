import { useQuery } from "@tanstack/react-query";
import { Loader2, Save } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { isValidAnnouncement } from "#shared/announcements.js";
import { ANNOUNCEMENT_TYPES } from "#shared/constants.js";
import { settingValueSchema } from "#shared/schemas/setting.js";
import { settingsQuery } from "../features/settings/api/get-settings.js";
import { useSaveSettings } from "../features/settings/api/save-settings.js";
import { Button } from "../components/button.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { Card, LoadError, Skeleton } from "../components/empty-state.js";
import { Field, Input, Select, Textarea } from "../components/field.js";
import { PageHeader } from "../components/page-header.js";
import { useResultToasts } from "../lib/session.js";
import {
  ADVANCED,
  ANNOUNCEMENTS,
  CONTACT,
  GENERAL,
  SOCIAL,
  type TextSetting,
  WIDGETS,
} from "../features/settings/settings-fields.js";
import { SwitchField } from "../components/switch-field.js";
import { useToast } from "#web/ui/toaster.js";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Site Settings · Admin · Only News for Free" }];

type Values = Record<string, string>;

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby={id} className="grid gap-4">
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

function TextFields({
  fields,
  values,
  set,
}: {
  fields: TextSetting[];
  values: Values;
  set: (k: string, v: string) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {fields.map((f) => {
        const id = `setting-${f.key}`;
        const props = {
          id,
          name: f.key,
          value: values[f.key] ?? "",
          placeholder: f.placeholder,
          "aria-describedby": f.hint ? `${id}-hint` : undefined,
        };
        return (
          <Field key={f.key} id={id} label={f.label} hint={f.hint} className={f.multiline ? "md:col-span-2" : ""}>
            {f.multiline ? (
              <Textarea
                {...props}
                rows={f.key === "analyticsCode" ? 5 : 3}
                className={f.key === "analyticsCode" ? "font-mono text-xs" : ""}
                onChange={(e) => set(f.key, e.target.value)}
              />
            ) : (
              <Input {...props} type={f.type ?? "text"} onChange={(e) => set(f.key, e.target.value)} />
            )}
          </Field>
        );
      })}
    </div>
  );
}

function Announcements({ values, set }: { values: Values; set: (k: string, v: string) => void }) {
  return (
    <ol className="grid gap-4">
      {ANNOUNCEMENTS.map(({ n, textKey, typeKey }) => {
        const text = values[textKey] ?? "";
        const type = (values[typeKey] || "Emergency") as keyof typeof ANNOUNCEMENT_TYPES;
        const shown = isValidAnnouncement(text);
        return (
          <li key={n} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <Field
              id={`setting-${textKey}`}
              label={`Announcement ${n}`}
              hint={
                shown
                  ? `Shown as: ${ANNOUNCEMENT_TYPES[type] ?? "EMERGENCY"} · ${text.trim()}`
                  : "Hidden (needs at least 5 characters)."
              }
            >
              <Input
                id={`setting-${textKey}`}
                name={textKey}
                value={text}
                aria-describedby={`setting-${textKey}-hint`}
                onChange={(e) => set(textKey, e.target.value)}
              />
            </Field>
            <Field id={`setting-${typeKey}`} label={`Announcement ${n} type`}>
              <Select
                id={`setting-${typeKey}`}
                name={typeKey}
                value={type}
                onChange={(e) => set(typeKey, e.target.value)}
              >
                {Object.keys(ANNOUNCEMENT_TYPES).map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </Field>
          </li>
        );
      })}
    </ol>
  );
}

export default function SiteSettings() {
  const settings = useQuery(settingsQuery());
  const saved = useMemo<Values | undefined>(
    () => (settings.data ? Object.fromEntries(settings.data.map((e) => [e.key, e.value])) : undefined),
    [settings.data],
  );
  const [values, setValues] = useState<Values | null>(null);
  const toast = useToast();
  const results = useResultToasts();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (saved && values === null) setValues(saved);
  }, [saved, values]);

  const changed = useMemo(
    () => (values && saved ? Object.keys(values).filter((k) => values[k] !== saved[k]) : []),
    [values, saved],
  );
  const dirty = changed.length > 0;

  // Leaving the page (reload, closing the tab, typing an address) asks the browser's own question...
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // ...and moving to another admin screen (a sidebar link, Back) asks ours, as the article dialog does.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // Discard closes the dialog too: that close must not cancel the navigation it just let through.
  const leaving = useRef(false);

  const save = useSaveSettings({
    mutationConfig: {
      onSuccess: () => results.success("Settings updated successfully"),
      onError: (error) => results.failure(error, "Failed to update settings"),
    },
  });

  const set = (key: string, value: string) => setValues((v) => ({ ...(v ?? {}), [key]: value }));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!values || save.isPending) return;
    if (formRef.current && !formRef.current.reportValidity()) return;
    if (!dirty) {
      toast({ title: "No changes to save" });
      return;
    }
    for (const key of changed) {
      const check = settingValueSchema(key).safeParse(values[key]);
      if (!check.success) {
        toast({ title: "Validation error", description: check.error.issues[0]?.message, variant: "destructive" });
        document.getElementById(`setting-${key}`)?.focus();
        return;
      }
    }
    save.mutate(Object.fromEntries(changed.map((key) => [key, values[key] ?? ""])));
  }

  function onKeyDown(event: KeyboardEvent) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      submit();
    }
  }

  return (
    <>
      <PageHeader title="Site Settings" description="Site details, announcements and widgets, saved together." />
      {settings.isError && <LoadError message="The settings could not be loaded." onRetry={() => settings.refetch()} />}
      {!values ? (
        settings.isPending && <Skeleton rows={4} className="h-48" />
      ) : (
        <form ref={formRef} onSubmit={submit} onKeyDown={onKeyDown} className="grid gap-6 pb-24">
          <Section id="settings-general" title="General">
            <TextFields fields={GENERAL} values={values} set={set} />
          </Section>
          <Section id="settings-contact" title="Contact Information">
            <TextFields fields={CONTACT} values={values} set={set} />
          </Section>
          <Section id="settings-social" title="Social Media Links">
            <TextFields fields={SOCIAL} values={values} set={set} />
          </Section>
          <Section
            id="settings-announcements"
            title="Emergency Announcements"
            description="Shown in red banners under the ticker on every page. Empty ones are hidden."
          >
            <Announcements values={values} set={set} />
          </Section>
          <Section
            id="settings-widgets"
            title="RSS Widget Settings"
            description="Live headline widgets on the home page."
          >
            <div className="grid gap-3 md:grid-cols-3">
              {WIDGETS.map((w) => (
                <SwitchField
                  key={w.key}
                  label={w.label}
                  description={w.description}
                  checked={values[w.key] !== "false"}
                  onCheckedChange={(on) => set(w.key, on ? "true" : "false")}
                />
              ))}
            </div>
          </Section>
          <Section id="settings-advanced" title="Advanced Settings">
            <TextFields fields={ADVANCED} values={values} set={set} />
          </Section>
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:left-60 dark:border-slate-800 dark:bg-slate-900/95">
            <div className="mx-auto flex max-w-6xl items-center justify-end gap-3">
              <p className="mr-auto text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {dirty ? `${changed.length} unsaved change${changed.length === 1 ? "" : "s"}` : "All changes saved"}
              </p>
              <Button type="submit" variant="primary" disabled={save.isPending}>
                {save.isPending ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <Save className="h-4 w-4" aria-hidden />
                )}
                Save Changes
              </Button>
            </div>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && !leaving.current && blocker.state === "blocked") blocker.reset();
        }}
        title="Discard unsaved changes?"
        description="You have changes in Site Settings that are not saved. If you leave now, they will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        onConfirm={() => {
          leaving.current = true;
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </>
  );
}
