import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { Source } from "#shared/schemas/wire.js";

/**
 * How a source's polls go, in the editor's words and the editor's own time: the API gives ISO times and
 * the error as words completing a sentence about the source ("answered 503 (service unavailable)"); the
 * time is written here, in the browser's time zone, so "at 10:42" matches the clock on the editor's wall.
 */

/** Failing: enabled, and its last finished poll did not work. */
export const isFailing = (source: Source) => source.enabled && source.lastPollOk === false;

const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const DAY_AND_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const FULL = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "long" });

/** "10:42" today, else "27 Nov, 10:42", in the browser's time zone. */
export function pollTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? TIME.format(date) : DAY_AND_TIME.format(date);
}

/** A poll time as a `<time>`, with the full date and zone on hover. */
export function PollTime({ at }: { at: string }) {
  return (
    <time dateTime={at} title={FULL.format(new Date(at))}>
      {pollTime(at)}
    </time>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Answered 503 (service unavailable) at 10:42." */
export function FailureSentence({ source }: { source: Source }) {
  if (!source.lastError) return null;
  return (
    <>
      {capitalized(source.lastError)}
      {source.lastPolledAt && (
        <>
          {" "}
          at <PollTime at={source.lastPolledAt} />
        </>
      )}
      .
    </>
  );
}

/** "Last worked at 09:30; 3 tries in a row failed." or "It has not worked yet." */
export function LastWorked({ source }: { source: Source }) {
  const streak = source.failureStreak > 1 ? ` ${source.failureStreak} tries in a row failed.` : "";
  if (!source.lastSuccessAt) return <>It has not been read successfully yet.{streak}</>;
  return (
    <>
      Last read successfully at <PollTime at={source.lastSuccessAt} />.{streak}
    </>
  );
}

/** The wire's alert: one line per failing source, saying why in words and when it last worked. */
export function FailingSources({ sources }: { sources: Source[] }) {
  const failing = sources.filter(isFailing);
  if (failing.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="font-semibold">
          {failing.length === 1 ? `${failing[0]!.name} cannot be read` : `${failing.length} sources cannot be read`}, so
          their new stories are missing from the wire
        </p>
        <ul className="grid gap-1.5">
          {failing.map((source) => (
            <li key={source.id} className="break-words">
              <span className="font-semibold">{source.name}:</span> <FailureSentence source={source} />{" "}
              <span className="text-red-800 dark:text-red-200">
                <LastWorked source={source} />
              </span>
            </li>
          ))}
        </ul>
        <Link to="/admin/sources" className="w-fit font-medium underline underline-offset-2">
          Check the sources
        </Link>
      </div>
    </div>
  );
}
