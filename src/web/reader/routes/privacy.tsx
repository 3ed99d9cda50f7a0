import { StaticPage } from "../page-parts/static-page.js";
import { pageContext } from "../lib/page-context.js";
import { staticPageMeta } from "../lib/static-meta.js";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  return staticPageMeta(pageContext(context), {
    title: "Privacy Policy",
    description:
      "What Only News for Free stores about readers and commenters, why, for how long, and your rights under the GDPR.",
    path: "/privacy",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { siteName, contactEmail } = loaderData;
  return (
    <StaticPage
      title="Privacy Policy"
      intro="We collect as little about you as we can. This page explains what that little is."
      updated="1 November 2026"
    >
      <h2>Reading the site</h2>
      <p>
        You can read every article on {siteName} without an account. We do not use advertising trackers or build
        profiles of readers. Like every web server, ours records technical request logs (the address and time of a
        request and the page asked for) to keep the service secure and working; these logs are deleted after 30 days.
      </p>
      <h2>Storage in your browser</h2>
      <p>Your browser keeps three small items for this site, and they never leave your device:</p>
      <ul>
        <li>
          <strong>theme</strong>: whether you chose the light or the dark theme.
        </li>
        <li>
          <strong>cookies-accepted</strong>: that you accepted this notice, so we do not show it again.
        </li>
        <li>
          <strong>translation_cache</strong>: English translations of Swedish headlines you have already seen, kept for
          24 hours so that they load faster.
        </li>
      </ul>
      <p>
        Staff who sign in to the admin area receive a session cookie that is needed to keep them signed in. Readers
        receive no cookies from us.
      </p>
      <h2>Comments</h2>
      <p>
        When you comment we store your name, your comment and, if you give it, your email address. Your name and your
        comment are published after a moderator approves them; your email address is never published and is used only if
        we need to contact you about your comment. You may ask us to delete your comment at any time.
      </p>
      <h2>Contact form</h2>
      <p>
        Messages sent through the contact form are used only to answer you and are not shared with anyone outside our
        newsroom.
      </p>
      <h2>Live data from other services</h2>
      <p>
        Headlines from SVT, Aftonbladet and Google News and the Stockholm stock prices are fetched by our server, not by
        your browser, so those services do not see your visit. Links to their stories take you to their sites, where
        their own privacy policies apply. Advertisements shown in our ad slots may link to other sites.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the EU General Data Protection Regulation (GDPR) you may ask to see, correct or delete the personal data
        we hold about you, and you may complain to the Swedish Authority for Privacy Protection (IMY). To make a
        request, write to {contactEmail ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : "us"} or use our{" "}
        <a href="/contact">contact page</a>.
      </p>
    </StaticPage>
  );
}
