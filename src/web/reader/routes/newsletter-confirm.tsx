import { pageContext } from "../lib/page-context.js";
import { pageTitle } from "../lib/seo.js";
import { siteSettings } from "../lib/site-settings.js";
import { NewsletterPage, newsletterPageState, newsletterPageTitle } from "../page-parts/newsletter/newsletter-page.js";
import type { Route } from "./+types/newsletter-confirm";

/** Personal (the link's token): never kept by any cache, never indexed. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { siteName } = await siteSettings(pageContext(context).reader);
  return {
    siteName,
    state: newsletterPageState("confirm", request.url),
    meta: [{ title: pageTitle(newsletterPageTitle("confirm"), siteName) }, { name: "robots", content: "noindex" }],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** /newsletter/confirm#token=…: the confirmation e-mail's link (issue 31; the token in the fragment, issue 41). */
export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage step="confirm" siteName={loaderData.siteName} state={loaderData.state} />;
}
