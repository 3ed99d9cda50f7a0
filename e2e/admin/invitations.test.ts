import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { currentCode } from "#server/modules/auth/two-factor.js";
import { newContext } from "../support/browser.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { expectNoAxeViolations, expectToast, openAdmin, staffContext } from "./helpers.js";

/**
 * Issue 32 in a browser, with a real SMTP server: an administrator invites a colleague, who opens the
 * mailed link, chooses a password, signs in with the role given and turns on two-factor sign-in; later
 * they forget the password, set a new one through "Forgot password?" and sign in with it and a code.
 */
const browser = setupBrowser();
let smtp: SmtpServer;
let server: RunningServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtp.url, SEED_DEMO: "false", COMMENT_RATE_LIMIT: "1000" });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The link to `/admin/{page}` in the newest message to `to`, as the reader's mail program shows it. */
async function linkMailedTo(to: string, page: string, count: number): Promise<string> {
  const mails = (await smtp.waitFor(count)).filter((mail: ReceivedMail) => mail.envelope.to.includes(to));
  const text = mails.at(-1)?.parsed.text ?? "";
  const match = new RegExp(`https?://\\S+/admin/${page}#token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  // The server's PUBLIC_URL may name another host than the one the test reached: keep path and fragment.
  const link = new URL(match[0]);
  return `${server.baseUrl}${link.pathname}${link.hash}`;
}

/** Signs in through the login form; with `secret`, answers the authenticator code it then asks for. */
async function signIn(page: Page, email: string, password: string, secret?: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (secret) {
    const code = page.getByLabel("Authentication code");
    await code.waitFor();
    await page.getByText("Enter the 6-digit code from your authenticator app, or a recovery code").waitFor();
    // The next step's code: never one this test already used.
    await code.fill(currentCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
}

describe("an invitation by e-mail", () => {
  it("becomes an account with its role and two-factor sign-in; a forgotten password is set again", {
    timeout: 150_000,
  }, async () => {
    const email = "nina.hire@example.com";
    const admin = await staffContext(browser(), server.baseUrl);
    const staff = await openAdmin(admin, `${server.baseUrl}/admin/staff`, "Staff");
    await staff.getByRole("button", { name: "Invite by e-mail" }).click();
    const invite = staff.getByRole("dialog", { name: "Invite a colleague" });
    await expectNoAxeViolations(staff, "invite dialog");
    await invite.getByLabel("Email").fill(email);
    await invite.getByLabel("Name").fill("Nina Hire");
    await invite.getByLabel("Role").selectOption("author");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(staff, "Invitation sent");
    const waiting = staff.getByRole("list", { name: "Waiting invitations" }).getByRole("listitem");
    await waiting.filter({ hasText: email }).getByText("Author", { exact: true }).waitFor();

    // The colleague opens the mailed link in their own browser, in the dark theme.
    const invitationLink = await linkMailedTo(email, "accept-invitation", 1);
    const colleague = await newContext(browser(), { cookiesAccepted: true, theme: "dark" });
    const page = await colleague.newPage();
    await page.goto(invitationLink);
    await page.getByLabel("New password", { exact: true }).waitFor();
    // The secret leaves the address bar once read.
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expectNoAxeViolations(page, "accept invitation (dark)");
    await page.getByLabel("New password", { exact: true }).fill("nina-first-password");
    await page.getByLabel("Repeat the new password").fill("nina-other-password");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByText("The new passwords do not match").waitFor();
    await page.getByLabel("Repeat the new password").fill("nina-first-password");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByText("Your account is ready: sign in with your email and new password.").waitFor();
    await page.getByRole("link", { name: "Sign in" }).click();
    await signIn(page, email, "nina-first-password");
    const menu = page.getByRole("navigation", { name: "Admin" });
    await menu.getByRole("link", { name: "Articles" }).waitFor();
    expect(await menu.getByRole("link", { name: "Staff", exact: true }).count()).toBe(0);
    await page.getByText(`Signed in as ${email} (Author)`).waitFor();

    // They turn on two-factor sign-in on My account: scan (here: read the key), enter the code and their
    // password, keep the codes.
    await menu.getByRole("link", { name: "My account" }).click();
    await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
    const secret = (await page.locator("main code").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, "two-factor set-up (dark)");
    await page.getByLabel("Current password").fill("nina-first-password");
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("That code is not right").waitFor();
    await page.getByLabel("Code from the app").fill(currentCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expectToast(page, "Two-factor sign-in is on");
    expect(await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count()).toBe(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page
      .getByText("On: signing in asks for a code from your authenticator app. 10 recovery codes left.")
      .waitFor();

    // The invitation is no longer waiting.
    await staff.reload();
    await staff.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
    await staff.getByRole("list", { name: "Staff" }).getByText(email).waitFor();
    expect(await staff.getByRole("list", { name: "Waiting invitations" }).count()).toBe(0);

    // Forgot password? on the login screen, in a fresh browser.
    const later = await newContext(browser(), { cookiesAccepted: true });
    const login = await later.newPage();
    await login.goto(`${server.baseUrl}/admin/login`);
    await login.getByRole("link", { name: "Forgot password?" }).click();
    await login.getByRole("heading", { level: 1, name: "Forgot password?" }).waitFor();
    await expectNoAxeViolations(login, "forgot password");
    await login.getByLabel("Email").fill(email);
    await login.getByRole("button", { name: "Send me a link" }).click();
    await login
      .getByText("If a staff account uses this address, a link to set a new password is on its way.")
      .waitFor();
    await login.goto(await linkMailedTo(email, "reset-password", 2));
    await login.getByLabel("New password", { exact: true }).waitFor();
    await expectNoAxeViolations(login, "reset password");
    await login.getByLabel("New password", { exact: true }).fill("nina-second-password");
    await login.getByLabel("Repeat the new password").fill("nina-second-password");
    await login.getByRole("button", { name: "Set my password" }).click();
    await login.getByText("Your password is set: sign in with it.").waitFor();
    // Setting it signed Nina out everywhere; the new password works.
    expect((await colleague.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(401);
    await login.getByRole("link", { name: "Sign in" }).click();
    // The password alone is not enough any more: the login asks for the app's code.
    await signIn(login, email, "nina-second-password", secret);
    await Promise.all([admin.close(), colleague.close(), later.close()]);
  });
});
