import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.js";

/**
 * One Chromium (launchBrowser: Debian's, with CHROMIUM_FLAGS) for the tests of this file, or of the
 * describe block it is called in: a beforeAll launches it and an afterAll closes it. Returns an accessor
 * to call in hooks and tests, where the browser exists:
 *
 *     const browser = setupBrowser();
 *     it("…", async () => {
 *       const context = await newContext(browser(), { phone: true });
 *     });
 *
 * Hooks registered after this call run after the launch and before the close (Vitest runs after-hooks in
 * reverse order), so a file can log in or clean up through the browser in its own hooks.
 * (Its own file, so that scripts importing browser.ts do not load Vitest.)
 */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("setupBrowser: no browser yet (call it in a hook or test, after its beforeAll)");
    return browser;
  };
}
