import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view.js";
import { pageContext } from "../lib/page-context.js";
import { DEFAULT_SITE_NAME, notFoundMeta } from "../lib/seo.js";
import type { Route } from "./+types/not-found";

export const PAGE_NOT_FOUND = {
  title: "404 Page Not Found",
  message: "The page you are looking for does not exist or has been moved.",
};

/** Any path no other route claims: the spec's heading, with HTTP status 404. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await pageContext(context).reader.settings();
  return data({ meta: notFoundMeta(PAGE_NOT_FOUND.title, settings.siteName || DEFAULT_SITE_NAME) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFound() {
  return <NotFoundView {...PAGE_NOT_FOUND} />;
}
