/** The local calendar date and clock time of an instant in a time zone ("2026-11-28", "07:05"). */
export interface LocalMoment {
  date: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** A zone the platform knows, else UTC (the setting is checked when saved; this only guards old values). */
export function knownZone(timeZone: string): string {
  try {
    formatIn(timeZone);
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** `at` as a date and time on the clocks of `timeZone`. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    formatIn(knownZone(timeZone))
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A local date ("2026-11-28") as readers read it: "Saturday 28 November 2026". */
export function longDate(localDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })
    .format(new Date(`${localDate}T12:00:00Z`))
    .replace(",", "");
}
