import { useEffect, useState } from "react";
import type { CategoryLink } from "../lib/category-nav.js";
import { cn } from "#web/ui/cn.js";
import { formatLongDate, isoDate } from "#web/ui/dates.js";
import { SearchForm } from "./search-form.js";
import { ThemeToggle } from "./theme-toggle.js";
import { Icon } from "#web/ui/icon.js";

export interface SiteHeaderProps {
  siteName: string;
  categories: CategoryLink[];
  /** The slug of the category this page belongs to, if any (highlighted in the menu). */
  active: string | null;
  /** The search words, on the search page; "" elsewhere. */
  query: string;
}

/** The site's logo mark (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path d="M14 46V18h8l14 18V18h8v28h-8L22 28v18z" fill="#fbbf24" />
    </svg>
  );
}

/**
 * Masthead and category menu (SPEC 2): up to 10 categories, the current one highlighted; a search form
 * on wide screens; on phones a search button and a menu toggle. It reads nothing from the router: the
 * page's category and search words come as props, and a new page is a new header (the phone menu and
 * search panel start closed).
 */
export function SiteHeader({ siteName, categories, active, query }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const today = new Date();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex items-center justify-between gap-3 py-2 sm:gap-4 sm:py-4">
          <a href="/" className="group flex min-w-0 items-center gap-3" aria-label={`${siteName}, front page`}>
            <LogoMark className="h-9 w-9 shrink-0 sm:h-12 sm:w-12" />
            <span className="min-w-0">
              <span className="block truncate font-serif text-xl font-black leading-none tracking-tight text-slate-900 sm:text-3xl dark:text-white">
                {siteName}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600 sm:text-sm dark:text-slate-400">
                Swedish news in English
                <time dateTime={isoDate(today)} suppressHydrationWarning className="hidden sm:inline">
                  {` · ${formatLongDate(today)}`}
                </time>
              </span>
            </span>
          </a>
          <div className="flex items-center gap-1 sm:gap-2">
            <SearchForm label="Site search" defaultValue={query} className="hidden w-72 md:flex" />
            <ThemeToggle />
            <button
              type="button"
              className="header-button"
              aria-label="Search"
              aria-expanded={searchOpen}
              aria-controls="mobile-search"
              data-testid="mobile-search-toggle"
              onClick={() => setSearchOpen((open) => !open)}
            >
              <Icon name="search" className="h-5 w-5" />
            </button>
            <button
              type="button"
              className="header-button"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              aria-expanded={menuOpen}
              aria-controls="category-menu"
              data-testid="menu-toggle"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? "x" : "menu"} className="h-5 w-5" />
            </button>
          </div>
        </div>
        <div id="mobile-search" className={cn("pb-4 md:hidden", searchOpen ? "block" : "hidden")}>
          {searchOpen && (
            <SearchForm
              label="Mobile site search"
              defaultValue={query}
              autoFocus
              onSearched={() => setSearchOpen(false)}
            />
          )}
        </div>
      </div>
      <nav aria-label="Categories" className="border-t border-slate-200 dark:border-slate-800">
        <ul
          id="category-menu"
          className={cn(
            "mx-auto max-w-7xl px-2 md:flex md:flex-wrap md:items-center md:gap-1 md:px-3 md:py-1",
            menuOpen ? "flex flex-col py-2" : "hidden",
          )}
        >
          {categories.map((category) => {
            const current = category.slug === active;
            return (
              <li key={category.slug}>
                <a
                  href={`/category/${category.slug}`}
                  aria-current={current ? "page" : undefined}
                  data-active={current || undefined}
                  className={current ? "nav-link nav-link-current" : "nav-link nav-link-idle"}
                >
                  {category.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
