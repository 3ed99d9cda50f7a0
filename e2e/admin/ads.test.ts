import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { dismissToasts, expectToast, openAdmin, staffApi, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

interface ApiAd {
  id: number;
  key: string;
  html: string | null;
  enabled: boolean;
}

const baseUrl = sharedServerUrl();
const SUGGESTED = [
  ["top", "Homepage top banner"],
  ["middle", "Mid-page"],
  ["bottom", "Footer area"],
  ["sidebar", "Sidebar"],
  ["in-article-1", "After the second paragraph of an article"],
  ["in-article-2", "After the fifth paragraph of an article"],
];
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
const key = `e2e-${Date.now().toString(36)}`;
const html = `<div class="promo"><strong>E2E promo ${key}</strong><p>${"Long ad copy. ".repeat(12)}</p><script>parent.document.title = "pwned"</script></div>`;

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

const dialog = (page: Page) => page.getByRole("dialog", { name: /Ad Slot$/ });
const slotCard = (page: Page, k: string) =>
  page
    .getByRole("region", { name: "All Ad Slots" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: k, exact: true }) });

describe("manage ad slots", () => {
  it("shows the six common slots, Configured or Not Set, with Edit or Create", async () => {
    const slots = (await api<ApiAd[]>("GET", "/api/admin/ads")).json;
    const page = await openAdmin(context, `${baseUrl}/admin/ads`, "Manage Ad Slots");
    const panel = page.getByRole("region", { name: "Common Ad Slots" }).getByRole("listitem");
    await panel.first().waitFor();
    for (const [k, description] of SUGGESTED) {
      const entry = panel.filter({ has: page.getByText(k!, { exact: true }) }).filter({ hasText: description! });
      const configured = slots.some((s) => s.key === k);
      expect(await entry.first().textContent()).toContain(configured ? "Configured" : "Not Set");
      await entry
        .first()
        .getByRole("button", { name: `${configured ? "Edit" : "Create"} ${k} slot` })
        .waitFor();
    }
    await page.close();

    // With nothing configured, every common slot offers Create with its key filled in.
    const empty = await context.newPage();
    await empty.route("**/api/admin/ads", (route) => route.fulfill({ json: [] }));
    await empty.goto(`${baseUrl}/admin/ads`);
    await empty.getByRole("heading", { name: "No ad slots yet" }).waitFor();
    expect(await empty.getByText("Not Set", { exact: true }).count()).toBe(6);
    await empty.getByRole("button", { name: "Create sidebar slot" }).click();
    expect(await dialog(empty).getByRole("textbox", { name: "Key" }).inputValue()).toBe("sidebar");
    expect(await dialog(empty).getByRole("switch", { name: "Enabled" }).getAttribute("aria-checked")).toBe("true");
    await empty.close();
  });

  it("creates a slot (key required), shows its 100-character excerpt and Active badge", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/ads`, "Manage Ad Slots");
    await page.getByRole("button", { name: "New Ad Slot" }).click();
    await dialog(page).getByRole("button", { name: "Create Ad Slot" }).click();
    await expectToast(page, "Validation error", "Key is required");
    await dismissToasts(page);
    await dialog(page).getByRole("textbox", { name: "Key" }).fill(key);
    await dialog(page).getByRole("textbox", { name: "HTML code" }).fill(html);
    await dialog(page).getByTitle("Live preview of the ad HTML").waitFor();
    await dialog(page).getByRole("button", { name: "Create Ad Slot" }).click();
    await expectToast(page, "Ad slot created successfully");
    await dialog(page).waitFor({ state: "detached" });
    const card = slotCard(page, key);
    const text = await card.textContent();
    expect(text).toContain("Active");
    expect(text).toContain(`${html.slice(0, 100)}...`);
    expect(text).not.toContain(html.slice(0, 101));
    expect((await api<ApiAd[]>("GET", "/api/admin/ads")).json.find((a) => a.key === key)).toMatchObject({
      html,
      enabled: true,
    });
    await page.close();
  });

  it("previews the HTML in a sandboxed frame that cannot run scripts or reach the admin page", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/ads`, "Manage Ad Slots");
    const title = await page.title();
    await slotCard(page, key)
      .getByRole("button", { name: /^Preview/ })
      .click();
    const frame = page.getByRole("dialog", { name: `Preview: ${key}` }).locator("iframe");
    const sandbox = await frame.getAttribute("sandbox");
    expect(sandbox).not.toBeNull();
    expect(sandbox).not.toContain("allow-same-origin");
    expect(sandbox).not.toContain("allow-scripts");
    await page.frameLocator(`iframe[title="Ad slot ${key}"]`).getByText(`E2E promo ${key}`).waitFor();
    await page.waitForTimeout(200);
    expect(await page.title()).toBe(title);
    await page.keyboard.press("Escape");
    await page.close();
  });

  it("edits with the key locked, and can disable the slot", async () => {
    const page = await openAdmin(context, `${baseUrl}/admin/ads`, "Manage Ad Slots");
    await slotCard(page, key).getByRole("button", { name: /^Edit/ }).click();
    const keyInput = dialog(page).getByRole("textbox", { name: "Key" });
    expect(await keyInput.inputValue()).toBe(key);
    expect(await keyInput.isDisabled()).toBe(true);
    await dialog(page).getByText("The key cannot be changed after creation.").waitFor();
    expect(await dialog(page).getByRole("textbox", { name: "HTML code" }).inputValue()).toBe(html);
    await dialog(page).getByRole("switch", { name: "Enabled" }).click();
    await dialog(page).getByRole("textbox", { name: "HTML code" }).fill("<p>Short</p>");
    await dialog(page).getByRole("button", { name: "Update Ad Slot" }).click();
    await expectToast(page, "Ad slot updated successfully");
    await dialog(page).waitFor({ state: "detached" });
    const text = await slotCard(page, key).textContent();
    expect(text).toContain("Disabled");
    expect(text).toContain("<p>Short</p>");
    expect(text).not.toContain("...");
    expect((await api<ApiAd[]>("GET", "/api/admin/ads")).json.find((a) => a.key === key)).toMatchObject({
      html: "<p>Short</p>",
      enabled: false,
    });
    const publicAd = (await (await fetch(`${baseUrl}/api/ads/${key}`)).json()) as { enabled: boolean };
    expect(publicAd.enabled).toBe(false);
    await page.close();
  });
});
