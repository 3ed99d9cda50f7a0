import { ANNOUNCEMENT_COUNT } from "#shared/constants.js";

export interface TextSetting {
  key: string;
  label: string;
  type?: "text" | "url" | "email";
  multiline?: boolean;
  hint?: string;
  placeholder?: string;
}

export const GENERAL: TextSetting[] = [
  { key: "siteName", label: "Site Name" },
  { key: "siteDescription", label: "Site Description", multiline: true },
  { key: "siteUrl", label: "Site URL", type: "url", placeholder: "https://example.com" },
];

export const CONTACT: TextSetting[] = [{ key: "contactEmail", label: "Contact Email", type: "email" }];

export const SOCIAL: TextSetting[] = [
  { key: "socialTwitter", label: "Twitter / X", type: "url", placeholder: "https://x.com/…" },
  { key: "socialFacebook", label: "Facebook", type: "url", placeholder: "https://facebook.com/…" },
  { key: "socialInstagram", label: "Instagram", type: "url", placeholder: "https://instagram.com/…" },
  { key: "socialLinkedin", label: "LinkedIn", type: "url", placeholder: "https://linkedin.com/…" },
];

export const ADVANCED: TextSetting[] = [
  {
    key: "analyticsCode",
    label: "Analytics Code",
    multiline: true,
    hint: "Snippet added to every public page. Only paste code from a provider you trust.",
  },
  { key: "footerText", label: "Footer Text" },
];

export const ANNOUNCEMENTS = Array.from({ length: ANNOUNCEMENT_COUNT }, (_, i) => ({
  n: i + 1,
  textKey: `emergency_announcement_${i + 1}`,
  typeKey: `emergency_announcement_type_${i + 1}`,
}));

export const WIDGETS = [
  { key: "widget_svt_enabled", label: "SVT", description: "Swedish Television news, translated" },
  { key: "widget_aftonbladet_enabled", label: "Aftonbladet", description: "Translated" },
  { key: "widget_google_news_enabled", label: "Google News", description: "Already English" },
];
