import { StaticPage } from "../page-parts/static-page.js";
import { pageContext } from "../lib/page-context.js";
import { staticPageMeta } from "../lib/static-meta.js";
import type { Route } from "./+types/terms";

export function loader({ context }: Route.LoaderArgs) {
  return staticPageMeta(pageContext(context), {
    title: "Terms of Service",
    description: "The terms for reading, sharing and commenting on Only News for Free.",
    path: "/terms",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { siteName } = loaderData;
  return (
    <StaticPage
      title="Terms of Service"
      intro={`By using ${siteName} you agree to these terms. They are short, and we have tried to make them clear.`}
      updated="1 November 2026"
    >
      <h2>Using the site</h2>
      <p>
        {siteName} is free to read for personal, non-commercial use. You may link to any article and quote short
        passages with a link back to the source. Please do not republish whole articles, or scrape the site in a way
        that disrupts it for other readers.
      </p>
      <h2>Our content</h2>
      <p>
        We work hard to translate and summarise Swedish news accurately, but we cannot guarantee that every article is
        complete, current or free of error. Headlines in the SVT, Aftonbladet and Google News panels come from those
        outlets and are translated automatically; the original stories belong to their publishers. Nothing on this site
        is legal, financial or medical advice, and the stock prices in the ticker are for information only and may be
        delayed.
      </p>
      <h2>Comments</h2>
      <p>When you post a comment or a reply, you agree that:</p>
      <ul>
        <li>it is your own words and does not break Swedish law or anyone else's rights;</li>
        <li>it contains no harassment, hate speech, threats, spam, advertising or personal data about others;</li>
        <li>our moderators may decline to publish it, or remove it later, without giving a reason;</li>
        <li>we may publish it on this site with the name you gave.</li>
      </ul>
      <p>Comments are the views of their authors, not of {siteName}.</p>
      <h2>Advertising and links</h2>
      <p>
        Advertisements are clearly labelled. We are not responsible for the content of advertisements or of the sites we
        link to.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms; the date below shows the latest version. If you have a question about them, please{" "}
        <a href="/contact">contact us</a>.
      </p>
    </StaticPage>
  );
}
