const EXCERPT_LENGTH = 100;

/** The first 100 characters of the markup, with an ellipsis when it is longer (SPEC 9). */
export function htmlExcerpt(html: string | null): string {
  if (!html) return "";
  return html.length > EXCERPT_LENGTH ? `${html.slice(0, EXCERPT_LENGTH)}...` : html;
}

/**
 * Staff-authored ad markup rendered in a sandboxed frame without allow-same-origin (and without scripts):
 * a pasted snippet is shown as readers would see it but cannot touch the admin page, its session or its API.
 */
export function AdHtmlFrame({ html, title, className = "h-64" }: { html: string; title: string; className?: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{margin:0;padding:12px;font-family:system-ui,sans-serif;color:#0f172a;background:#fff}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      referrerPolicy="no-referrer"
      className={`w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700 ${className}`}
    />
  );
}
