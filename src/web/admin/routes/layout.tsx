import { useQuery } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { isRouteErrorResponse, Outlet, redirect, useRouteError } from "react-router";
import { fetchCurrentUser } from "../api/auth.js";
import { statsQuery } from "../features/dashboard/api.js";
import { openMessagesQuery } from "../features/messages/api.js";
import { AdminLoadingShell, AdminShell } from "../components/admin-shell.js";
import { buttonClass } from "../components/button.js";
import { AdminSessionProvider, UNAUTHORIZED_TEXT, UNAUTHORIZED_TITLE, useAdminSession } from "../lib/session.js";
import { StaffQueryProvider } from "../api/query-client.js";
import { preloadToasts } from "#web/ui/toaster.js";
import type { Route } from "./+types/layout";

/** Staff pages are never stored by browsers, proxies or the server's page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * Admin screens render in the browser only: the server answers with the loading shell (HydrateFallback)
 * and never reads staff data. The dashboard sends visitors without a session to the login page; every
 * other screen shows the spec's Unauthorized message and continues to /api/login.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Staff screens toast often (and an expired session's notice must show before its redirect).
  const [user] = await Promise.all([fetchCurrentUser(), preloadToasts()]);
  if (!user && new URL(request.url).pathname.replace(/\/+$/, "") === "/admin") throw redirect("/admin/login");
  return { user };
}

export function HydrateFallback() {
  return <AdminLoadingShell />;
}

function LoggedOutNotice() {
  return (
    <div className="grid min-h-screen place-items-center bg-slate-50 px-4 dark:bg-slate-950">
      <div role="alert" className="grid max-w-sm gap-2 text-center">
        <LockKeyhole className="mx-auto h-8 w-8 text-slate-600 dark:text-slate-400" aria-hidden />
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{UNAUTHORIZED_TITLE}</h1>
        <p className="text-slate-700 dark:text-slate-300">{UNAUTHORIZED_TEXT}</p>
      </div>
    </div>
  );
}

function Frame() {
  const { user, loggedOut } = useAdminSession();
  const signedIn = Boolean(user) && !loggedOut;
  const stats = useQuery({ ...statsQuery(), enabled: signedIn });
  const openMessages = useQuery({ ...openMessagesQuery(), enabled: signedIn });
  if (!user) return <LoggedOutNotice />;
  return (
    <AdminShell pending={stats.data?.pendingComments} openMessages={openMessages.data}>
      <Outlet />
    </AdminShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffQueryProvider>
      <AdminSessionProvider user={loaderData.user}>
        <Frame />
      </AdminSessionProvider>
    </StaffQueryProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div className="grid min-h-screen place-items-center bg-slate-50 px-4 dark:bg-slate-950">
      <div role="alert" className="grid max-w-md gap-3 text-center">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">The admin area could not be loaded</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
        <div className="flex justify-center gap-2">
          <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
            Try again
          </button>
          <a href="/" className={buttonClass("secondary")}>
            Go to the site
          </a>
        </div>
      </div>
    </div>
  );
}
