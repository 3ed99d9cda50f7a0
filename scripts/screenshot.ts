// Developer tool: `npx tsx scripts/screenshot.ts URL out.png [--theme light|dark] [--phone] [--full] [--accept-cookies]`
// takes a screenshot with Debian's Chromium so a screen can be looked at.
import { parseArgs } from "node:util";
import { launchBrowser, newContext } from "#e2e/support/browser.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    theme: { type: "string" },
    phone: { type: "boolean" },
    full: { type: "boolean" },
    "accept-cookies": { type: "boolean" },
    wait: { type: "string" },
  },
});
const [url, out] = positionals;
if (!url || !out) {
  console.error(
    "Usage: npx tsx scripts/screenshot.ts URL out.png [--theme light|dark] [--phone] [--full] [--accept-cookies] [--wait ms]",
  );
  process.exit(2);
}
const browser = await launchBrowser();
try {
  const context = await newContext(browser, {
    theme: values.theme === "light" ? "light" : values.theme === "dark" ? "dark" : undefined,
    phone: values.phone,
    cookiesAccepted: values["accept-cookies"],
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(Number(values.wait ?? 300));
  await page.screenshot({ path: out, fullPage: values.full });
  console.log(`Saved ${out}`);
} finally {
  await browser.close();
}
