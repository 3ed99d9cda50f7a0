import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TranslationUnit } from "#shared/schemas/translation-memory.js";
import { setupBrowser } from "../support/setup-browser.js";
import { sharedServerUrl } from "../support/shared-server.js";
import { expectNoAxeViolations, expectToast, openAdmin, staffApi, staffContext, unique } from "./helpers.js";

const baseUrl = sharedServerUrl();
const browser = setupBrowser();
let context: BrowserContext;
let api: Awaited<ReturnType<typeof staffApi>>;
/** Every unit this file makes has Swedish starting with this, so that cleaning up finds them all. */
const PREFIX = "E2E minne";
const EDITOR = "E2E Editor";

interface TmxEntry {
  swedish: string;
  english?: string;
  engineEnglish?: string;
  engine?: string;
  fixedBy?: string;
}

/** A TMX 1.4 file of these units, as a CAT tool writes it (the engine's own English in `x-` props). */
function tmx(entries: TmxEntry[]): string {
  const tu = entries.map((entry) => {
    const props = [
      entry.engine ? `<prop type="x-engine">${entry.engine}</prop>` : "",
      entry.engineEnglish ? `<prop type="x-engine-output">${entry.engineEnglish}</prop>` : "",
    ].join("");
    const english = entry.english === undefined ? "" : `<tuv xml:lang="en-GB"><seg>${entry.english}</seg></tuv>`;
    const changeid = entry.fixedBy ? ` changeid="${entry.fixedBy}"` : "";
    return `<tu${changeid}>${props}<tuv xml:lang="sv-SE"><seg>${entry.swedish}</seg></tuv>${english}</tu>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tmx version="1.4">',
    '<header creationtool="e2e" creationtoolversion="1" segtype="paragraph" o-tmf="e2e" adminlang="en" srclang="sv" datatype="plaintext"/>',
    `<body>${tu.join("\n")}</body>`,
    "</tmx>",
  ].join("\n");
}

async function importUnits(entries: TmxEntry[]) {
  const response = await context.request.post(`${baseUrl}/api/admin/translation-memory/import`, {
    headers: { "content-type": "application/x-tmx+xml" },
    data: tmx(entries),
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ imported: entries.length, skipped: 0 });
}

async function unitsMatching(q: string): Promise<TranslationUnit[]> {
  const { json } = await api<{ items: TranslationUnit[] }>(
    "GET",
    `/api/admin/translation-memory?q=${encodeURIComponent(q)}`,
  );
  return json.items;
}

beforeAll(async () => {
  context = await staffContext(browser(), baseUrl);
  api = await staffApi(context, baseUrl);
});

afterAll(async () => {
  for (const unit of (await unitsMatching(PREFIX)).filter((u) => u.swedish.startsWith(PREFIX))) {
    await api("DELETE", `/api/admin/translation-memory/${unit.id}`);
  }
});

const openMemory = (query = "") =>
  openAdmin(context, `${baseUrl}/admin/translation-memory${query}`, "Translation memory");
const table = (page: Page) => page.getByRole("table", { name: "Translation units" });
const row = (page: Page, swedish: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: swedish, exact: true }) });
/** A row's cells as shown on a desktop (the phone's copy of them in the row header is hidden). */
const cell = (page: Page, swedish: string, text: string) =>
  row(page, swedish).getByRole("cell").filter({ hasText: text });

describe("the Translation memory screen", () => {
  it("is in the menu, and lists each unit with the engine's English beside an editor's fix", async () => {
    const token = unique("Kv");
    const fixed = `${PREFIX} ${token} polisen varnar`;
    const kept = `${PREFIX} ${token} regnet fortsätter`;
    await importUnits([
      {
        swedish: fixed,
        english: "E2E Police are warning of fraud",
        engineEnglish: "E2E The police warns for fraud",
        engine: "deepl",
        fixedBy: EDITOR,
      },
      { swedish: kept, english: "E2E The rain goes on", engine: "dictionary", fixedBy: EDITOR },
    ]);
    const [fixedUnit] = await unitsMatching(fixed);
    const page = await openMemory();
    const link = page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Translation memory", exact: true });
    expect(await link.first().getAttribute("aria-current")).toBe("page");
    for (const header of ["Swedish", "English", "Origin"]) {
      await table(page).getByRole("columnheader", { name: header, exact: true }).waitFor();
    }

    // A fixed unit: the English readers got, and the engine's own, struck through and labelled.
    const english = cell(page, fixed, "E2E Police are warning of fraud");
    await english.waitFor();
    expect(await english.getByText("Engine:").count()).toBe(1);
    expect(await english.locator("s").textContent()).toBe("E2E The police warns for fraud");
    const origin = cell(page, fixed, "DeepL");
    expect(await origin.textContent()).toContain(`Fixed by ${EDITOR}`);
    expect(await origin.locator("time").getAttribute("datetime")).toBe(fixedUnit!.updatedAt);
    // An imported unit names no article.
    expect(await row(page, fixed).getByRole("link").count()).toBe(0);

    // A unit published as the engine wrote it shows no engine's English apart.
    const keptEnglish = cell(page, kept, "E2E The rain goes on");
    expect(await keptEnglish.getByText("Engine:").count()).toBe(0);
    expect(await cell(page, kept, "Dictionary (built in)").textContent()).toContain(`Published by ${EDITOR}`);

    // The total is the memory's.
    const { json } = await api<{ items: TranslationUnit[]; total: number }>("GET", "/api/admin/translation-memory");
    const summary = json.items.length < json.total ? `The newest ${json.items.length} of` : `${json.total} unit`;
    await page.getByText(summary).waitFor();
    await page.close();
  });

  it("searches the Swedish and the English, keeping the search in the address", async () => {
    const token = unique("Zq");
    const first = `${PREFIX} ${token} tåget är sent`;
    const second = `${PREFIX} ${token} bussen är sen`;
    const other = `${PREFIX} ${unique("Other")} färjan`;
    await importUnits([
      { swedish: first, english: "E2E The train is late" },
      { swedish: second, english: `E2E The bus is late ${token}x` },
      { swedish: other, english: "E2E The ferry" },
    ]);
    const page = await openMemory();
    await row(page, other).waitFor();
    const search = page.getByRole("searchbox", { name: "Search the memory" });
    await search.fill(token.toUpperCase());
    await page.waitForURL(/[?&]q=/);
    await expect.poll(() => table(page).getByRole("row").count()).toBe(3); // the header and the two units
    await row(page, first).waitFor();
    await row(page, second).waitFor();
    expect(await page.getByText("2 units matching").textContent()).toContain(token.toUpperCase());
    // The English is searched too.
    await search.fill("E2E The train is late");
    await expect.poll(() => table(page).getByRole("row").count()).toBe(2);
    await row(page, first).waitFor();
    await search.fill(unique("no such unit"));
    await page.getByRole("heading", { name: "No matching units" }).waitFor();
    // Opened at the address, the search is there.
    await page.goto(`${baseUrl}/admin/translation-memory?q=${encodeURIComponent(token)}`);
    await row(page, second).waitFor();
    expect(await search.inputValue()).toBe(token);
    expect(await table(page).getByRole("row").count()).toBe(3);
    await page.close();
  });

  it("deletes a unit after asking", async () => {
    const swedish = `${PREFIX} ${unique("Doomed")} stormen`;
    const survivor = `${PREFIX} ${unique("Kept")} solen`;
    await importUnits([
      { swedish, english: "E2E The storm" },
      { swedish: survivor, english: "E2E The sun" },
    ]);
    const page = await openMemory();
    const deleteButton = row(page, swedish).getByRole("button", { name: `Delete ${swedish}` });
    await deleteButton.click();
    const confirm = page.getByRole("alertdialog", { name: "Delete translation unit" });
    // Asked, it starts on Cancel; Escape keeps the unit and gives the focus back to its Delete.
    await confirm.getByRole("button", { name: "Cancel" }).waitFor();
    expect(await confirm.getByRole("button", { name: "Cancel" }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await unitsMatching(swedish)).toHaveLength(1);
    await page.keyboard.press("Enter");
    await confirm.getByText(`Forget “${swedish}”?`).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Translation unit deleted", swedish);
    await row(page, swedish).waitFor({ state: "detached" });
    expect(await unitsMatching(swedish)).toEqual([]);
    // Only that one: the other is still listed and remembered.
    await row(page, survivor).waitFor();
    expect(await unitsMatching(survivor)).toHaveLength(1);
    // Its row is gone: the focus goes on from the search.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("memory-search");
    await page.close();
  });

  it("imports a TMX file, saying what it remembered and skipped, and refuses what is not TMX", async () => {
    const token = unique("Imp");
    const [first, second] = [`${PREFIX} ${token} ett`, `${PREFIX} ${token} två`];
    const page = await openMemory();
    const file = page.getByLabel("Import TMX");
    const contents = tmx([
      { swedish: first, english: "E2E One", engineEnglish: "E2E A one", engine: "google", fixedBy: EDITOR },
      { swedish: second, english: "E2E Two" },
      { swedish: `${PREFIX} ${token} utan engelska` },
    ]);
    await file.setInputFiles({ name: "memory.tmx", mimeType: "application/x-tmx+xml", buffer: Buffer.from(contents) });
    const result = page.getByRole("status").filter({ hasText: "memory.tmx" });
    await result.getByText("Imported 2 units, skipped 1 without a Swedish and an English segment.").waitFor();
    await cell(page, first, "E2E One").waitFor();
    expect(await cell(page, first, "E2E One").locator("s").textContent()).toBe("E2E A one");
    expect(await cell(page, second, "Imported file").textContent()).toMatch(/Imported by \S/);
    expect((await unitsMatching(token)).map((unit) => unit.english).sort()).toEqual(["E2E One", "E2E Two"]);

    // The server's reason for a file it cannot read.
    await file.setInputFiles({
      name: "broken.tmx",
      mimeType: "application/x-tmx+xml",
      buffer: Buffer.from('<?xml version="1.0"?><glossary/>'),
    });
    await expectToast(page, "Error", "The file is not TMX: its root must be <tmx>");
    // A file of another kind is not sent.
    await file.setInputFiles({ name: "memory.csv", mimeType: "text/csv", buffer: Buffer.from("sv,en") });
    await expectToast(page, "Error", "memory.csv is not a TMX file (.tmx, .xml).");
    await page.close();
  });

  it("exports the memory as TMX", async () => {
    const swedish = `${PREFIX} ${unique("Export")} R&D`;
    const response = await context.request.post(`${baseUrl}/api/admin/translation-memory/import`, {
      headers: { "content-type": "application/x-tmx+xml" },
      data: tmx([{ swedish: swedish.replace("&", "&amp;"), english: "E2E Exported &lt;unit&gt;" }]),
    });
    expect(response.status()).toBe(200);
    const page = await openMemory();
    const exportLink = page.getByRole("link", { name: "Export TMX" });
    // Fetched as the browser would, with the page's cookies.
    const file = await context.request.get(new URL((await exportLink.getAttribute("href"))!, page.url()).href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^application\/x-tmx\+xml/);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
    const text = await file.text();
    expect(text).toMatch(/^<\?xml/);
    expect(text).toContain('<tmx version="1.4">');
    expect(text).toContain(swedish.replace("&", "&amp;"));
    expect(text).toContain("E2E Exported &lt;unit&gt;");
    // Without a session, no file.
    const anonymous = await browser().newContext();
    expect((await anonymous.request.get(`${baseUrl}/api/admin/translation-memory/export.tmx`)).status()).toBe(401);
    await anonymous.close();
    await page.close();
  });

  it.each([
    { theme: "light" as const, phone: true },
    { theme: "dark" as const, phone: true },
    { theme: "light" as const, phone: false },
    { theme: "dark" as const, phone: false },
  ])("has no axe violations in the $theme theme (phone: $phone), the question open", async ({ theme, phone }) => {
    const swedish = `${PREFIX} ${unique("Axe")} vädret blir bättre i morgon enligt SMHI`;
    await importUnits([
      {
        swedish,
        english: "E2E The weather improves tomorrow, says SMHI",
        engineEnglish: "E2E The weather becomes better in the morning according to SMHI",
        engine: "deepl",
        fixedBy: EDITOR,
      },
    ]);
    const themed = await staffContext(browser(), baseUrl, { theme, phone });
    try {
      const page = await openAdmin(themed, `${baseUrl}/admin/translation-memory`, "Translation memory");
      await table(page).waitFor();
      await expectNoAxeViolations(page, `translation memory, ${theme}, phone: ${phone}`);
      // Nothing wider than the screen: the segments wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await table(page)
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await page.getByRole("alertdialog").waitFor();
      await expectNoAxeViolations(page, `delete unit question, ${theme}, phone: ${phone}`);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    } finally {
      await themed.close();
    }
  });

  it("links a unit to its article, shows an empty state, and an error with a retry", async () => {
    const page = await context.newPage();
    const unit: TranslationUnit = {
      id: 999_999,
      swedish: "E2E Regeringen presenterade budgeten",
      english: "E2E The government presented the budget",
      engineEnglish: "E2E The government presented the budget",
      engine: "libretranslate",
      sourceName: "SVT Nyheter",
      articleId: 42,
      fixedBy: EDITOR,
      fixed: false,
      updatedAt: new Date().toISOString(),
    };
    await page.route("**/api/admin/translation-memory", (route) =>
      route.fulfill({ json: { items: [unit], total: 1 } }),
    );
    await page.goto(`${baseUrl}/admin/translation-memory`);
    const articleLink = row(page, unit.swedish).getByRole("link", { name: "Article 42" }).first();
    expect(await articleLink.getAttribute("href")).toBe("/admin/articles?edit=42");
    expect(await cell(page, unit.swedish, "LibreTranslate").textContent()).toContain("SVT Nyheter");
    await page.getByText("1 unit", { exact: true }).waitFor();
    await page.unroute("**/api/admin/translation-memory");

    await page.route("**/api/admin/translation-memory", (route) => route.fulfill({ json: { items: [], total: 0 } }));
    await page.reload();
    await page.getByRole("heading", { name: "No translation units yet" }).waitFor();
    await page.getByText(/remembered when a desk article is published/).waitFor();
    await page.unroute("**/api/admin/translation-memory");
    await page.route("**/api/admin/translation-memory", (route) =>
      route.fulfill({ status: 500, json: { message: "Boom" } }),
    );
    await page.reload();
    await page.getByRole("alert").getByText("The translation memory could not be loaded.").waitFor();
    await page.unroute("**/api/admin/translation-memory");
    await page.getByRole("alert").getByRole("button", { name: "Retry" }).click();
    await table(page).waitFor();
    await page.close();
  });
});
