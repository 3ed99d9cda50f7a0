import { useQuery } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { isRouteErrorResponse, Link, Outlet, redirect, useLocation, useRouteError } from "react-router";
import { hasRole, ROLE_NAMES } from "#shared/roles.js";
import { fetchCurrentUser } from "../api/auth.js";
import { statsQuery } from "../features/dashboard/api/get-stats.js";
import { openMessagesQuery } from "../features/messages/api/get-messages.js";
import { AdminLoadingShell, AdminShell } from "../components/admin-shell.js";
import { buttonClass } from "../components/button.js";
import { screenRole } from "../lib/screen-roles.js";
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

/** A screen opened by address that the person's role does not cover (the menu does not offer it). */
function NotForYourRole({ role, needed }: { role: keyof typeof ROLE_NAMES; needed: keyof typeof ROLE_NAMES }) {
  return (
    <div role="alert" className="grid max-w-lg gap-2">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Not available to your role</h1>
      <p className="text-slate-700 dark:text-slate-300">
        This screen needs the {ROLE_NAMES[needed]} role; you are signed in as {ROLE_NAMES[role].toLowerCase()}. Ask an
        administrator if you need it.
      </p>
    </div>
  );
}

/** Shown instead of any screen but My account to someone who must set up two-factor sign-in first. */
function SetUpTwoFactorFirst() {
  return (
    <div role="alert" className="grid max-w-lg gap-3">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Set up two-factor sign-in</h1>
      <p className="text-slate-700 dark:text-slate-300">
        The newsroom requires a code from an authenticator app at every sign-in. Set it up on My account before anything
        else.
      </p>
      <Link to="/admin/account" className={buttonClass("primary", "md", "justify-self-start")}>
        Go to My account
      </Link>
    </div>
  );
}

function Frame() {
  const { user, loggedOut } = useAdminSession();
  const { pathname } = useLocation();
  const signedIn = Boolean(user) && !loggedOut;
  // Someone the newsroom requires to set up two-factor sign-in may use My account only, until they do.
  const settingUp = Boolean(user?.mustSetUpTwoFactor);
  const stats = useQuery({ ...statsQuery(), enabled: signedIn && !settingUp });
  const editor = signedIn && !settingUp && hasRole(user!.role, "editor");
  const openMessages = useQuery({ ...openMessagesQuery(), enabled: editor });
  if (!user) return <LoggedOutNotice />;
  const needed = screenRole(pathname);
  if (settingUp && pathname.replace(/\/+$/, "") !== "/admin/account") {
    return (
      <AdminShell pending={undefined} openMessages={undefined}>
        <SetUpTwoFactorFirst />
      </AdminShell>
    );
  }
  return (
    <AdminShell pending={editor ? stats.data?.pendingComments : undefined} openMessages={openMessages.data}>
      {hasRole(user.role, needed) ? <Outlet /> : <NotForYourRole role={user.role} needed={needed} />}
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
