import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Term } from "#shared/schemas/term.js";
import { setupBrowser } from "../support/setup-browser.js";
import { sharedServerUrl } from "../support/shared-server.js";
import {
  dismissToasts,
  expectNoAxeViolations,
  expectToast,
  openAdmin,
  staffApi,
  staffContext,
  unique,
} from "./helpers.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
/** Every term this file makes starts with this, so that cleaning up finds them all (and no demo term). */
const PREFIX = "E2E term";

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  const { json } = await api<{ items: Term[] }>("GET", `/api/admin/terms?q=${encodeURIComponent(PREFIX)}`);
  for (const term of json.items.filter((t) => t.swedish.startsWith(PREFIX))) {
    await api("DELETE", `/api/admin/terms/${term.id}`);
  }
});

const openTerms = () => openAdmin(context, `${baseUrl}/admin/terms`, "Terms");
const dialog = (page: Page) => page.getByRole("dialog", { name: /term$/ });
const table = (page: Page) => page.getByRole("table", { name: "Terms" });
const row = (page: Page, swedish: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${swedish}`) }) });
/** A row's cells as shown on a desktop (the phone's copy of them in the row header is hidden). */
const cell = (page: Page, swedish: string, text: string) =>
  row(page, swedish).getByRole("cell").filter({ hasText: text });

async function termsMatching(q: string): Promise<Term[]> {
  return (await api<{ items: Term[] }>("GET", `/api/admin/terms?q=${encodeURIComponent(q)}`)).json.items;
}

describe("the Terms screen", () => {
  it("is in the menu, and lists the starter terms", async () => {
    const page = await openTerms();
    const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Terms", exact: true });
    expect(await link.first().getAttribute("aria-current")).toBe("page");
    for (const header of ["Swedish", "English", "Kind", "Note"]) {
      await table(page).getByRole("columnheader", { name: header, exact: true }).waitFor();
    }
    expect(await table(page).getByRole("row").count()).toBeGreaterThan(10);
    await page.close();
  });

  it("adds a term after checking it, refuses a duplicate Swedish, and edits it", async () => {
    const swedish = unique(`${PREFIX} Sjöby`);
    const page = await openTerms();
    const add = page.getByRole("button", { name: "Add term" });
    await add.click();
    await dialog(page).getByRole("button", { name: "Add term" }).click();
    await expectToast(page, "Validation error", "Swedish is required");
    await dismissToasts(page);
    const swedishBox = dialog(page).getByRole("textbox", { name: "Swedish" });
    const englishBox = dialog(page).getByRole("textbox", { name: "English" });
    await swedishBox.fill(swedish);
    await dialog(page).getByRole("button", { name: "Add term" }).click();
    await expectToast(page, "Validation error", "English is required unless the name is kept as it is");
    expect(await englishBox.getAttribute("aria-invalid")).toBe("true");
    await dismissToasts(page);
    await englishBox.fill("E2E Lake Town");
    await dialog(page).getByRole("checkbox", { name: "Place name" }).check();
    await dialog(page).getByRole("textbox", { name: "Note" }).fill("Made by the browser tests");
    await dialog(page).getByRole("button", { name: "Add term" }).click();
    await expectToast(page, "Term added");
    await dialog(page).waitFor({ state: "detached" });
    // The dialog gives the focus back to the button that opened it.
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);
    await cell(page, swedish, "E2E Lake Town").waitFor();
    expect(await row(page, swedish).textContent()).toContain("Place");
    expect(await termsMatching(swedish)).toEqual([
      expect.objectContaining({ swedish, english: "E2E Lake Town", keep: false, place: true }),
    ]);
    await dismissToasts(page);

    // The same Swedish in another case is the same term.
    await add.click();
    await swedishBox.fill(swedish.toUpperCase());
    await englishBox.fill("Another");
    await dialog(page).getByRole("button", { name: "Add term" }).click();
    await expectToast(page, "Error", `A term for ${swedish.toUpperCase()} already exists`);
    expect(await swedishBox.getAttribute("aria-invalid")).toBe("true");
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await dismissToasts(page);

    const editButton = row(page, swedish).getByRole("button", { name: `Edit ${swedish}` });
    await editButton.click();
    await dialog(page).getByRole("heading", { name: "Edit term" }).waitFor();
    expect(await swedishBox.inputValue()).toBe(swedish);
    expect(await englishBox.inputValue()).toBe("E2E Lake Town");
    expect(await dialog(page).getByRole("checkbox", { name: "Place name" }).isChecked()).toBe(true);
    await dialog(page)
      .getByRole("checkbox", { name: /^Keep as written/ })
      .check();
    // A name kept as written is its own English.
    expect(await englishBox.isDisabled()).toBe(true);
    expect(await englishBox.inputValue()).toBe(swedish);
    await dialog(page).getByRole("button", { name: "Save term" }).click();
    await expectToast(page, "Term updated");
    await dialog(page).waitFor({ state: "detached" });
    await cell(page, swedish, "Kept").waitFor();
    await expect.poll(() => editButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await termsMatching(swedish)).toEqual([
      expect.objectContaining({ swedish, english: swedish, keep: true, place: true }),
    ]);
    await page.close();
  });

  it("searches Swedish, English and notes, keeping the search in the address", async () => {
    const token = unique("Zq");
    const swedish = `${PREFIX} ${token} Ort`;
    await api("POST", "/api/admin/terms", { swedish, english: "E2E Found Place", place: true });
    await api("POST", "/api/admin/terms", {
      swedish: unique(`${PREFIX} Noted`),
      english: "E2E Noted",
      note: `see ${token}`,
    });
    const page = await openTerms();
    const search = page.getByRole("searchbox", { name: "Search terms" });
    await search.fill(token.toUpperCase());
    await page.waitForURL(/[?&]q=/);
    await expect.poll(() => table(page).getByRole("row").count()).toBe(3); // the header and the two terms
    await row(page, swedish).waitFor();
    expect(await page.getByText("2 terms matching").textContent()).toContain(token.toUpperCase());
    await search.fill("E2E Found Place");
    await expect.poll(() => table(page).getByRole("row").count()).toBe(2);
    await row(page, swedish).waitFor();
    await search.fill(unique("no such term"));
    await page.getByRole("heading", { name: "No matching terms" }).waitFor();
    // Opened at the address, the search is there.
    await page.goto(`${baseUrl}/admin/terms?q=${encodeURIComponent(token)}`);
    await row(page, swedish).waitFor();
    expect(await search.inputValue()).toBe(token);
    await page.close();
  });

  it("deletes a term after asking", async () => {
    const swedish = unique(`${PREFIX} Doomed`);
    await api("POST", "/api/admin/terms", { swedish, english: "E2E Doomed" });
    const page = await openTerms();
    const deleteButton = row(page, swedish).getByRole("button", { name: `Delete ${swedish}` });
    await deleteButton.click();
    const confirm = page.getByRole("alertdialog");
    // Asked, it starts on Cancel; Escape keeps the term and gives the focus back to its Delete.
    await confirm.getByRole("button", { name: "Cancel" }).waitFor();
    expect(await confirm.getByRole("button", { name: "Cancel" }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await confirm.getByText(`Delete the term for ${swedish}?`).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Term deleted", swedish);
    await row(page, swedish).waitFor({ state: "detached" });
    expect(await termsMatching(swedish)).toEqual([]);
    // Its row is gone: the focus goes on from the search.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("term-search");
    await page.close();
  });

  it("imports a CSV file, saying what it added, updated and skipped", async () => {
    const [first, second] = [unique(`${PREFIX} Import`), unique(`${PREFIX} Import`)];
    const csv = (english: string) =>
      [
        "swedish,english,keep,place,note",
        `${first},${english},false,true,`,
        `${second},,true,false,A name`,
        ",No Swedish,false,false,",
      ].join("\n");
    const page = await openTerms();
    const file = page.getByLabel("Import TBX or CSV");
    await file.setInputFiles({ name: "terms.csv", mimeType: "text/csv", buffer: Buffer.from(csv("E2E Imported")) });
    const result = page.getByRole("status").filter({ hasText: "Imported terms.csv" });
    await result.getByText("Added 2, updated 0, unchanged 0; 1 skipped: entry 3: Swedish is required.").waitFor();
    await row(page, first).waitFor();
    await cell(page, second, "Kept").waitFor();

    await file.setInputFiles({ name: "terms.csv", mimeType: "text/csv", buffer: Buffer.from(csv("E2E Reimported")) });
    await result.getByText("Added 0, updated 1, unchanged 1; 1 skipped: entry 3: Swedish is required.").waitFor();
    await cell(page, first, "E2E Reimported").waitFor();

    // A file of another kind is not sent.
    await file.setInputFiles({ name: "terms.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Error", "terms.txt is neither a TBX (.tbx, .xml) nor a CSV (.csv) file.");
    await page.close();
  });

  it("exports the term base as TBX and CSV", async () => {
    const swedish = unique(`${PREFIX} Export`);
    await api("POST", "/api/admin/terms", { swedish, english: "E2E Exported", note: "R&D <note>" });
    const page = await openTerms();
    const tbxLink = page.getByRole("link", { name: "Export TBX" });
    const csvLink = page.getByRole("link", { name: "Export CSV" });
    // Fetched as the browser would, with the page's cookies.
    const tbx = await context.request.get(new URL((await tbxLink.getAttribute("href"))!, page.url()).href);
    expect(tbx.status()).toBe(200);
    expect(tbx.headers()["content-disposition"]).toMatch(/^attachment/);
    const tbxText = await tbx.text();
    expect(tbxText).toMatch(/^<\?xml/);
    expect(tbxText).toContain(swedish);
    expect(tbxText).toContain("E2E Exported");
    expect(tbxText).toContain("R&amp;D &lt;note&gt;");
    const csv = await context.request.get(new URL((await csvLink.getAttribute("href"))!, page.url()).href);
    expect(csv.status()).toBe(200);
    const csvText = await csv.text();
    expect(csvText.split(/\r?\n/)[0]).toBe("swedish,english,keep,place,note");
    expect(csvText).toContain(`${swedish},E2E Exported,false,false,R&D <note>`);
    // Without a session, no file.
    const anonymous = await browser().newContext();
    expect((await anonymous.request.get(`${baseUrl}/api/admin/terms/export.tbx`)).status()).toBe(401);
    await anonymous.close();
    await page.close();
  });

  it.each(["light", "dark"] as const)(
    "has no axe violations at phone width in the %s theme, dialogs open",
    async (theme) => {
      const phone = await staffContext(browser(), baseUrl, { theme, phone: true });
      const page = await openAdmin(phone, `${baseUrl}/admin/terms`, "Terms");
      await table(page).waitFor();
      await expectNoAxeViolations(page, `terms, phone, ${theme}`);
      await page.getByRole("button", { name: "Add term" }).click();
      await dialog(page).getByRole("button", { name: "Add term" }).click();
      await expectToast(page, "Validation error", "Swedish is required");
      await dismissToasts(page);
      await expectNoAxeViolations(page, `add term dialog with an error, ${theme}`);
      await dialog(page).getByRole("button", { name: "Cancel" }).click();
      await dialog(page).waitFor({ state: "detached" });
      await table(page)
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await page.getByRole("alertdialog").waitFor();
      await expectNoAxeViolations(page, `delete term question, ${theme}`);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
      await phone.close();
    },
  );

  it("shows an empty state, and an error with a retry", async () => {
    const page = await context.newPage();
    await page.route("**/api/admin/terms", (route) => route.fulfill({ json: { items: [], total: 0 } }));
    await page.goto(`${baseUrl}/admin/terms`);
    await page.getByRole("heading", { name: "No terms yet" }).waitFor();
    await page.unroute("**/api/admin/terms");
    await page.route("**/api/admin/terms", (route) => route.fulfill({ status: 500, json: { message: "Boom" } }));
    await page.reload();
    await page.getByRole("alert").getByText("The terms could not be loaded.").waitFor();
    await page.unroute("**/api/admin/terms");
    await page.getByRole("alert").getByRole("button", { name: "Retry" }).click();
    await table(page).waitFor();
    await page.close();
  });
});
