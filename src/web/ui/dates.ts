import { relativeTime } from "#shared/text.js";

/**
 * Dates are written in Stockholm time on the server and in the browser alike, so the server HTML and
 * the hydrated page agree (the newsroom's dates are Swedish dates).
 */
const DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  day: "numeric",
  month: "long",
  year: "numeric",
});

const SHORT_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  day: "numeric",
  month: "short",
  year: "numeric",
});

const WEEKDAY_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 November 2026" */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? DATE.format(date) : "";
}

/** "21 Nov 2026" */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? SHORT_DATE.format(date) : "";
}

/** Swedish writes dates the ISO way. */
const ISO_DATE = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" });

/** "2026-11-21": the Stockholm date, as a `<time>` element's `datetime`. */
export function isoDate(value: Date): string {
  return ISO_DATE.format(value);
}

/** "Saturday 21 November 2026" */
export function formatLongDate(value: Date): string {
  return WEEKDAY_DATE.format(value);
}

/** "Just now", "5m ago", "3h ago", "2 days ago" (SPEC 9). */
export function formatRelative(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = value ? toDate(value) : null;
  return date ? relativeTime(date, now) : "";
}

/** The reader's own clock time, for "Updated 14:05". */
export function formatClock(ms: number): string {
  return new Date(ms).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}
