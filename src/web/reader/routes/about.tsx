import { StaticPage } from "../page-parts/static-page.js";
import { pageContext } from "../lib/page-context.js";
import { staticPageMeta } from "../lib/static-meta.js";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return staticPageMeta(pageContext(context), {
    title: "About Us",
    description:
      "Only News for Free republishes Swedish news in English, free for everyone: who we are, how we work and how we translate.",
    path: "/about",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function About({ loaderData }: Route.ComponentProps) {
  const { siteName } = loaderData;
  return (
    <StaticPage title="About Us" intro="Swedish news, in English, free for everyone.">
      <h2>Who we are</h2>
      <p>
        {siteName} is an independent, non-commercial news site for everyone who lives in Sweden, follows Sweden or is
        learning about it, but does not read Swedish comfortably. Newcomers, international students, researchers,
        commuters and curious readers abroad all deserve to know what is happening in Swedish politics, schools, courts,
        kitchens and streets, without a paywall and without an account.
      </p>
      <h2>What we publish</h2>
      <p>
        Our editors follow Swedish news every day and republish the stories that matter in plain English, organised into
        sections such as politics, education, society, crime, food and events. Each article names its author and its
        date of publication, and we keep every story available in our archive so that it can be searched and linked to
        later.
      </p>
      <p>
        Alongside our own articles, the front page shows live headlines from Swedish outlets such as SVT and
        Aftonbladet. Those headlines are translated from Swedish into English automatically, so the wording can be
        imperfect; the link always takes you to the original story. A Google News panel adds English-language coverage
        of Sweden from around the world, and a small ticker shows how Stockholm's largest listed companies are trading.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Accuracy first.</strong> We translate and summarise faithfully, we correct mistakes openly, and we
          never present a machine translation as an edited article.
        </li>
        <li>
          <strong>Free means free.</strong> There is no subscription, no login for readers and no paywall. Clearly
          marked advertising slots help cover our costs.
        </li>
        <li>
          <strong>Readers take part.</strong> Anyone can comment on an article. Every comment is read by a moderator
          before it is published, to keep the conversation civil and on topic.
        </li>
        <li>
          <strong>Open by design.</strong> The software behind this site is open source, so anyone can see how it works
          and run their own copy.
        </li>
      </ul>
      <h2>Get in touch</h2>
      <p>
        Spotted an error, have a tip, or want to work with us? Visit our <a href="/contact">contact page</a> and tell
        us. We read everything.
      </p>
    </StaticPage>
  );
}
