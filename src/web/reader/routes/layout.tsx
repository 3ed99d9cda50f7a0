import { useMemo } from "react";
import { Outlet, useLoaderData, useLocation } from "react-router";
import { announcementSettings } from "#shared/announcements.js";
import { parseSiteSettings } from "#shared/schemas/setting.js";
import { SiteFooter } from "../components/site-footer.js";
import { NewsletterSignup } from "../page-parts/newsletter/newsletter-signup.js";
import { Island } from "../islands/island.js";
import { activeCategorySlug, footerCategories, headerCategories } from "../lib/category-nav.js";
import { pageContext } from "../lib/page-context.js";
import { SiteContext } from "../lib/site.js";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { reader, publicUrl, googleNewsUrl, nonce, newsletterSignup } = pageContext(context);
  const [stored, categories] = await Promise.all([reader.settings(), reader.categories()]);
  return {
    settings: parseSiteSettings(stored),
    // As stored: the emergency banner polls them (/api/settings) and reads them in the browser.
    announcements: announcementSettings(stored),
    header: headerCategories(categories),
    footer: footerCategories(categories),
    publicUrl,
    googleNewsUrl,
    nonce,
    newsletter: newsletterSignup,
  };
}

/** Staff's analytics snippet, its scripts given this response's nonce so the CSP lets them run. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
}

export default function PublicLayout() {
  const data = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const settings = data.settings;
  const active = activeCategorySlug(pathname) ?? null;
  const query = pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  const site = useMemo(
    () => ({ publicUrl: data.publicUrl, googleNewsUrl: data.googleNewsUrl, newsletter: data.newsletter }),
    [data.publicUrl, data.googleNewsUrl, data.newsletter],
  );
  const analytics = settings.analyticsCode.trim();

  return (
    <SiteContext.Provider value={site}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <div className="flex min-h-screen flex-col">
        <Island name="header" props={{ siteName: settings.siteName, categories: data.header, active, query }} />
        <Island name="ticker" props={{}} />
        {/* Always there, empty when no announcement is valid: the poll can show one on any page. */}
        <Island name="emergency" props={{ settings: data.announcements }} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter
          settings={settings}
          categories={data.footer}
          signup={data.newsletter ? <NewsletterSignup placement="footer" /> : null}
        />
      </div>
      <Island name="cookie-banner" props={{}} />
      {analytics && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff-authored analytics snippet (Site Settings)
        <div hidden dangerouslySetInnerHTML={{ __html: withNonce(analytics, data.nonce) }} />
      )}
    </SiteContext.Provider>
  );
}
