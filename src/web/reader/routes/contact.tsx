import { Island } from "../islands/island.js";
import { PageHeader } from "../page-parts/page-header.js";
import { Icon, type IconName } from "#web/ui/icon.js";
import { pageContext } from "../lib/page-context.js";
import { staticPageMeta } from "../lib/static-meta.js";
import type { Route } from "./+types/contact";

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
          <Island name="contact-form" props={{}} />
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
