// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a staff member sees
import { afterAll, describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { expectNoAxeViolations, expectToast, openAdmin, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();

/** The Newsletter screen (issue 31) on the suite's server, which has no SMTP_URL. */
describe("the Newsletter screen", () => {
  afterAll(async () => {
    const staff = await staffClient(baseUrl);
    await staff("PUT", "/api/admin/settings/newsletterDigestTime", { value: "07:00" });
  });

  it("says mail is off, shows the counts, the preview and the schedule, and saves the schedule", async () => {
    const context = await staffContext(browser(), baseUrl);
    const page = await openAdmin(context, `${baseUrl}/admin/newsletter`, "Newsletter");
    await page.getByTestId("newsletter-mail-off").waitFor();
    expect(await page.getByTestId("newsletter-mail-off").getByRole("link", { name: "Mail" }).getAttribute("href")).toBe(
      "/admin/mail",
    );
    expect(await page.getByRole("button", { name: "Send now" }).isDisabled()).toBe(true);
    expect(await page.getByTestId("count-confirmed").innerText()).toBe("0");
    await page.getByRole("heading", { name: "Next digest" }).waitFor();
    await page.getByText("No subscribers", { exact: true }).waitFor();

    const time = page.getByLabel("Time of day");
    expect(await time.inputValue()).toBe("07:00");
    await time.fill("06:30");
    await page.getByRole("button", { name: "Save schedule" }).click();
    await expectToast(page, "Schedule saved");
    await page.getByTestId("newsletter-next").getByText("at 06:30 (Europe/Stockholm)").waitFor();
    await page.getByLabel("Time zone").fill("Mars/Olympus");
    await page.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("The time zone must be an IANA name such as Europe/Stockholm").waitFor();
    await expectNoAxeViolations(page, "newsletter screen");
    await context.close();
  });
});
