import { MailWarning } from "lucide-react";
import { Card } from "../../components/empty-state.js";

const code = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] dark:bg-slate-800";

/** Without SMTP_URL: what to set, and what does not work until it is (nothing pretends to send). */
export function MailNotSetUp({ features }: { features: string[] }) {
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-amber-100 p-2 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <MailWarning className="h-5 w-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">E-mail is not set up</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            The site sends no e-mail until the server is given a mail server to send through. Nothing is queued or
            pretends to be sent meanwhile.
          </p>
        </div>
      </div>
      <div className="grid gap-2 text-sm text-slate-700 dark:text-slate-300">
        <p>Set these in the server's environment, then restart it:</p>
        <ul className="grid gap-2 pl-1">
          <li className="[overflow-wrap:anywhere]">
            <code className={code}>SMTP_URL</code>: the mail server, such as{" "}
            <code className={code}>smtp://user:password@mail.example.com:587</code> (or{" "}
            <code className={code}>smtps://</code> for port 465).
          </li>
          <li className="[overflow-wrap:anywhere]">
            <code className={code}>MAIL_FROM</code> (optional): the sender, such as{" "}
            <code className={code}>Only News for Free &lt;news@example.com&gt;</code>.
          </li>
        </ul>
      </div>
      <div className="grid gap-2 text-sm">
        <h3 className="font-semibold text-slate-900 dark:text-white">Features that need it</h3>
        <ul aria-label="Features that need e-mail" className="list-disc pl-5 text-slate-700 dark:text-slate-300">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
