import { useQuery } from "@tanstack/react-query";
import {
  CircleCheck,
  ExternalLink,
  FilePen,
  FileText,
  FolderTree,
  Images,
  Inbox,
  LogOut,
  Megaphone,
  MessageSquare,
  Newspaper,
  Radio,
  Settings,
} from "lucide-react";
import { Link } from "react-router";
import { logout } from "../api/auth.js";
import { type DashboardStats, statsQuery } from "../features/dashboard/api/get-stats.js";
import { openMessagesQuery } from "../features/messages/index.js";
import { Button, buttonClass } from "../components/button.js";
import { Card, LoadError } from "../components/empty-state.js";
import { PageHeader } from "../components/page-header.js";
import { mayOpen } from "../lib/screen-roles.js";
import { useAdminSession } from "../lib/session.js";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Admin · Only News for Free" }];

const CARDS: { key: keyof DashboardStats; label: string; icon: typeof FileText; to: string }[] = [
  { key: "totalArticles", label: "Total Articles", icon: Newspaper, to: "/admin/articles" },
  { key: "publishedArticles", label: "Published", icon: CircleCheck, to: "/admin/articles" },
  { key: "draftArticles", label: "Drafts", icon: FilePen, to: "/admin/articles" },
  { key: "pendingComments", label: "Pending Comments", icon: MessageSquare, to: "/admin/comments" },
  { key: "categories", label: "Categories", icon: FolderTree, to: "/admin/categories" },
  { key: "adSlots", label: "Ad Slots", icon: Megaphone, to: "/admin/ads" },
];

const SCREENS = [
  {
    to: "/admin/articles",
    label: "Manage Articles",
    text: "Write, edit, schedule and publish stories.",
    icon: FileText,
  },
  {
    to: "/admin/media",
    label: "Media Library",
    text: "Every uploaded image, where it is used, upload and delete.",
    icon: Images,
  },
  {
    to: "/admin/wire",
    label: "Wire",
    text: "Swedish stories, translated: make them drafts.",
    icon: Radio,
  },
  {
    to: "/admin/comments",
    label: "Moderate Comments",
    text: "Approve or reject reader comments.",
    icon: MessageSquare,
  },
  {
    to: "/admin/messages",
    label: "Messages",
    text: "Read what readers send from the contact page.",
    icon: Inbox,
  },
  { to: "/admin/categories", label: "Manage Categories", text: "Sections, slugs and display order.", icon: FolderTree },
  { to: "/admin/ads", label: "Manage Ad Slots", text: "Banner markup for every placement.", icon: Megaphone },
  { to: "/admin/settings", label: "Site Settings", text: "Site details, announcements and widgets.", icon: Settings },
] as const;

function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Statistics
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6">
        {CARDS.map(({ key, label, icon: Icon, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="group block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex items-center justify-between text-sm font-medium text-slate-600 dark:text-slate-400">
                {label}
                <Icon className="h-4 w-4 text-slate-500 group-hover:text-brand-500" aria-hidden />
              </span>
              <span className="mt-2 block text-3xl font-bold tabular-nums text-slate-900 dark:text-white">
                {stats ? (
                  stats[key]
                ) : (
                  <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What waits for staff: comments to review, contact messages not yet handled (beside them), drafts. */
function PendingActions({
  stats,
  openMessages,
  may,
}: {
  stats: DashboardStats | undefined;
  openMessages: number | undefined;
  /** Whether the signed-in person's role can use the screen at this address. */
  may: (to: string) => boolean;
}) {
  const items = stats
    ? [
        stats.pendingComments > 0 && {
          to: "/admin/comments",
          text: `${stats.pendingComments} comment${stats.pendingComments === 1 ? "" : "s"} waiting for review`,
          action: "Review comments",
          icon: MessageSquare,
        },
        openMessages !== undefined &&
          openMessages > 0 && {
            to: "/admin/messages",
            text: `${openMessages} message${openMessages === 1 ? "" : "s"} from readers not yet handled`,
            action: "Read messages",
            icon: Inbox,
          },
        stats.draftArticles > 0 && {
          to: "/admin/articles",
          text: `${stats.draftArticles} draft article${stats.draftArticles === 1 ? "" : "s"} not yet published`,
          action: "Go to articles",
          icon: FilePen,
        },
      ]
        .filter((item) => item !== false)
        .filter((item) => may(item.to))
    : [];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Pending Actions</h2>
      {!stats ? (
        <div className="mt-4 h-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ) : items.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <CircleCheck className="h-4 w-4 text-emerald-600" aria-hidden />
          All caught up: no comments to review, no open messages and no drafts.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map(({ to, text, action, icon: Icon }) => (
            <li key={to} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="flex items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
                <span className="rounded-md bg-amber-100 p-1.5 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
                  <Icon className="h-4 w-4" aria-hidden />
                </span>
                {text}
              </span>
              <Link to={to} className={buttonClass("secondary", "sm")}>
                {action}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function Dashboard() {
  const { user } = useAdminSession();
  const may = (to: string) => Boolean(user && mayOpen(user.role, to));
  const stats = useQuery(statsQuery());
  const openMessages = useQuery({ ...openMessagesQuery(), enabled: may("/admin/messages") });
  return (
    <>
      <PageHeader
        back={false}
        title="Dashboard"
        description={user ? `Welcome back, ${user.name}.` : undefined}
        actions={
          <>
            <a href="/" className={buttonClass("secondary")}>
              <ExternalLink className="h-4 w-4" aria-hidden />
              View Site
            </a>
            <Button onClick={logout}>
              <LogOut className="h-4 w-4" aria-hidden />
              Logout
            </Button>
          </>
        }
      />
      <div className="grid gap-6">
        {stats.isError && <LoadError message="The statistics could not be loaded." onRetry={() => stats.refetch()} />}
        <StatCards stats={stats.data} />
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="manage-heading" className="lg:col-span-2">
            <h2 id="manage-heading" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
              Manage
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {SCREENS.filter(({ to }) => may(to)).map(({ to, label, text, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                      <Icon className="h-5 w-5" aria-hidden />
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <PendingActions stats={stats.data} openMessages={openMessages.data} may={may} />
        </div>
      </div>
    </>
  );
}
