import { clsx } from "clsx";
import {
  BrainCircuit,
  ChartColumn,
  CircleUser,
  ExternalLink,
  FileText,
  FolderTree,
  Images,
  Inbox,
  Languages,
  LayoutDashboard,
  LogOut,
  Mail,
  Megaphone,
  Menu,
  MailOpen,
  MessageSquare,
  Newspaper,
  Radio,
  Rss,
  ScrollText,
  Settings,
  Users,
  type LucideIcon,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ROLE_NAMES } from "#shared/roles.js";
import { MENU_SCREENS, type MenuScreen } from "#shared/screens.js";
import { logout } from "../api/auth.js";
import { mayOpen } from "../lib/screen-roles.js";
import { useAdminSession } from "../lib/session.js";
import { ThemeToggle } from "./theme-toggle.js";

/** Each menu screen's icon; the screens, their order, labels and roles are in src/shared/screens.ts. */
const ICONS: Record<MenuScreen["name"], LucideIcon> = {
  dashboard: LayoutDashboard,
  account: CircleUser,
  articles: FileText,
  media: Images,
  wire: Radio,
  sources: Rss,
  comments: MessageSquare,
  messages: Inbox,
  newsletter: MailOpen,
  analytics: ChartColumn,
  "term-base": Languages,
  "translation-memory": BrainCircuit,
  categories: FolderTree,
  ads: Megaphone,
  staff: Users,
  audit: ScrollText,
  mail: Mail,
  settings: Settings,
};

/** What waits for staff: comments to review, messages not yet handled (each beside its screen in the menu). */
export interface Waiting {
  pending: number | undefined;
  openMessages: number | undefined;
}

function CountBadge({ label, count }: { label: string; count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      <span className="sr-only">, {label}: </span>
      {count}
    </span>
  );
}

/** The screens the signed-in person's role can use (lib/screen-roles.ts). */
function NavItems({ pending, openMessages }: Waiting) {
  const { user } = useAdminSession();
  const shown = MENU_SCREENS.filter(({ path }) => user && mayOpen(user.role, path));
  return (
    <ul className="grid gap-1">
      {shown.map(({ name, path: to, label }) => {
        const Icon = ICONS[name];
        return (
          <li key={to}>
            <NavLink
              to={to}
              end={name === "dashboard"}
              className={({ isActive }) =>
                clsx(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800/70",
                )
              }
            >
              <Icon className="h-4 w-4" aria-hidden />
              <span className="flex-1">{label}</span>
              {name === "comments" && <CountBadge label="pending" count={pending} />}
              {name === "messages" && <CountBadge label="open" count={openMessages} />}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function SecondaryActions() {
  return (
    <div className="grid gap-1 border-t border-slate-200 pt-3 dark:border-slate-800">
      <a
        href="/"
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ExternalLink className="h-4 w-4" aria-hidden />
        View Site
      </a>
      <ThemeToggle className="justify-start gap-3" />
      <button
        type="button"
        onClick={logout}
        className="flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <LogOut className="h-4 w-4" aria-hidden />
        Logout
      </button>
    </div>
  );
}

function Brand() {
  return (
    <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
      <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">
        <Newspaper className="h-4 w-4" aria-hidden />
      </span>
      <span className="leading-tight">
        Only News for Free
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">Admin</span>
      </span>
    </span>
  );
}

/**
 * The staff area's frame: a sidebar on wide screens, a top bar with a menu on phones. `pending` is the
 * number of comments waiting for review, shown beside Comments; `openMessages` the contact messages not
 * yet handled, beside Messages.
 */
export function AdminShell({ pending, openMessages, children }: Waiting & { children: ReactNode }) {
  const { user } = useAdminSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-brand-600 focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col gap-6 border-r border-slate-200 bg-white p-4 lg:flex dark:border-slate-800 dark:bg-slate-900">
        <Brand />
        <nav aria-label="Admin" className="flex-1">
          <NavItems pending={pending} openMessages={openMessages} />
        </nav>
        {user && (
          <p className="truncate px-3 text-xs text-slate-600 dark:text-slate-400">
            Signed in as {user.email} ({ROLE_NAMES[user.role]})
          </p>
        )}
        <SecondaryActions />
      </aside>

      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
        <div className="flex h-14 items-center justify-between px-4">
          <Brand />
          <button
            type="button"
            onClick={() => setMenuOpen((o) => !o)}
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
        {menuOpen && (
          <div id="admin-mobile-menu" className="grid gap-3 border-t border-slate-200 p-3 dark:border-slate-800">
            <nav aria-label="Admin">
              <NavItems pending={pending} openMessages={openMessages} />
            </nav>
            <SecondaryActions />
          </div>
        )}
      </header>

      <main id="admin-main" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:ml-60 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

/** What a server render of an admin URL shows: the frame, no data (the screens load in the browser). */
export function AdminLoadingShell() {
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <div className="fixed inset-y-0 left-0 hidden w-60 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900" />
      <main className="px-4 py-6 sm:px-6 lg:ml-60 lg:px-10 lg:py-8">
        <div className="mx-auto grid max-w-6xl gap-4" role="status" aria-live="polite">
          <span className="sr-only">Loading the admin area…</span>
          <div className="h-8 w-56 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="grid gap-3 sm:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <div key={n} className="h-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
          <div className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        </div>
      </main>
    </div>
  );
}
