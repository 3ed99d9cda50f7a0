// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsletterOverview } from "#shared/schemas/newsletter.js";
import { linkToken } from "#tests/support/newsletter.js";
import { type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { expectNoAxeViolations, getJson, openPage } from "./helpers.js";
import { type RunningServer, startServer } from "../support/server.js";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { sharedServerUrl } from "../support/shared-server.js";

/**
 * The newsletter in the browser (issue 31): the footer's form subscribes, the e-mail's link opens our page
 * and only its button confirms, the unsubscribe page's button unsubscribes; without SMTP_URL there is no form.
 */
const browser = setupBrowser();

let smtp: SmtpServer;
let server: RunningServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const counts = async () => {
  const staff = await staffClient(server.baseUrl);
  return (await staff<NewsletterOverview>("GET", "/api/admin/newsletter")).json.counts;
};

describe("the newsletter with mail configured", () => {
  it("subscribes from the footer, confirms with the page's button (not the link), and unsubscribes with one click", async () => {
    const { page, context, errors } = await openPage(browser(), `${server.baseUrl}/`);
    const form = page.getByTestId("newsletter-form-footer");
    await form.getByLabel("Email address").fill("footer-reader@example.se");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByRole("status").getByText("Check your inbox").waitFor();
    expect(await form.getByLabel("Email address").inputValue()).toBe("");
    await context.close();

    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.subject).toBe("Confirm your subscription to Only News for Free");
    // The token is in the link's fragment: the browser keeps it, no server (nor its log) sees it.
    expect(mail!.parsed.text).toContain("/newsletter/confirm#token=");
    const token = linkToken(mail!.parsed.text!, "/newsletter/confirm");

    // Opening the link (as a scanner would, or the reader) shows the page and changes nothing; the page's
    // script takes the token out of the address bar.
    const confirmUrl = `${server.baseUrl}/newsletter/confirm#token=${token}`;
    const opened = await openPage(browser(), confirmUrl);
    expect(opened.response.status()).toBe(200);
    expect(opened.response.headers()["cache-control"]).toBe("no-store");
    await opened.page.getByRole("heading", { level: 1, name: "Confirm your subscription" }).waitFor();
    expect(await counts()).toMatchObject({ pending: 1, confirmed: 0 });
    await expectNoAxeViolations(opened.page, "confirm page");
    await opened.page.getByRole("button", { name: "Confirm subscription", disabled: false }).waitFor();
    expect(opened.page.url()).toBe(`${server.baseUrl}/newsletter/confirm`);
    await opened.page.getByRole("button", { name: "Confirm subscription" }).click();
    await opened.page.getByTestId("newsletter-action-result").getByText("Your subscription is confirmed").waitFor();
    expect(await opened.page.getByRole("button", { name: "Confirm subscription" }).count()).toBe(0);
    expect(await counts()).toMatchObject({ pending: 0, confirmed: 1 });
    await opened.context.close();

    // Unsubscribing has a token of its own, in every digest and in the note to an address that subscribes
    // again (the API tests read it from a digest). A link mailed before the fragment was used carries it in
    // the query: it still works, and leaves the address bar too.
    const before = (await smtp.received()).length;
    const again = await openPage(browser(), `${server.baseUrl}/`);
    const footer = again.page.getByTestId("newsletter-form-footer");
    await footer.getByLabel("Email address").fill("footer-reader@example.se");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await footer.getByRole("status").getByText("Check your inbox").waitFor();
    await again.context.close();
    const note = (await smtp.waitFor(before + 1)).at(-1)!;
    const leaveToken = linkToken(note.parsed.text!, "/newsletter/unsubscribe");
    expect(leaveToken).not.toBe(token);
    const leave = await openPage(browser(), `${server.baseUrl}/newsletter/unsubscribe?token=${leaveToken}`, {
      phone: true,
    });
    await leave.page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" }).waitFor();
    expect(await counts()).toMatchObject({ confirmed: 1, unsubscribed: 0 });
    await leave.page.getByRole("button", { name: "Unsubscribe", disabled: false }).waitFor();
    expect(leave.page.url()).toBe(`${server.baseUrl}/newsletter/unsubscribe`);
    await leave.page.getByRole("button", { name: "Unsubscribe" }).click();
    await leave.page.getByTestId("newsletter-action-result").getByText("You have been unsubscribed").waitFor();
    expect(await counts()).toMatchObject({ confirmed: 0, unsubscribed: 1 });
    await leave.context.close();

    // A link with no usable token says so.
    const broken = await openPage(browser(), `${server.baseUrl}/newsletter/confirm#token=abc`);
    expect(await broken.page.getByTestId("newsletter-page-message").innerText()).toMatch(/link is incomplete/);
    await broken.context.close();
    expect(errors).toEqual([]);
  });

  it("shows the form at the end of an article too, on a phone and in the dark theme, with no axe violations", async () => {
    const [article] = (await getJson<{ articles: { slug: string }[] }>(server.baseUrl, "/api/articles?limit=1"))
      .articles;
    const { page, context } = await openPage(browser(), `${server.baseUrl}/articles/${article!.slug}`, {
      phone: true,
      theme: "dark",
    });
    const form = page.getByTestId("newsletter-form-article");
    await form.waitFor();
    expect(await page.getByTestId("newsletter-form-footer").count()).toBe(1);
    const box = await form.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // An address the browser's check lets through (no dot in the domain) and the server refuses: its message shows.
    await form.getByLabel("Email address").fill("a@b");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByRole("status").getByText("Please enter a valid email address").waitFor();
    await expectNoAxeViolations(page, "article with the newsletter form");
    await context.close();
  });
});

describe("the newsletter without mail", () => {
  it("shows no subscribe form anywhere (the suite's server has no SMTP_URL)", async () => {
    const baseUrl = sharedServerUrl();
    const { page, context } = await openPage(browser(), `${baseUrl}/`);
    expect(await page.locator("[data-island=newsletter-form]").count()).toBe(0);
    expect(await page.getByText("One email a day with the stories we published").count()).toBe(0);
    await context.close();
  });
});
