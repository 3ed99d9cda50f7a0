import { MAX_PAGE_BUTTONS, WORDS_PER_MINUTE } from "./constants.js";

/** Reading time in minutes: words divided by 200, rounded up (at least 1 for a non-empty body). */
export function readingTimeMinutes(body: string): number {
  return minutesToRead(body.trim().split(/\s+/).filter(Boolean).length);
}

export const minutesToRead = (words: number) => Math.ceil(words / WORDS_PER_MINUTE);

/** At most `max` characters, cut at a word boundary with an ellipsis when the text is longer. */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Article body split into paragraphs on blank lines. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Relative time used by feeds and admin lists: 'Just now', 'N m ago', 'N h ago', then days. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** Page numbers to show: at most MAX_PAGE_BUTTONS, windowed around the current page. */
export function pageWindow(current: number, totalPages: number, size: number = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
