import { describe, expect, it } from "vitest";
import { newContext } from "./support/browser.js";
import { setupBrowser } from "./support/setup-browser.js";
import { sharedServerUrl } from "./support/shared-server.js";

const browser = setupBrowser();
const baseUrl = sharedServerUrl();

describe("smoke", () => {
  it("serves the server-rendered front page and hydrates it", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.querySelector("html")?.classList.contains("dark"));
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers the API from the same server", async () => {
    const response = await fetch(`${baseUrl}/api/categories`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(7);
  });
});
