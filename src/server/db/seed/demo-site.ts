/** Demo ad slots and settings: the house ads a new site starts with, and sensible setting values. */

const houseAd = (headline: string, text: string, link: string, label: string) =>
  `<a href="${link}" style="display:flex;align-items:center;justify-content:space-between;gap:16px;padding:18px 22px;border-radius:12px;background:linear-gradient(135deg,#0f172a,#1e3a8a);color:#f8fafc;text-decoration:none;font-family:system-ui,sans-serif">` +
  `<span><strong style="display:block;font-size:18px">${headline}</strong><span style="opacity:.85;font-size:14px">${text}</span></span>` +
  `<span style="white-space:nowrap;padding:8px 14px;border-radius:999px;background:#fbbf24;color:#0f172a;font-weight:600;font-size:14px">${label}</span></a>`;

export const DEMO_AD_SLOTS = [
  {
    key: "top",
    enabled: true,
    html: houseAd(
      "Sweden, in English, every morning",
      "The day's most important Swedish stories, translated and free.",
      "/all-articles",
      "Read the latest",
    ),
  },
  {
    key: "middle",
    enabled: true,
    html: houseAd("Got a tip?", "Tell our newsroom what is happening where you live.", "/contact", "Contact us"),
  },
  {
    key: "bottom",
    enabled: true,
    html: houseAd("Free news, no account needed", "Read, search and join the conversation.", "/about", "About us"),
  },
  { key: "sidebar", enabled: false, html: null },
  {
    key: "in-article-1",
    enabled: true,
    html: houseAd(
      "More from Sweden",
      "Browse every story we have translated this week.",
      "/all-articles",
      "All articles",
    ),
  },
  {
    key: "in-article-2",
    enabled: false,
    html: houseAd("Advertise with us", "Reach English-speaking readers across Sweden.", "/contact", "Get in touch"),
  },
];

export function demoSettings(publicUrl: string): Record<string, string> {
  return {
    siteName: "Only News for Free",
    siteDescription:
      "Swedish news republished in English, free for everyone: politics, society, crime, food and events.",
    siteUrl: publicUrl,
    contactEmail: "newsroom@onlynewsforfree.example",
    socialTwitter: "",
    socialFacebook: "",
    socialInstagram: "",
    socialLinkedin: "",
    analyticsCode: "",
    footerText: "Only News for Free republishes Swedish news in English. Free to read, always.",
    widget_svt_enabled: "true",
    widget_aftonbladet_enabled: "true",
    widget_google_news_enabled: "true",
  };
}
