import { Loader2, Save } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import type { NewsletterSchedule } from "#shared/schemas/newsletter.js";
import { settingValueSchema } from "#shared/schemas/setting.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { SwitchField } from "../../components/switch-field.js";

/** The settings keys of the digest's schedule (src/shared/schemas/setting.ts). */
const KEYS = { enabled: "newsletterDigestEnabled", time: "newsletterDigestTime", timeZone: "newsletterTimeZone" };

function firstError(key: string, value: string): string | undefined {
  const checked = settingValueSchema(key).safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** What the daily job does next, in words. */
function nextSend(schedule: NewsletterSchedule): string {
  if (!schedule.enabled) return "The daily digest is off: nothing is sent unless you press Send now.";
  const when = schedule.sentToday ? "tomorrow" : "today";
  return `Today's digest ${schedule.sentToday ? "is done" : "is not sent yet"}. Next: ${when} at ${schedule.time} (${schedule.timeZone}), with the stories published since the last digest.`;
}

/**
 * The daily digest's schedule: on or off, the local time and the time zone. Saved as site settings (three
 * PUT /api/admin/settings calls), checked here by the same rules the server applies.
 */
export function ScheduleForm({
  schedule,
  saving,
  onSave,
}: {
  schedule: NewsletterSchedule;
  saving: boolean;
  onSave: (values: Record<string, string>) => void;
}) {
  const id = useId();
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [time, setTime] = useState(schedule.time);
  const [timeZone, setTimeZone] = useState(schedule.timeZone);
  const [errors, setErrors] = useState<{ time?: string; timeZone?: string }>({});
  const zones = useMemo(() => Intl.supportedValuesOf?.("timeZone") ?? [], []);

  useEffect(() => {
    setEnabled(schedule.enabled);
    setTime(schedule.time);
    setTimeZone(schedule.timeZone);
  }, [schedule.enabled, schedule.time, schedule.timeZone]);

  const dirty = enabled !== schedule.enabled || time !== schedule.time || timeZone !== schedule.timeZone;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { time: firstError(KEYS.time, time), timeZone: firstError(KEYS.timeZone, timeZone.trim()) };
    setErrors(found);
    if (found.time || found.timeZone) return;
    onSave({ [KEYS.enabled]: String(enabled), [KEYS.time]: time, [KEYS.timeZone]: timeZone.trim() });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Daily digest schedule">
      <SwitchField
        label="Send the daily digest"
        description="Every day at the time below, confirmed subscribers get the stories published since the last digest. A day without stories sends nothing."
        checked={enabled}
        onCheckedChange={setEnabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-time`}
          label="Time of day"
          hint="The local time in the time zone beside it"
          error={errors.time}
        >
          <Input
            {...describedBy(`${id}-time`, errors.time, true)}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            required
          />
        </Field>
        <Field
          id={`${id}-zone`}
          label="Time zone"
          hint="An IANA name, such as Europe/Stockholm"
          error={errors.timeZone}
        >
          <Input
            {...describedBy(`${id}-zone`, errors.timeZone, true)}
            value={timeZone}
            list={`${id}-zones`}
            onChange={(event) => setTimeZone(event.target.value)}
            autoComplete="off"
            required
          />
          <datalist id={`${id}-zones`}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="newsletter-next">
          {nextSend(schedule)}
        </p>
        <Button type="submit" variant="primary" disabled={saving || !dirty}>
          {saving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
          Save schedule
        </Button>
      </div>
    </form>
  );
}
