import { describe, expect, it } from "vitest";
import { sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { SESSION_COOKIE } from "../auth/session-cookie.js";

const t = setupTestApp({ staff: true });

/** Every setting key of SPEC section 3. */
const KEYS = [
  "siteName",
  "siteDescription",
  "siteUrl",
  "contactEmail",
  "socialTwitter",
  "socialFacebook",
  "socialInstagram",
  "socialLinkedin",
  "analyticsCode",
  "footerText",
  ...[1, 2, 3, 4, 5].flatMap((i) => [`emergency_announcement_${i}`, `emergency_announcement_type_${i}`]),
  "widget_svt_enabled",
  "widget_aftonbladet_enabled",
  "widget_google_news_enabled",
  // Issue 31: the newsletter's daily digest (the Newsletter screen).
  "newsletterDigestEnabled",
  "newsletterDigestTime",
  "newsletterTimeZone",
  // Issue 32: two-factor sign-in required of all staff (the Staff screen).
  "staffTwoFactorRequired",
];

const put = (key: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/settings/${key}`,
    headers: sameOrigin(t.cookie),
    payload: payload as object,
  });
const publicSettings = async () => {
  const response = await t.app.inject({ url: "/api/settings" });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, string>;
};
async function expectRefused(key: string, value: unknown) {
  const before = (await publicSettings())[key];
  const response = await put(key, { value });
  expect(response.statusCode, `${key}=${String(value)}`).toBe(400);
  expect(response.json().message).toEqual(expect.any(String));
  expect((await publicSettings())[key]).toBe(before);
}
async function expectAccepted(key: string, value: string) {
  const response = await put(key, { value });
  expect(response.statusCode, `${key}=${value}: ${response.body}`).toBe(200);
  expect((await publicSettings())[key]).toBe(value);
}

describe("GET /api/settings", () => {
  it("answers every known key with a string value and nothing else", async () => {
    const settings = await publicSettings();
    expect(Object.keys(settings).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(typeof settings[key], key).toBe("string");
  });

  it("has defaults: widgets enabled, announcements empty, announcement types Emergency", async () => {
    const settings = await publicSettings();
    expect(settings.widget_svt_enabled).toBe("true");
    expect(settings.widget_aftonbladet_enabled).toBe("true");
    expect(settings.widget_google_news_enabled).toBe("true");
    for (let i = 1; i <= 5; i++) {
      expect(settings[`emergency_announcement_${i}`]).toBe("");
      expect(settings[`emergency_announcement_type_${i}`]).toBe("Emergency");
    }
    expect(settings.siteName?.length).toBeGreaterThan(0);
  });

  it("needs no session", async () => {
    expect(
      (await t.app.inject({ url: "/api/settings", headers: { cookie: `${SESSION_COOKIE}=bogus` } })).statusCode,
    ).toBe(200);
  });
});

describe("GET /api/admin/settings", () => {
  it("requires a session", async () => {
    expect((await t.app.inject({ url: "/api/admin/settings" })).statusCode).toBe(401);
  });

  it("lists every key as {key, value} entries matching the public object", async () => {
    const response = await t.app.inject({ url: "/api/admin/settings", headers: { cookie: t.cookie } });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { key: string; value: string }[];
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(["key", "value"]);
    expect(Object.fromEntries(entries.map((e) => [e.key, e.value]))).toEqual(await publicSettings());
    expect(entries.map((e) => e.key).sort()).toEqual([...KEYS].sort());
  });
});

describe("PUT /api/admin/settings/{key}", () => {
  it("stores a value, answers the entry, and the public endpoint reflects it", async () => {
    const response = await put("siteName", { value: "Nyheter på engelska" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: "siteName", value: "Nyheter på engelska" });
    expect((await publicSettings()).siteName).toBe("Nyheter på engelska");
    // A second write replaces the first.
    await expectAccepted("siteName", "Only News for Free");
  });

  it("accepts free text for announcements and the footer, including empty", async () => {
    await expectAccepted("emergency_announcement_3", "Storm warning for Gothenburg tonight");
    await expectAccepted("emergency_announcement_3", "");
    await expectAccepted("footerText", "© Only News for Free");
  });

  it("is 404 for an unknown key, including prototype names", async () => {
    for (const key of ["noSuchSetting", "__proto__", "constructor", "toString", "emergency_announcement_6"]) {
      const response = await put(key, { value: "x" });
      expect(response.statusCode, key).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(Object.keys(await publicSettings()).sort()).toEqual([...KEYS].sort());
  });

  it("requires a text value", async () => {
    for (const payload of [{}, { value: null }, { value: 5 }, { value: ["true"] }]) {
      const response = await put("footerText", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("widget keys take only 'true' or 'false'", async () => {
    await expectAccepted("widget_svt_enabled", "false");
    await expectAccepted("widget_svt_enabled", "true");
    await expectAccepted("widget_google_news_enabled", "false");
    for (const value of ["yes", "TRUE", "0", "", " false"]) await expectRefused("widget_aftonbladet_enabled", value);
  });

  it("announcement types take only Emergency, Breaking News or Urgent Message", async () => {
    await expectAccepted("emergency_announcement_type_2", "Breaking News");
    await expectAccepted("emergency_announcement_type_2", "Urgent Message");
    await expectAccepted("emergency_announcement_type_2", "Emergency");
    for (const value of ["Alert", "breaking news", "BREAKING", ""])
      await expectRefused("emergency_announcement_type_1", value);
  });

  it("site and social URLs must be http(s) or empty", async () => {
    await expectAccepted("siteUrl", "https://onlynewsforfree.se");
    await expectAccepted("socialTwitter", "https://x.com/onlynews");
    await expectAccepted("socialLinkedin", "http://linkedin.com/company/onlynews");
    await expectAccepted("socialFacebook", "");
    for (const value of ["javascript:alert(1)", "ftp://example.se", "example.se", "https://", "https://a b.se"]) {
      await expectRefused("socialInstagram", value);
    }
    await expectRefused("siteUrl", "data:text/html,hi");
  });

  it("contactEmail must be a valid address or empty", async () => {
    await expectAccepted("contactEmail", "redaktion@example.se");
    await expectAccepted("contactEmail", "");
    for (const value of ["not-an-email", "a@b", "@example.se"]) await expectRefused("contactEmail", value);
  });

  it("requires a session and the same origin", async () => {
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/siteName",
      payload: { value: "Hacked" },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/siteName",
      headers: { cookie: t.cookie, origin: "https://evil.example" },
      payload: { value: "Hacked" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await publicSettings()).siteName).not.toBe("Hacked");
  });
});
