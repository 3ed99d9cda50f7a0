import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { expectToast, openAdmin, staffContext } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();

describe("the Mail screen without SMTP_URL", () => {
  it("says e-mail is not set up, what to set and which features need it; no test button", async () => {
    const context = await staffContext(browser(), sharedServerUrl());
    const page = await openAdmin(context, `${sharedServerUrl()}/admin/mail`, "Mail");
    await page.getByRole("heading", { name: "E-mail is not set up" }).waitFor();
    await expect(page.getByText("SMTP_URL", { exact: true }).count()).resolves.toBe(1);
    const features = page.getByRole("list", { name: "Features that need e-mail" }).getByRole("listitem");
    expect(await features.allTextContents()).toEqual([
      "Newsletter confirmations and digests",
      "Contact messages by e-mail",
      "Staff invitations and password reset links",
    ]);
    expect(await page.getByRole("button", { name: "Send test e-mail" }).count()).toBe(0);
    // The menu leads here.
    expect(await page.getByRole("link", { name: "Mail", exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("the Mail screen with SMTP_URL", () => {
  let smtp: SmtpServer;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: "Newsroom <news@onff.example>", SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("shows the sender and counts; Send test e-mail arrives and is listed as sent", async () => {
    const context = await staffContext(browser(), server.baseUrl);
    const page = await openAdmin(context, `${server.baseUrl}/admin/mail`, "Mail");
    await page.getByText("Sending as").waitFor();
    expect(await page.getByText("Newsroom <news@onff.example>").count()).toBe(1);
    await page.getByText("No e-mail yet").waitFor();

    await page.getByRole("button", { name: "Send test e-mail" }).click();
    await expectToast(page, `Test e-mail queued for ${E2E_ADMIN.email}`);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual([E2E_ADMIN.email]);
    const item = page
      .getByRole("list", { name: "Recent messages" })
      .getByRole("listitem")
      .filter({ hasText: "Test e-mail from Only News for Free" });
    await item.getByText("Sent", { exact: true }).waitFor();
    await context.close();
  });
});
