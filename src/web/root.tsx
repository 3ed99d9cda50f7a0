import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { isStaffPage } from "#shared/pages.js";
import type { PageContext } from "#shared/reader-api.js";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { IconSprite } from "#web/ui/icon.js";
import { Toaster } from "#web/ui/toaster.js";
import { COOKIE_BOOT_SCRIPT } from "#web/reader/lib/cookie-consent.js";
import { usePageAssets } from "#web/ui/page-assets.js";
import { THEME_BOOT_SCRIPT } from "#web/ui/theme.js";

export function loader({ context }: Route.LoaderArgs) {
  return { nonce: (context as unknown as PageContext).nonce };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Only News for Free (RSS)", href: "/rss.xml" },
  { rel: "alternate", type: "application/feed+json", title: "Only News for Free (JSON Feed)", href: "/feed.json" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const assets = usePageAssets();
  const nonce = assets.nonce ?? data?.nonce;
  // Staff screens run React Router in the browser; reader pages (error pages included) load only the
  // island script, which hydrates their interactive parts (ADR 0021): no router, route modules or
  // hydration data.
  const staff = isStaffPage(useLocation().pathname);
  const reader = staff ? null : assets.readerScripts;
  // Marks a staff page as interactive (hydrated); on reader pages the island script does. Browser tests
  // and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#020617" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant boot script, nonce-protected */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT + COOKIE_BOOT_SCRIPT }} />
        {/* With a precedence, React puts the stylesheet ahead of the script preloads it hoists into the head:
            the one render-blocking file is requested first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {reader?.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
      </head>
      <body className="min-h-screen">
        <IconSprite />
        {children}
        {staff && <ScrollRestoration nonce={nonce} />}
        {staff && <Scripts nonce={nonce} />}
        {/* A module script runs once the document is parsed, so every island container is there. */}
        {reader && <script type="module" src={reader.entry} nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Toaster>
      <Outlet />
    </Toaster>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "404 Page Not Found" : "Something went wrong";
  return (
    <main id="main-content" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | Only News for Free`}</title>
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {notFound ? "The page you are looking for does not exist." : "Please try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-600 underline dark:text-brand-300">
        Back to the front page
      </a>
    </main>
  );
}
