import { pageContext } from "../lib/page-context.js";
import { pageTitle } from "../lib/seo.js";
import { siteSettings } from "../lib/site-settings.js";
import { NewsletterPage, newsletterPageState, newsletterPageTitle } from "../page-parts/newsletter/newsletter-page.js";
import type { Route } from "./+types/newsletter-unsubscribe";

/** Personal (the link's token): never kept by any cache, never indexed. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { siteName } = await siteSettings(pageContext(context).reader);
  return {
    siteName,
    state: newsletterPageState("unsubscribe", request.url),
    meta: [{ title: pageTitle(newsletterPageTitle("unsubscribe"), siteName) }, { name: "robots", content: "noindex" }],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /newsletter/unsubscribe#token=…: the digest's link (issue 31; the token in the fragment, issue 41). */
export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage step="unsubscribe" siteName={loaderData.siteName} state={loaderData.state} />;
}
