import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view.js";
import { pageContext } from "../lib/page-context.js";
import { notFoundMeta } from "../lib/seo.js";
import { siteSettings } from "../lib/site-settings.js";
import type { Route } from "./+types/not-found";

export const PAGE_NOT_FOUND = {
  title: "404 Page Not Found",
  message: "The page you are looking for does not exist or has been moved.",
};

/** Any path no other route claims: the spec's heading, with HTTP status 404. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteName } = await siteSettings(pageContext(context).reader);
  return data({ meta: notFoundMeta(PAGE_NOT_FOUND.title, siteName) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFound() {
  return <NotFoundView {...PAGE_NOT_FOUND} />;
}
