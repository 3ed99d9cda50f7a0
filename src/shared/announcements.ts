import { ANNOUNCEMENT_COUNT, ANNOUNCEMENT_MIN_LENGTH, ANNOUNCEMENT_TYPES, type AnnouncementType } from "./constants.js";

export interface Announcement {
  text: string;
  type: AnnouncementType;
  label: (typeof ANNOUNCEMENT_TYPES)[AnnouncementType];
}

/** An announcement counts only if it is a string of at least 5 characters after trimming (SPEC 5). */
export function isValidAnnouncement(value: unknown): value is string {
  return typeof value === "string" && value.trim().length >= ANNOUNCEMENT_MIN_LENGTH;
}

function announcementType(value: string | undefined): AnnouncementType {
  return value && value in ANNOUNCEMENT_TYPES ? (value as AnnouncementType) : "Emergency";
}

/** The valid announcements among emergency_announcement_1.._5, with their type (default Emergency). */
export function activeAnnouncements(settings: Record<string, string | undefined>): Announcement[] {
  const result: Announcement[] = [];
  for (let i = 1; i <= ANNOUNCEMENT_COUNT; i++) {
    const text = settings[`emergency_announcement_${i}`];
    if (!isValidAnnouncement(text)) continue;
    const type = announcementType(settings[`emergency_announcement_type_${i}`]);
    result.push({ text: text.trim(), type, label: ANNOUNCEMENT_TYPES[type] });
  }
  return result;
}

/** The settings the announcements are read from (emergency_announcement_N and its type), and no others. */
export function announcementSettings(settings: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (let i = 1; i <= ANNOUNCEMENT_COUNT; i++) {
    for (const key of [`emergency_announcement_${i}`, `emergency_announcement_type_${i}`]) {
      const value = settings[key];
      if (typeof value === "string") result[key] = value;
    }
  }
  return result;
}
