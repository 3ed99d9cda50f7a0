import { z } from "zod";
import { ANNOUNCEMENT_COUNT, ANNOUNCEMENT_TYPES } from "../constants.js";
import type { Role } from "../roles.js";
import { optionalEmailAddress } from "./email-address.js";

const announcementKeys = Array.from({ length: ANNOUNCEMENT_COUNT }, (_, i) => i + 1).flatMap((i) => [
  `emergency_announcement_${i}`,
  `emergency_announcement_type_${i}`,
]);

/** Every known setting with its default (SPEC 3). Unknown keys are refused. */
export const SETTING_DEFAULTS: Record<string, string> = {
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
};

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS);

/** Settings an editor may change (the digest's schedule, on the Newsletter screen); every other needs an administrator. */
const EDITOR_SETTINGS = new Set(["newsletterDigestEnabled", "newsletterDigestTime", "newsletterTimeZone"]);

/** The least role that may change the setting `key` (issue 32: the analytics snippet and announcements are the administrators'). */
export function settingRole(key: string): Role {
  return EDITOR_SETTINGS.has(key) ? "editor" : "administrator";
}
export type Settings = Record<string, string>;

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
