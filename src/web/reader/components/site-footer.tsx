import type { ReactNode } from "react";
import type { SiteSettings } from "#shared/schemas/setting.js";
import type { CategoryLink } from "../lib/category-nav.js";
import { LogoMark } from "./site-header.js";
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from "./social-icons.js";
import { Icon } from "#web/ui/icon.js";

const SOCIAL = [
  { key: "socialTwitter", name: "Twitter", Icon: XIcon },
  { key: "socialFacebook", name: "Facebook", Icon: FacebookIcon },
  { key: "socialInstagram", name: "Instagram", Icon: InstagramIcon },
  { key: "socialLinkedin", name: "LinkedIn", Icon: LinkedinIcon },
] as const;

const PAGES = [
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
];

/**
 * Footer (SPEC 2): five category links, the four social links, static pages, staff login, footer text;
 * above them `signup`, the newsletter's subscribe block when there is one (issue 31).
 */
export function SiteFooter({
  settings,
  categories,
  signup,
}: {
  settings: SiteSettings;
  categories: CategoryLink[];
  signup?: ReactNode;
}) {
  const { siteName } = settings;
  return (
    <footer className="mt-16 bg-slate-950 text-slate-300 dark:border-t dark:border-slate-800 dark:bg-slate-900">
      {signup}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href="/" className="flex items-center gap-3 text-white">
            <LogoMark className="h-9 w-9" />
            <span className="font-serif text-xl font-black">{siteName}</span>
          </a>
          {settings.footerText && (
            <p className="mt-4 text-sm leading-relaxed text-slate-300" data-testid="footer-text">
              {settings.footerText}
            </p>
          )}
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ key, name, Icon }) => {
              const url = settings[key].trim();
              return (
                <li key={key}>
                  <a
                    href={url || "#"}
                    aria-label={name}
                    {...(url ? { target: "_blank", rel: "noopener noreferrer me" } : {})}
                    className="social-link"
                  >
                    <Icon className="h-4 w-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-label="Footer categories">
          <h2 className="footer-heading">Categories</h2>
          <ul className="space-y-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <a href={`/category/${c.slug}`} className="footer-link">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="About the site">
          <h2 className="footer-heading">About</h2>
          <ul className="space-y-2">
            {PAGES.map((p) => (
              <li key={p.to}>
                <a href={p.to} className="footer-link">
                  {p.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/all-articles" className="footer-link">
                All Articles
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">More</h2>
          <ul className="space-y-2">
            <li>
              <a href="/rss.xml" className="footer-link inline-flex items-center gap-1.5">
                <Icon name="rss" className="h-4 w-4" />
                RSS feed
              </a>
            </li>
            <li>
              <a href="/admin/login" className="footer-link">
                Admin Login
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 dark:border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400">
          © {new Date().getFullYear()} {siteName}. Swedish news, translated into English and free to read.
        </p>
      </div>
    </footer>
  );
}
