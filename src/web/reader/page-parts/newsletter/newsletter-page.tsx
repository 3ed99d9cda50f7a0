import { Island } from "../../islands/island.js";
import { PageHeader } from "../page-header.js";

export type NewsletterStep = "confirm" | "unsubscribe";

/** What a page says after its form was posted without script (`?result=`), by page and result. */
const RESULTS: Record<NewsletterStep, Record<string, string>> = {
  confirm: {
    requested: "Check your inbox: we've sent you an email with a link to confirm your subscription.",
    confirmed: "Your subscription is confirmed. The newsletter will come to your inbox.",
    invalid:
      "This confirmation link is not valid any more. Subscribe again with the form at the bottom of any page to get a new one.",
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

const INCOMPLETE = "This link is incomplete: open the whole link from the email.";
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

export function newsletterPageTitle(step: NewsletterStep): string {
  return PAGES[step].title;
}

/** What the page shows, from its query: a form posted without script came back with `result`, else the link's token. */
export function newsletterPageState(step: NewsletterStep, url: string) {
  const { searchParams } = new URL(url);
  const result = searchParams.get("result");
  const token = searchParams.get("token")?.trim() ?? "";
  const message = result ? RESULTS[step][result] : undefined;
  if (message) return { message, token: null };
  return TOKEN.test(token) ? { message: null, token } : { message: INCOMPLETE, token: null };
}

/**
 * The newsletter's confirmation and unsubscribe pages (issue 31), which the e-mails link to. Opening one
 * changes nothing (a link scanner opens them too): its button does, posting the token.
 */
export function NewsletterPage({
  step,
  siteName,
  state,
}: {
  step: NewsletterStep;
  siteName: string;
  state: { message: string | null; token: string | null };
}) {
  const page = PAGES[step];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10" data-testid={`newsletter-${step}`}>
      <PageHeader title={page.title} />
      {state.token ? (
        <>
          <p className="mb-6 text-lg text-slate-700 dark:text-slate-300">{page.ask(siteName)}</p>
          <Island name="newsletter-action" props={{ action: step, token: state.token }} />
        </>
      ) : (
        <p className="text-lg text-slate-900 dark:text-slate-100" data-testid="newsletter-page-message">
          {state.message}
        </p>
      )}
    </div>
  );
}
