/*
 * The analytics' days are UTC calendar days (YYYY-MM-DD, as the server counts them): they are written
 * as such, whatever the staff member's time zone, so a day's label is the day its reads were counted on.
 */
const SHORT = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
const LONG = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
const COUNT = new Intl.NumberFormat("en-GB");

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "27 Nov": the charts' axis. */
export const dayLabel = (day: string) => SHORT.format(utc(day));

/** "27 November 2026": tables and summaries. */
export const longDay = (day: string) => LONG.format(utc(day));

/** "1,234" */
export const formatCount = (n: number) => COUNT.format(n);

/** "1 read", "1,234 reads" */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
