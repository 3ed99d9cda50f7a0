import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CONTACT_LIMITS } from "#shared/constants.js";
import { PageHeader } from "../page-parts/page-header.js";
import { ApiError, api } from "#web/ui/api.js";
import { Icon, type IconName } from "#web/ui/icon.js";
import { preloadToasts, useToast } from "#web/ui/toaster.js";
import { pageContext } from "../lib/page-context.js";
import { staticPageMeta } from "../lib/static-meta.js";
import type { Route } from "./+types/contact";

export const MESSAGE_SENT = {
  title: "Message sent",
  description: "We've received your message and will get back to you soon.",
};

const CONTACTS: { title: string; text: string; email: string; time: string; icon: IconName }[] = [
  {
    title: "Editorial",
    text: "News tips, corrections and questions about our stories.",
    email: "editorial@onlynewsforfree.example",
    time: "24h",
    icon: "newspaper",
  },
  {
    title: "Support",
    text: "Help with the website, comments or accessibility.",
    email: "support@onlynewsforfree.example",
    time: "48h",
    icon: "life-buoy",
  },
  {
    title: "Business",
    text: "Advertising, partnerships and press enquiries.",
    email: "business@onlynewsforfree.example",
    time: "72h",
    icon: "briefcase",
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return staticPageMeta(pageContext(context), {
    title: "Contact Us",
    description:
      "Contact the Only News for Free newsroom: editorial replies within 24h, support within 48h, business within 72h.",
    path: "/contact",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const input =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
const label = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

export const SEND_FAILED = "Failed to send message. Please try again.";

/** The server's `{ message }` from an API error, if its body was one. */
function serverMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === "string" && message.trim() ? message : undefined;
}

/**
 * The contact form (SPEC 2; issue 29: it now reaches the newsroom). The browser checks that every field
 * is filled (SPEC 5), then `POST /api/contact` stores the message for staff. Only when the server has
 * kept it does the reader see SPEC's 'Message sent' and the form clear; a failure says so, in a toast and
 * above the button, and keeps what was typed. The hidden `website` field is a trap for bots.
 */
function ContactForm() {
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

export default function Contact() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Contact Us">
        <p className="text-lg">Questions, tips or corrections? Our newsroom would like to hear from you.</p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="contact-form-heading" className="mb-5 font-serif text-2xl font-bold">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-blocks-heading">
          <h2 id="contact-blocks-heading" className="mb-5 font-serif text-2xl font-bold">
            Other ways to reach us
          </h2>
          <ul className="space-y-4">
            {CONTACTS.map(({ title, text, email, time, icon }) => (
              <li
                key={title}
                className="rounded-lg border border-slate-200 p-5 dark:border-slate-800"
                data-testid="contact-block"
              >
                <h3 className="flex items-center gap-2 font-serif text-lg font-bold">
                  <Icon name={icon} className="h-5 w-5 text-brand-600 dark:text-brand-300" />
                  {title}
                </h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
                <p className="mt-2 text-sm">
                  <a href={`mailto:${email}`} className="font-medium text-brand-600 underline dark:text-brand-300">
                    {email}
                  </a>
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Response time: <strong className="text-slate-900 dark:text-slate-100">{time}</strong>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
