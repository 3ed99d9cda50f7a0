import { Island } from "../../islands/island.js";
import type { NewsletterPlacement } from "./newsletter-form.js";

/** Two headings: the footer's and the article's blocks are both on an article page, as two distinct regions. */
const TEXT = {
  footer: "Newsletter",
  article: "Get the day's stories by email",
  blurb: "One email a day with the stories we published, newest first. Unsubscribe in one click.",
};

/**
 * The subscribe block (issue 31): a heading, a sentence and the form's island. Pages show it only when the
 * site can send e-mail (PageContext.newsletterSignup).
 */
export function NewsletterSignup({ placement }: { placement: NewsletterPlacement }) {
  const headingId = `newsletter-heading-${placement}`;
  if (placement === "footer") {
    return (
      <section aria-labelledby={headingId} className="border-b border-slate-800 dark:border-slate-700">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 md:grid-cols-2 md:items-center">
          <div>
            <h2 id={headingId} className="font-serif text-xl font-bold text-white">
              {TEXT.footer}
            </h2>
            <p className="mt-1 text-sm text-slate-300">{TEXT.blurb}</p>
          </div>
          <Island name="newsletter-form" props={{ placement }} />
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5 font-sans dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold">
        {TEXT.article}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-700 dark:text-slate-300">{TEXT.blurb}</p>
      <Island name="newsletter-form" props={{ placement }} />
    </section>
  );
}
