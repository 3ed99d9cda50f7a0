import type { NewsletterPreview } from "#shared/schemas/newsletter.js";
import { formatDate } from "#web/ui/dates.js";

/**
 * The next digest as subscribers would see it, in a sandboxed frame (no scripts, no same origin: the HTML
 * is ours and escaped, but the frame keeps even a mistake from touching the admin). Links open outside.
 */
export function DigestPreview({ preview }: { preview: NewsletterPreview }) {
  if (!preview.stories) {
    return (
      <p className="p-5 text-sm text-slate-600 dark:text-slate-400" data-testid="newsletter-preview-empty">
        No stories have been published since {formatDate(preview.since)}
        {", "}
        {new Date(preview.since).toLocaleTimeString([], { timeStyle: "short" })}: the next digest would be empty, and an
        empty digest is not sent.
      </p>
    );
  }
  const html = preview.html.replace("<head>", '<head><base target="_blank">');
  return (
    <div className="grid gap-3 p-4 sm:p-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium">Subject:</span> {preview.subject} · {preview.stories}{" "}
        {preview.stories === 1 ? "story" : "stories"}
      </p>
      <iframe
        title="Preview of the next digest"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={html}
        referrerPolicy="no-referrer"
        className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
        data-testid="newsletter-preview"
      />
    </div>
  );
}
