// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import { describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { expectToast, openPage, toasts } from "./helpers.js";

const browser = setupBrowser();
const baseUrl = inject("baseUrl");

describe("static pages", () => {
  for (const [path, heading, phrase] of [
    ["/about", "About Us", "Swedish news, in English, free for everyone."],
    ["/privacy", "Privacy Policy", "translation_cache"],
    ["/terms", "Terms of Service", "Comments are the views of their authors"],
  ] as const) {
    it(`${path} has its heading and real text`, async () => {
      const { page, context, response } = await openPage(browser(), `${baseUrl}${path}`);
      expect(response.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.getByRole("main").innerText()).toContain(phrase);
      expect((await page.getByRole("main").innerText()).length).toBeGreaterThan(1200);
      await context.close();
    });
  }
});

describe("contact page", () => {
  it("requires every field, pretends to send for a second, then confirms", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/contact`);
    const form = page.getByTestId("contact-form");
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute("required")).not.toBeNull();
    }
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/")) calls++;
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    expect(await toasts(page).count()).toBe(0);

    await form.getByLabel("Name", { exact: true }).fill("Karin");
    await form.getByLabel("Email", { exact: true }).fill("karin@example.se");
    await form.getByLabel("Subject", { exact: true }).fill("A tip");
    await form.getByLabel("Message", { exact: true }).fill("Something is happening in Umeå.");
    const started = Date.now();
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("button", { name: "Sending…" }).waitFor();
    await expectToast(page, "Message sent", "We've received your message and will get back to you soon.");
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(calls).toBe(0);
    await context.close();
  });

  it("shows the editorial, support and business blocks with their response times", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/contact`);
    const blocks = await page.getByTestId("contact-block").allInnerTexts();
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toContain("Editorial");
    expect(blocks[0]).toContain("24h");
    expect(blocks[1]).toContain("Support");
    expect(blocks[1]).toContain("48h");
    expect(blocks[2]).toContain("Business");
    expect(blocks[2]).toContain("72h");
    await context.close();
  });
});
