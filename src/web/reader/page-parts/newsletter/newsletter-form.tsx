import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { api } from "#web/ui/api.js";
import { serverMessage } from "../contact/contact-form.js";

/** Where the form sits: the footer is dark in both themes, the end of an article follows the theme. */
export type NewsletterPlacement = "footer" | "article";

const FAILED = "Subscribing failed. Please try again.";

const LOOK = {
  footer: {
    label: "text-slate-200",
    input: "border-slate-600 bg-slate-900 text-white placeholder:text-slate-400",
    ok: "text-emerald-300",
    error: "text-red-300",
  },
  article: {
    label: "text-slate-800 dark:text-slate-200",
    input: "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100",
    ok: "text-emerald-800 dark:text-emerald-300",
    error: "text-red-700 dark:text-red-300",
  },
};

/**
 * The newsletter's subscribe form (issue 31), an island in the footer and at the end of articles: one
 * address, sent to `POST /api/newsletter/subscribe`; the server's answer (the same whether or not the
 * address is known) or its error is shown under the form and read out. Without script the form posts
 * itself (`via=page`) and the server answers with the confirmation page. `website` is the honeypot.
 */
export function NewsletterForm({ placement }: { placement: NewsletterPlacement }) {
  const id = useId();
  const look = LOOK[placement];
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  const busy = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    setSending(true);
    setResult(null);
    try {
      const answer = await api<{ message: string }>("/api/newsletter/subscribe", {
        method: "POST",
        body: { email: String(data.get("email") ?? "").trim(), website: String(data.get("website") ?? "") },
      });
      form.reset();
      setResult({ text: answer.message, ok: true });
    } catch (error) {
      setResult({ text: serverMessage(error) ?? FAILED, ok: false });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={submit}
      aria-busy={sending}
      data-testid={`newsletter-form-${placement}`}
    >
      <label htmlFor={`${id}-email`} className={`mb-1 block text-sm font-medium ${look.label}`}>
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 ${look.input}`}
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
        >
          {sending ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="via" value="page" />
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${result?.ok === false ? look.error : look.ok}`}
        data-testid="newsletter-result"
      >
        {result?.text}
      </p>
    </form>
  );
}

const INCOMPLETE = "This link is incomplete: open the whole link from the email.";
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The token of the link that opened the page: in the fragment (`#token=`, which the browser never sends to
 * a server), or in the query of a link mailed before the fragment was used (`?token=`). Null when neither
 * holds one that could be a token.
 */
export function linkTokenFrom(location: { hash: string; search: string }): string | null {
  const fromFragment = new URLSearchParams(location.hash.replace(/^#/, "")).get("token");
  const fromQuery = new URLSearchParams(location.search).get("token");
  const token = (fromFragment ?? fromQuery ?? "").trim();
  return TOKEN.test(token) ? token : null;
}

/** The page's address without the link's token (any other query kept): what the address bar shows once read. */
export function addressWithoutToken(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete("token");
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ""}`;
}

/**
 * The confirmation and unsubscribe pages' one button (issue 31). Only this POST acts, so a link scanner
 * that opens the e-mail's link changes nothing. The token comes in the link's fragment, which no server
 * sees (issue 41): this script reads it once, keeps it in memory, takes it out of the address bar and the
 * history, and posts it in the body; the server's page never knows it. So the page needs its script.
 */
export function NewsletterAction({ action, ask }: { action: "confirm" | "unsubscribe"; ask: string }) {
  const url = action === "confirm" ? "/api/newsletter/confirm" : "/api/newsletter/unsubscribe";
  // undefined until the script has read the address (on the server, and before hydration).
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);

  useEffect(() => {
    setToken(linkTokenFrom(window.location));
    window.history.replaceState(null, "", addressWithoutToken(window.location));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !token) return;
    setSending(true);
    try {
      const answer = await api<{ message: string }>(url, { method: "POST", body: { token } });
      setResult({ text: answer.message, ok: true });
    } catch (error) {
      setResult({ text: serverMessage(error) ?? "Something went wrong. Please try again.", ok: false });
    } finally {
      setSending(false);
    }
  }

  if (token === null) {
    return (
      <p className="text-lg text-slate-900 dark:text-slate-100" data-testid="newsletter-page-message">
        {INCOMPLETE}
      </p>
    );
  }
  return (
    <form onSubmit={submit} data-testid="newsletter-action">
      <p className="mb-6 text-lg text-slate-700 dark:text-slate-300">{ask}</p>
      <noscript>
        <p className="mb-4 text-slate-900 dark:text-slate-100">
          This page needs JavaScript: it reads the link's code in your browser, so that the code is never sent in an
          address.
        </p>
      </noscript>
      {!result?.ok && (
        <button
          type="submit"
          disabled={sending || token === undefined}
          className="rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
        >
          {action === "confirm" ? "Confirm subscription" : "Unsubscribe"}
        </button>
      )}
      <p
        role="status"
        className={`mt-4 text-lg ${result?.ok === false ? "text-red-700 dark:text-red-300" : "text-slate-900 dark:text-slate-100"}`}
        data-testid="newsletter-action-result"
      >
        {result?.text}
      </p>
    </form>
  );
}
