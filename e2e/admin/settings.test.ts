import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectToast, openAdmin, staffApi, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
let original: Record<string, string>;
const TOUCHED = ["emergency_announcement_1", "emergency_announcement_type_1", "widget_svt_enabled", "footerText"];
const announcement = `E2E storm warning for Göteborg tonight ${Date.now().toString(36)}`;

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
  original = (await (await fetch(`${baseUrl}/api/settings`)).json()) as Record<string, string>;
});

afterAll(async () => {
  // Put the shared site back as it was for the other test files.
  for (const key of TOUCHED) await api("PUT", `/api/admin/settings/${key}`, { value: original[key] ?? "" });
});

describe("site settings", () => {
  it("has the six sections, the right input types and one Save Changes button", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/settings`, "Site Settings");
    for (const section of [
      "General",
      "Contact Information",
      "Social Media Links",
      "Emergency Announcements",
      "RSS Widget Settings",
      "Advanced Settings",
    ]) {
      await page.getByRole("region", { name: section }).waitFor();
    }
    expect(await page.getByRole("button", { name: "Save Changes" }).count()).toBe(1);
    expect(await page.getByLabel("Site URL").getAttribute("type")).toBe("url");
    expect(await page.getByLabel("Contact Email").getAttribute("type")).toBe("email");
    for (const social of ["Twitter / X", "Facebook", "Instagram", "LinkedIn"]) {
      expect(await page.getByLabel(social).getAttribute("type")).toBe("url");
    }
    expect(await page.getByLabel("Site Name").inputValue()).toBe(original.siteName);
    const types = await page.getByLabel("Announcement 3 type").locator("option").allInnerTexts();
    expect(types).toEqual(["Emergency", "Breaking News", "Urgent Message"]);
    for (const widget of ["SVT", "Aftonbladet", "Google News"]) {
      await page.getByRole("switch", { name: widget }).waitFor();
    }
    await page.getByLabel("Analytics Code").waitFor();
    await page.getByLabel("Footer Text").waitFor();

    // Browser-level checks stop a bad URL before anything is sent.
    const puts: string[] = [];
    page.on("request", (r) => r.method() === "PUT" && puts.push(r.url()));
    await page.getByLabel("Site URL").fill("not a url");
    await page.getByRole("button", { name: "Save Changes" }).click();
    expect(await page.getByLabel("Site URL").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(puts).toEqual([]);
    await page.close();
  });

  it("saves only the changed keys, one PUT each in parallel; the announcement then shows on the site", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/settings`, "Site Settings");
    await page.getByLabel("Announcement 1", { exact: true }).fill(announcement);
    await page.getByLabel("Announcement 1 type").selectOption("Breaking News");
    await page.getByRole("switch", { name: "SVT" }).click();
    await page.getByLabel("Footer Text").fill("E2E footer text");
    await page.getByText("4 unsaved changes").waitFor();

    const sent: { key: string; at: number }[] = [];
    const answered: number[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT") sent.push({ key: new URL(r.url()).pathname.split("/").pop()!, at: Date.now() });
    });
    page.on("response", (r) => r.request().method() === "PUT" && answered.push(Date.now()));
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Settings updated successfully");
    await page.getByText("All changes saved").waitFor();
    expect(sent.map((s) => s.key).sort()).toEqual([...TOUCHED].sort());
    // All four were sent before the first answer came back: in parallel, not one after another.
    expect(Math.max(...sent.map((s) => s.at))).toBeLessThanOrEqual(Math.min(...answered));

    const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as Record<string, string>;
    expect(settings).toMatchObject({
      emergency_announcement_1: announcement,
      emergency_announcement_type_1: "Breaking News",
      widget_svt_enabled: "false",
      footerText: "E2E footer text",
    });

    // The reader site shows the announcement in its emergency banner.
    const reader = await context.newPage();
    await reader.goto(`${baseUrl}/about`);
    await reader.getByText(announcement).first().waitFor({ timeout: 10_000 });
    await reader.close();
    await page.close();
  });

  it("reloads with the saved values and reports nothing to save when unchanged", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/settings`, "Site Settings");
    expect(await page.getByLabel("Announcement 1", { exact: true }).inputValue()).toBe(announcement);
    expect(await page.getByLabel("Announcement 1 type").inputValue()).toBe("Breaking News");
    expect(await page.getByRole("switch", { name: "SVT" }).getAttribute("aria-checked")).toBe("false");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "No changes to save");
    await page.close();
  });

  it("shows the server's message when a save fails", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/settings`, "Site Settings");
    await page.route("**/api/admin/settings/footerText", (route) =>
      route.fulfill({ status: 400, json: { message: "Value must be at most 2000 characters" } }),
    );
    await page.getByLabel("Footer Text").fill("Will be refused");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Error", "Value must be at most 2000 characters");
    await page.getByText("1 unsaved change").waitFor();
    await page.close();
  });
});
