import type { Analytics } from "#shared/schemas/analytics.js";
import { formatCount, longDay, plural } from "./format.js";

/** "last 7 days" */
export const periodName = (days: number) => `last ${days} days`;

/**
 * The reads chart in words (its canvas's accessible name): "Views per day, last 7 days: 1,234 reads in
 * total, most on 27 November 2026 (345)". The first of equal days is named.
 */
export function viewsSummary(data: Pick<Analytics, "days" | "viewsPerDay" | "totalReads">): string {
  const head = `Views per day, ${periodName(data.days)}`;
  if (data.totalReads === 0) return `${head}: no reads counted`;
  const most = data.viewsPerDay.reduce((best, day) => (day.reads > best.reads ? day : best));
  return `${head}: ${plural(data.totalReads, "read")} in total, most on ${longDay(most.day)} (${formatCount(most.reads)})`;
}

/** The change in confirmed subscribers over the period: "+3", "-1", "0". */
export function subscriberChange(subscribers: Analytics["subscribers"]): string {
  if (subscribers.length === 0) return "0";
  const change = subscribers.at(-1)!.total - subscribers[0]!.total;
  return change > 0 ? `+${formatCount(change)}` : change < 0 ? `\u2212${formatCount(-change)}` : "0";
}

/**
 * The subscribers chart in words: "Confirmed subscribers, last 30 days: 12 on 27 November 2026, from 9 on
 * 29 October 2026".
 */
export function subscribersSummary(data: Pick<Analytics, "days" | "subscribers">): string {
  const head = `Confirmed subscribers, ${periodName(data.days)}`;
  const first = data.subscribers[0];
  const last = data.subscribers.at(-1);
  if (!first || !last) return `${head}: none`;
  if (first.total === last.total) return `${head}: ${formatCount(last.total)} throughout`;
  return `${head}: ${formatCount(last.total)} on ${longDay(last.day)}, from ${formatCount(first.total)} on ${longDay(first.day)}`;
}
