import { useEffect, useState } from "react";
import { setBannerShown, storeAcceptance, storeDismissal } from "../lib/cookie-consent.js";
import { Icon } from "#web/ui/icon.js";

/**
 * Cookie consent (SPEC 2, 4): shown when no acceptance is stored, or with ?cookies=show. Accept stores
 * the acceptance; the close button only hides it for this visit (the pages the reader reaches by the
 * site's own links, cookie-consent.ts). The banner is in the server HTML for
 * everyone and revealed before first paint by COOKIE_BOOT_SCRIPT (root.tsx), so it never flashes for a
 * reader who accepted and never shifts the page for one who did not. On a phone it is a slim bar (small text,
 * the buttons beside it) so that it covers as few headlines as it can.
 */
export function CookieBanner() {
  const [closed, setClosed] = useState(false);

  // ?cookies=show brings it back, however the reader arrived there. The boot script reveals it before
  // first paint on a new document; this covers a page rendered in place.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("cookies") !== "show") return;
    setBannerShown(true);
    setClosed(false);
  }, []);

  if (closed) return null;
  const close = () => {
    setBannerShown(false);
    setClosed(true);
  };

  return (
    <section
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgba(0,0,0,0.12)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:gap-6 sm:py-4">
        <Icon name="cookie" className="hidden h-8 w-8 shrink-0 text-amber-600 sm:block dark:text-amber-300" />
        <p className="min-w-0 flex-1 text-xs leading-snug text-slate-700 sm:text-sm dark:text-slate-200">
          We use cookies and your browser's storage to remember your preferences, such as the theme, and to keep the
          site working well. Read our{" "}
          <a href="/privacy" className="font-semibold text-brand-600 underline dark:text-brand-300">
            Privacy Policy
          </a>{" "}
          to learn more.
        </p>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <button
            type="button"
            onClick={() => {
              storeAcceptance();
              close();
            }}
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm sm:px-5 sm:py-2 font-semibold text-white hover:bg-brand-700 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
          >
            Accept
          </button>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => {
              storeDismissal();
              close();
            }}
            className="inline-flex h-8 w-8 items-center sm:h-9 sm:w-9 justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
