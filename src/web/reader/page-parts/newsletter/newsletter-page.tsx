import { Island } from "../../islands/island.js";
import { PageHeader } from "../page-header.js";

export type NewsletterStep = "confirm" | "unsubscribe";

/** What a page says after its form was posted without script (`?result=`), by page and result. */
const RESULTS: Record<NewsletterStep, Record<string, string>> = {
  confirm: {
    requested: "Check your inbox: we've sent you an email with a link to confirm your subscription.",
    confirmed: "Your subscription is confirmed. The newsletter will come to your inbox.",
    invalid:
      "This confirmation link is not valid any more: each one works once, and only the latest one sent. If you have confirmed, the newsletter will come to your inbox. Subscribe again with the form at the bottom of any page to get a new one.",
  },
  unsubscribe: {
    unsubscribed: "You have been unsubscribed. No more newsletters will be sent to this address.",
    invalid: "This unsubscribe link is not valid: it names no subscriber. The address may have been removed already.",
  },
};

const PAGES: Record<NewsletterStep, { title: string; ask: (siteName: string) => string }> = {
  confirm: {
    title: "Confirm your subscription",
    ask: (siteName) =>
      `Press the button to receive the ${siteName} newsletter: one email a day with the day's stories. Nothing happens until you do.`,
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    ask: (siteName) => `Press the button and no more ${siteName} newsletters will be sent to this address.`,
  },
};

export function newsletterPageTitle(step: NewsletterStep): string {
  return PAGES[step].title;
}

/**
 * What the page shows, from its query: what happened, when a form posted without script came back with
 * `result`; otherwise (message null) the button, whose script reads the link's token. The server never
 * reads the token: it comes in the fragment, which the browser keeps to itself (issue 41).
 */
export function newsletterPageState(step: NewsletterStep, url: string): { message: string | null } {
  const result = new URL(url).searchParams.get("result");
  return { message: (result && RESULTS[step][result]) || null };
}

/**
 * The newsletter's confirmation and unsubscribe pages (issue 31), which the e-mails link to. Opening one
 * changes nothing (a link scanner opens them too): its button does, posting the token of the link's
 * fragment (or, for a link mailed before, of its query).
 */
export function NewsletterPage({
  step,
  siteName,
  state,
}: {
  step: NewsletterStep;
  siteName: string;
  state: { message: string | null };
}) {
  const page = PAGES[step];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10" data-testid={`newsletter-${step}`}>
      <PageHeader title={page.title} />
      {state.message === null ? (
        <Island name="newsletter-action" props={{ action: step, ask: page.ask(siteName) }} />
      ) : (
        <p className="text-lg text-slate-900 dark:text-slate-100" data-testid="newsletter-page-message">
          {state.message}
        </p>
      )}
    </div>
  );
}
