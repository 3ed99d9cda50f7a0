/** Demo ad slots and settings: the house ads a new site starts with, and sensible setting values. */

/**
 * A house ad: its headline, a line of text and a button, in inline styles (ad markup carries its own). The
 * button sits beside the words where they fit on a line or two, and under them on a phone, where the box
 * stays about 120 px tall rather than filling the first screen (it was 210 px there).
 */
const houseAd = (headline: string, text: string, link: string, label: string) =>
  `<a href="${link}" style="display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:10px 16px;padding:12px 16px;border-radius:12px;background:linear-gradient(135deg,#0f172a,#1e3a8a);color:#f8fafc;text-decoration:none;font-family:system-ui,sans-serif;line-height:1.3">` +
  `<span style="flex:1 1 240px"><strong style="display:block;font-size:16px">${headline}</strong><span style="opacity:.85;font-size:13px">${text}</span></span>` +
  `<span style="white-space:nowrap;padding:7px 12px;border-radius:999px;background:#fbbf24;color:#0f172a;font-weight:600;font-size:13px">${label}</span></a>`;

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
