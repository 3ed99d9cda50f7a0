/**
 * The newsletter's messages as text and HTML (issue 31): the confirmation request, the "already subscribed"
 * note and the digest. Nothing here trusts a title or an excerpt: every value put into HTML is escaped.
 */

export interface DigestStory {
  title: string;
  slug: string;
  excerpt: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Our address for a path, from PUBLIC_URL ("https://news.example" + "/articles/x"). */
export function siteLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path}`;
}

/**
 * The pages a person opens carry their token in the fragment (`#token=`), which no browser sends to a
 * server, so it reaches no log: the page's script reads it, takes it out of the address bar and posts it.
 */
export const confirmLink = (publicUrl: string, confirmToken: string) =>
  siteLink(publicUrl, `/newsletter/confirm#token=${encodeURIComponent(confirmToken)}`);
export const unsubscribePage = (publicUrl: string, unsubscribeToken: string) =>
  siteLink(publicUrl, `/newsletter/unsubscribe#token=${encodeURIComponent(unsubscribeToken)}`);
/**
 * The RFC 8058 one-click address in List-Unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to it.
 * An https address that is POSTed to cannot hold its token in a fragment: it is in the query, and the
 * request log writes `token=[redacted]` (plugins/request-log.ts).
 */
export const oneClickLink = (publicUrl: string, token: string) =>
  siteLink(publicUrl, `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);

/** The double opt-in message: plain text, saying what happens when it is ignored. */
export function confirmationMail(siteName: string, link: string): RenderedMail {
  return {
    subject: `Confirm your subscription to ${siteName}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked for the ${siteName} newsletter to be sent to this address: one email a day with the day's stories.`,
      "",
      "To confirm, open this link and press the Confirm subscription button:",
      link,
      "",
      "If you did not ask for this, ignore this email: the address will not be subscribed and no newsletter will be sent to it.",
      "",
      `${siteName}`,
    ].join("\n"),
  };
}

/** The note to an address that asked to subscribe while it already is: nothing changed, and how to leave. */
export function alreadySubscribedMail(siteName: string, unsubscribeUrl: string): RenderedMail {
  return {
    subject: `You are already subscribed to ${siteName}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked for the ${siteName} newsletter to be sent to this address. It is already subscribed, so nothing has changed.`,
      "",
      "To stop receiving the newsletter, open this link:",
      unsubscribeUrl,
      "",
      `${siteName}`,
    ].join("\n"),
  };
}

export function digestSubject(siteName: string, dateLabel: string): string {
  return `${siteName}: the news of ${dateLabel}`;
}

const FONT = "font-family:Georgia,'Times New Roman',serif";
const SANS = "font-family:Arial,Helvetica,sans-serif";

/**
 * One digest for one subscriber: the stories newest first, each title linked to its article, with its
 * excerpt; a visible unsubscribe link in both bodies (the List-Unsubscribe headers are the sender's part).
 */
export function digestMail(options: {
  siteName: string;
  publicUrl: string;
  subject: string;
  dateLabel: string;
  stories: DigestStory[];
  unsubscribeUrl: string;
}): Required<RenderedMail> {
  const { siteName, publicUrl, subject, dateLabel, stories, unsubscribeUrl } = options;
  const link = (story: DigestStory) => siteLink(publicUrl, `/articles/${encodeURIComponent(story.slug)}`);
  const count = `${stories.length} ${stories.length === 1 ? "story" : "stories"}`;
  const text = [
    `${siteName}: the news of ${dateLabel}`,
    `${count}, newest first.`,
    "",
    ...stories.flatMap((story) => [story.title, link(story), ...(story.excerpt ? [story.excerpt] : []), ""]),
    "--",
    `You receive this email because you subscribed to the ${siteName} newsletter.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");

  const items = stories
    .map(
      (story) => `<tr><td style="padding:0 0 22px 0">
<a href="${escapeHtml(link(story))}" style="${FONT};font-size:20px;line-height:1.3;font-weight:bold;color:#0f172a;text-decoration:underline">${escapeHtml(story.title)}</a>
${story.excerpt ? `<p style="${SANS};font-size:15px;line-height:1.5;color:#334155;margin:6px 0 0 0">${escapeHtml(story.excerpt)}</p>` : ""}
</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 8px 24px">
<a href="${escapeHtml(siteLink(publicUrl, "/"))}" style="${FONT};font-size:24px;font-weight:bold;color:#0f172a;text-decoration:none">${escapeHtml(siteName)}</a>
<p style="${SANS};font-size:14px;color:#475569;margin:4px 0 0 0">The news of ${escapeHtml(dateLabel)}: ${count}, newest first.</p>
</td></tr>
<tr><td style="padding:16px 24px 2px 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${items}
</table></td></tr>
<tr><td style="padding:16px 24px 24px 24px;border-top:1px solid #e2e8f0">
<p style="${SANS};font-size:13px;line-height:1.5;color:#475569;margin:0">You receive this email because you subscribed to the ${escapeHtml(siteName)} newsletter.
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#1d4ed8;text-decoration:underline">Unsubscribe</a></p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}
