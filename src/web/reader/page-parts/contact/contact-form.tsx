import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CONTACT_LIMITS } from "#shared/constants.js";
import { ApiError, api } from "#web/ui/api.js";
import { Icon } from "#web/ui/icon.js";
import { preloadToasts, useToast } from "#web/ui/toaster.js";

export const MESSAGE_SENT = {
  title: "Message sent",
  description: "We've received your message and will get back to you soon.",
};

const input =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
const label = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

export const SEND_FAILED = "Failed to send message. Please try again.";

/** The server's `{ message }` from an API error, if its body was one. */
export function serverMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/**
 * The contact form (SPEC 2; issue 29: it now reaches the newsroom). The browser checks that every field
 * is filled (SPEC 5), then `POST /api/contact` stores the message for staff. Only when the server has
 * kept it does the reader see SPEC's 'Message sent' and the form clear; a failure says so, in a toast and
 * above the button, and keeps what was typed. The hidden `website` field is a trap for bots.
 */
export function ContactForm() {
  const id = useId();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const failureId = `${id}-failure`;

  useEffect(() => {
    if (failure) document.getElementById(failureId)?.focus();
  }, [failure, failureId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const field = (name: string) => String(new FormData(form).get(name) ?? "");
    setSending(true);
    setFailure(null);
    try {
      await api("/api/contact", {
        method: "POST",
        body: {
          name: field("name").trim(),
          email: field("email").trim(),
          subject: field("subject").trim(),
          message: field("message").trim(),
          website: field("website"),
        },
      });
      form.reset();
      toast(MESSAGE_SENT);
    } catch (error) {
      const message = serverMessage(error) ?? SEND_FAILED;
      toast({ title: "Error", description: message, variant: "destructive" });
      setFailure(message);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      onFocus={() => void preloadToasts()}
      className="space-y-4"
      aria-label="Contact form"
      aria-busy={sending}
      data-testid="contact-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
            className={input}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className={label}>
          Subject
        </label>
        <input id={`${id}-subject`} name="subject" required maxLength={CONTACT_LIMITS.subject} className={input} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          className={input}
        />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {failure && (
        // Focused when shown (tabIndex -1: reachable by script only), so it is read out and in view.
        <p
          id={failureId}
          tabIndex={-1}
          className="text-sm font-medium text-red-700 focus:outline-none dark:text-red-300"
          data-testid="contact-failure"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
      >
        {sending && <Icon name="loader-circle" className="h-4 w-4 animate-spin" />}
        {sending ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
