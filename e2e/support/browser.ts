import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { findChromium } from "../../scripts/test-tools.mjs";

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. The lookup `npm test` checks first. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) {
    throw new Error(
      "Chromium not found: run `node scripts/ensure-test-tools.mjs` (as root on Debian it installs it), " +
        "install Debian's chromium package, or set CHROMIUM_PATH",
    );
  }
  return found;
}

/** The flags Chromium needs on these machines (root, no GPU, no network beyond the loopback). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

export interface ContextOptions {
  theme?: "light" | "dark";
  /** Phone width (390 x 844) instead of desktop (1280 x 900). */
  phone?: boolean;
  /** Pretend the cookie banner was already accepted, so it does not cover the page. */
  cookiesAccepted?: boolean;
  reducedMotion?: boolean;
  /**
   * Another User-Agent: headless Chromium names itself HeadlessChrome, which the read counter takes for
   * the bot it is; a test of counting poses as a reader's browser.
   */
  userAgent?: string;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const storage: Record<string, string> = {};
  if (options.theme) storage.theme = options.theme;
  if (options.cookiesAccepted) storage["cookies-accepted"] = "true";
  if (Object.keys(storage).length) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }
    }, storage);
  }
  return context;
}
