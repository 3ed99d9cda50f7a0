import { z } from "zod";
import { ANNOUNCEMENT_COUNT, ANNOUNCEMENT_TYPES } from "../constants.js";
import type { Role } from "../roles.js";
import { optionalEmailAddress } from "./email-address.js";

const announcementKeys = Array.from({ length: ANNOUNCEMENT_COUNT }, (_, i) => i + 1).flatMap((i) => [
  `emergency_announcement_${i}`,
  `emergency_announcement_type_${i}`,
]);

/** The defaults, each key's own type kept. */
const defaults = {
  siteName: "Only News for Free",
  siteDescription: "Swedish news in English, free for everyone.",
  siteUrl: "http://localhost:3000",
  contactEmail: "editor@onlynewsforfree.example",
  socialTwitter: "",
  socialFacebook: "",
  socialInstagram: "",
  socialLinkedin: "",
  analyticsCode: "",
  footerText: "Only News for Free: Swedish news, in English, free for everyone.",
  ...Object.fromEntries(
    announcementKeys.map((key) => [key, key.startsWith("emergency_announcement_type_") ? "Emergency" : ""]),
  ),
  widget_svt_enabled: "true",
  widget_aftonbladet_enabled: "true",
  widget_google_news_enabled: "true",
  // The newsletter's daily digest (issue 31), set on the Newsletter screen.
  newsletterDigestEnabled: "true",
  newsletterDigestTime: "07:00",
  newsletterTimeZone: "Europe/Stockholm",
  // Issue 32: every staff member must sign in with a second factor (set on the Staff screen).
  staffTwoFactorRequired: "false",
} as const satisfies Record<string, string>;
/**
 * Every known setting with its default (SPEC 3), as stored and as the API answers it: text. Unknown keys
 * are refused. The code reads them typed instead (siteSettingsSchema, below).
 */
export const SETTING_DEFAULTS: typeof defaults & Readonly<Record<string, string>> = defaults;

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS);

/** Settings an editor may change (the digest's schedule, on the Newsletter screen); every other needs an administrator. */
const EDITOR_SETTINGS = new Set(["newsletterDigestEnabled", "newsletterDigestTime", "newsletterTimeZone"]);

/** The least role that may change the setting `key` (issue 32: the analytics snippet and announcements are the administrators'). */
export function settingRole(key: string): Role {
  return EDITOR_SETTINGS.has(key) ? "editor" : "administrator";
}
/** The settings as stored and as the API answers them: every known key with its text (SETTING_DEFAULTS). */
export type Settings = Record<string, string>;

/** A text setting: its stored value, or the default when none is stored. */
const text = (fallback: string) => z.string().default(fallback);
/** A name the site cannot go without: a blank one stands for the default too. */
const named = (fallback: string) => text(fallback).transform((value) => (value.trim() === "" ? fallback : value));
/** A switch stored as "true" or "false": anything else (nothing stored included) stands for the default. */
const flag = (fallback: "true" | "false") =>
  z
    .string()
    .optional()
    .transform((value) => (value === "true" || value === "false" ? value : fallback) === "true");

/**
 * The settings as the server and the pages read them, parsed from the stored key/value rows (or the API's
 * record): every known key but the announcements (src/shared/announcements.ts reads those, in the
 * reader's browser too), its default when nothing is stored, switches as booleans.
 */
export const siteSettingsSchema = z.object({
  siteName: named(SETTING_DEFAULTS.siteName),
  siteDescription: named(SETTING_DEFAULTS.siteDescription),
  siteUrl: text(SETTING_DEFAULTS.siteUrl),
  contactEmail: text(SETTING_DEFAULTS.contactEmail),
  socialTwitter: text(SETTING_DEFAULTS.socialTwitter),
  socialFacebook: text(SETTING_DEFAULTS.socialFacebook),
  socialInstagram: text(SETTING_DEFAULTS.socialInstagram),
  socialLinkedin: text(SETTING_DEFAULTS.socialLinkedin),
  analyticsCode: text(SETTING_DEFAULTS.analyticsCode),
  footerText: text(SETTING_DEFAULTS.footerText),
  widget_svt_enabled: flag(SETTING_DEFAULTS.widget_svt_enabled),
  widget_aftonbladet_enabled: flag(SETTING_DEFAULTS.widget_aftonbladet_enabled),
  widget_google_news_enabled: flag(SETTING_DEFAULTS.widget_google_news_enabled),
  newsletterDigestEnabled: flag(SETTING_DEFAULTS.newsletterDigestEnabled),
  newsletterDigestTime: named(SETTING_DEFAULTS.newsletterDigestTime),
  newsletterTimeZone: text(SETTING_DEFAULTS.newsletterTimeZone),
  staffTwoFactorRequired: flag(SETTING_DEFAULTS.staffTwoFactorRequired),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The typed settings of stored or answered key/value text: `{}` gives every default. */
export function parseSiteSettings(stored: Readonly<Record<string, string | undefined>>): SiteSettings {
  return siteSettingsSchema.parse(stored);
}

export function isSettingKey(key: string): boolean {
  return Object.hasOwn(SETTING_DEFAULTS, key);
}

/** Whether the platform knows `name` as a time zone ("Europe/Stockholm", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const httpUrlOrEmpty = (label: string) =>
  z.string().refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), { error: `${label} must be an http(s) URL` });

/** The value rule for one setting key. */
export function settingValueSchema(key: string): z.ZodType<string> {
  if (key.startsWith("widget_")) {
    return z.enum(["true", "false"], { error: "Widget settings must be 'true' or 'false'" });
  }
  if (key.startsWith("emergency_announcement_type_")) {
    const types = Object.keys(ANNOUNCEMENT_TYPES) as [string, ...string[]];
    return z.enum(types, { error: `Announcement type must be one of: ${types.join(", ")}` });
  }
  if (key === "staffTwoFactorRequired") {
    return z.enum(["true", "false"], { error: "Requiring two-factor sign-in must be 'true' or 'false'" });
  }
  if (key === "newsletterDigestEnabled") {
    return z.enum(["true", "false"], { error: "The daily digest setting must be 'true' or 'false'" });
  }
  if (key === "newsletterDigestTime") {
    return z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "The digest time must be HH:MM, from 00:00 to 23:59" });
  }
  if (key === "newsletterTimeZone") {
    return z.string().refine(isTimeZone, { error: "The time zone must be an IANA name such as Europe/Stockholm" });
  }
  if (key === "siteUrl") return httpUrlOrEmpty("Site URL");
  if (key.startsWith("social")) return httpUrlOrEmpty("Social links");
  // Empty: contact messages are not mailed (messages.service.ts).
  if (key === "contactEmail") return optionalEmailAddress("Please enter a valid email address");
  if (key === "analyticsCode")
    return z.string().max(20_000, { error: "Analytics code must be at most 20000 characters" });
  return z.string().max(2_000, { error: "Value must be at most 2000 characters" });
}

export const settingUpdateInput = z.object({
  value: z.string({ error: "Value must be text" }).max(20_000, { error: "Value is too long" }),
});

export const settingEntrySchema = z.object({ key: z.string(), value: z.string() });
export type SettingEntry = z.infer<typeof settingEntrySchema>;

/** The typed settings of the entries GET /api/admin/settings answers. */
export function siteSettingsOf(entries: readonly SettingEntry[]): SiteSettings {
  return parseSiteSettings(Object.fromEntries(entries.map((entry) => [entry.key, entry.value])));
}
