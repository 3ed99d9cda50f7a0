import { describe, expect, it } from "vitest";
import { parseSiteSettings, SETTING_DEFAULTS, SETTING_KEYS, siteSettingsOf } from "./setting.js";

describe("parseSiteSettings", () => {
  it("gives every default when nothing is stored, switches as booleans", () => {
    const site = parseSiteSettings({});
    expect(site.siteName).toBe(SETTING_DEFAULTS.siteName);
    expect(site.siteDescription).toBe(SETTING_DEFAULTS.siteDescription);
    expect(site.contactEmail).toBe(SETTING_DEFAULTS.contactEmail);
    expect(site.newsletterDigestTime).toBe(SETTING_DEFAULTS.newsletterDigestTime);
    expect(site.newsletterTimeZone).toBe(SETTING_DEFAULTS.newsletterTimeZone);
    expect(site.socialTwitter).toBe("");
    expect(site.widget_svt_enabled).toBe(true);
    expect(site.newsletterDigestEnabled).toBe(true);
    expect(site.staffTwoFactorRequired).toBe(false);
  });

  it("reads every text setting it knows as stored, and each default as the stored rows' default", () => {
    const stored = Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTING_DEFAULTS[key]!]));
    const site = parseSiteSettings(stored) as Record<string, unknown>;
    for (const [key, value] of Object.entries(site)) {
      expect(typeof value === "boolean" ? String(value) : value, key).toBe(SETTING_DEFAULTS[key]);
    }
  });

  it("reads a stored 'false' as false and a stored 'true' as true, whatever the default", () => {
    const site = parseSiteSettings({
      widget_svt_enabled: "false",
      widget_aftonbladet_enabled: "true",
      newsletterDigestEnabled: "false",
      staffTwoFactorRequired: "true",
    });
    expect(site.widget_svt_enabled).toBe(false);
    expect(site.widget_aftonbladet_enabled).toBe(true);
    expect(site.newsletterDigestEnabled).toBe(false);
    expect(site.staffTwoFactorRequired).toBe(true);
  });

  it("reads anything else stored in a switch as its default", () => {
    const site = parseSiteSettings({ widget_svt_enabled: "no", staffTwoFactorRequired: "yes" });
    expect(site.widget_svt_enabled).toBe(true);
    expect(site.staffTwoFactorRequired).toBe(false);
  });

  it("takes the stored text, but a blank site name or description stands for the default", () => {
    expect(parseSiteSettings({ siteName: "The Daily", footerText: "" })).toMatchObject({
      siteName: "The Daily",
      footerText: "",
    });
    expect(parseSiteSettings({ siteName: "  ", siteDescription: "" })).toMatchObject({
      siteName: SETTING_DEFAULTS.siteName,
      siteDescription: SETTING_DEFAULTS.siteDescription,
    });
  });

  it("leaves out the announcements and keys it does not know", () => {
    const site = parseSiteSettings({ emergency_announcement_1: "Storm warning", stray: "x" });
    expect(site).not.toHaveProperty("emergency_announcement_1");
    expect(site).not.toHaveProperty("stray");
  });

  it("reads the admin's entries the same way", () => {
    expect(siteSettingsOf([{ key: "staffTwoFactorRequired", value: "true" }]).staffTwoFactorRequired).toBe(true);
    expect(siteSettingsOf([]).staffTwoFactorRequired).toBe(false);
  });
});
