// biome-ignore-all lint/performance/useDomNodeTextContent: Playwright's innerText() reads what a reader sees
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/setup-browser.js";
import { staffClient } from "../support/staff-client.js";
import { closeToast, expectToast, fakeApi, openPage, toasts } from "./helpers.js";
import { sharedServerUrl } from "../support/shared-server.js";

const browser = setupBrowser();
const baseUrl = sharedServerUrl();

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
  it("requires every field, sends the message to the newsroom, then confirms", async () => {
    const staff = await staffClient(baseUrl);
    const subject = `A tip ${randomBytes(3).toString("hex")}`;
    const { page, context } = await openPage(browser(), `${baseUrl}/contact`);
    const form = page.getByTestId("contact-form");
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute("required")).not.toBeNull();
    }
    // The bots' trap: out of sight, out of the accessibility tree and the Tab order, never autofilled.
    const trap = form.locator("input[name=website]");
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.getAttribute("autocomplete")).toBe("off");
    expect(await trap.evaluate((el) => el.closest("[aria-hidden=true]") !== null)).toBe(true);
    expect(await trap.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(0);

    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/contact")) sent.push(`${r.method()} ${r.postData()}`);
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    expect(await toasts(page).count()).toBe(0);
    expect(sent).toEqual([]);

    // The call is held until the sending state has been seen, then let through to the real server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByLabel("Name", { exact: true }).fill("Karin");
    await form.getByLabel("Email", { exact: true }).fill("karin@example.se");
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form.getByLabel("Message", { exact: true }).fill("Something is happening in Umeå.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByRole("button", { name: "Sending…" }).waitFor();
    expect(await form.getByRole("button", { name: "Sending…" }).isDisabled()).toBe(true);
    expect(await toasts(page).count()).toBe(0);
    release();
    await expectToast(page, "Message sent", "We've received your message and will get back to you soon.");
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await form.getByLabel("Subject", { exact: true }).inputValue()).toBe("");
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.slice("POST ".length))).toEqual({
      name: "Karin",
      email: "karin@example.se",
      subject,
      message: "Something is happening in Umeå.",
      website: "",
    });

    const { json } = await staff<{ messages: { id: number; subject: string; name: string; handledAt: null }[] }>(
      "GET",
      "/api/admin/messages?status=open",
    );
    const stored = json.messages.find((m) => m.subject === subject);
    expect(stored).toMatchObject({ name: "Karin", email: "karin@example.se", handledAt: null });
    await staff("DELETE", `/api/admin/messages/${stored!.id}`);
    await context.close();
  });

  it("a failed call says so, keeps what was typed and never claims the message was sent", async () => {
    const { page, context } = await openPage(browser(), `${baseUrl}/contact`);
    const form = page.getByTestId("contact-form");
    const fill = async () => {
      await form.getByLabel("Name", { exact: true }).fill("Karin");
      await form.getByLabel("Email", { exact: true }).fill("karin@example.se");
      await form.getByLabel("Subject", { exact: true }).fill("Not sent");
      await form.getByLabel("Message", { exact: true }).fill("This one fails.");
    };
    const expectKept = async () => {
      expect(await form.getByLabel("Subject", { exact: true }).inputValue()).toBe("Not sent");
      expect(await form.getByLabel("Message", { exact: true }).inputValue()).toBe("This one fails.");
      await form.getByRole("button", { name: "Send Message" }).waitFor();
      expect(await toasts(page).filter({ hasText: "Message sent" }).count()).toBe(0);
    };

    // A server error with no message of its own.
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
    await fill();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Error", "Failed to send message. Please try again.");
    expect(await form.getByTestId("contact-failure").innerText()).toBe("Failed to send message. Please try again.");
    await expectKept();

    // The server's own message (the rate limit's) is the one shown.
    await closeToast(page);
    await page.unroute("**/api/contact");
    await fakeApi(page, "**/api/contact", 429, {
      message: "Too many messages. Please wait a minute before sending another.",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Error", "Too many messages. Please wait a minute before sending another.");
    await expectKept();
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
