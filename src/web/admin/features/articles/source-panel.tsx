import { useQuery } from "@tanstack/react-query";
import { ChevronDown, History, Languages, Lightbulb } from "lucide-react";
import { Fragment, useId, useState } from "react";
import type { SourceBlockPair } from "#shared/schemas/article-source.js";
import { Button } from "../../components/button.js";
import { articleSourceQuery } from "./api/get-article-source.js";
import { TextDiff } from "./text-diff.js";

/** Above each text on phones, where the two stand one above the other; wider, the column heads say it. */
const LABEL = "block text-[11px] font-semibold uppercase tracking-wide text-slate-500 sm:sr-only dark:text-slate-400";

const WORD = /([\p{L}\p{M}]+)/u;

/** `text` with each of `words` (lower-case) marked wherever it stands as a whole word. */
function Marked({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const marked = new Set(words);
  return (
    <>
      {text.split(WORD).map((part, index) =>
        index % 2 === 1 && marked.has(part.toLocaleLowerCase("sv")) ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
            key={index}
            title="Left in Swedish by the translation"
            className="rounded-sm bg-amber-200 px-0.5 text-amber-950 dark:bg-amber-500/30 dark:text-amber-100"
          >
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

const words = (count: number) => `${count} ${count === 1 ? "word" : "words"}`;

type Pair = Pick<SourceBlockPair, "english" | "memory" | "nearMatches" | "swedish">;

/**
 * Where a block's English came from when the translation memory gave it (issue 43): "From memory, fixed
 * by NAME", and what that editor changed in the engine's English.
 */
function FromMemory({ memory, english }: { memory: NonNullable<Pair["memory"]>; english: string }) {
  const label = memory.fixed
    ? `From memory, fixed by ${memory.fixedBy ?? "an imported file"}`
    : `From memory, as ${memory.fixedBy ? `${memory.fixedBy} published it` : "imported"}`;
  return (
    <div className="mt-1 text-xs font-normal text-slate-600 dark:text-slate-400">
      <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900 dark:bg-sky-500/20 dark:text-sky-100">
        <History className="h-3 w-3" aria-hidden />
        {label}
      </span>
      {memory.fixed && (
        <details className="mt-1">
          <summary className="cursor-pointer">What was changed in the engine's English</summary>
          <TextDiff before={memory.engineEnglish} after={english} />
        </details>
      )}
    </div>
  );
}

/** Remembered segments only like this one: offered with their English and how their Swedish differs, never applied. */
function NearMatches({ pair }: { pair: Pair }) {
  if (pair.nearMatches.length === 0) return null;
  return (
    <div className="grid gap-2 sm:col-span-2">
      {pair.nearMatches.map((match) => (
        <aside
          key={match.unitId}
          aria-label={`Near match, ${Math.round(match.similarity * 100)} % alike`}
          className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-2 text-xs font-normal dark:border-slate-700 dark:bg-slate-950"
        >
          <p className="font-semibold text-slate-700 dark:text-slate-300">
            Near match in the memory: {Math.round(match.similarity * 100)} % alike
            {match.fixedBy ? `, fixed by ${match.fixedBy}` : ""}. Not applied.
          </p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">How this Swedish differs from the remembered one:</p>
          <div lang="sv">
            <TextDiff before={match.swedish} after={pair.swedish} />
          </div>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Its English:</p>
          <p className="text-sm text-slate-900 dark:text-slate-100">{match.english}</p>
        </aside>
      ))}
    </div>
  );
}

/** The "Swedish original" toggle and, opened, the source beside its translation, block by block. */
export function SourcePanel({ articleId }: { articleId: number }) {
  const source = useQuery(articleSourceQuery(articleId));
  const [open, setOpen] = useState(false);
  const regionId = useId();
  if (!source.data) return null;
  const { blocks, title } = source.data;
  const left = new Set([...title.untranslated, ...blocks.flatMap((block) => block.untranslated)]);
  const remembered = [title, ...blocks].filter((pair) => pair.memory).length;
  const status = [
    left.size > 0 ? `${words(left.size)} left in Swedish` : "Every word translated",
    ...(remembered > 0 ? [`${remembered} from memory`] : []),
  ].join(" · ");
  return (
    <div className="rounded-md border border-slate-200 dark:border-slate-800">
      <Button
        variant="ghost"
        className="w-full justify-start rounded-md"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        <Languages className="h-4 w-4" aria-hidden />
        Swedish original
        <span className="ml-auto text-xs font-normal text-slate-600 dark:text-slate-400">{status}</span>
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
      </Button>
      {open && (
        <section
          id={regionId}
          aria-label="Swedish original beside the English"
          className="max-h-[32rem] overflow-y-auto border-t border-slate-200 px-3 pb-3 text-sm leading-relaxed dark:border-slate-800"
        >
          <p className="pt-2 text-xs text-slate-600 dark:text-slate-400">
            The English is the translation made with the draft; marked words were left in Swedish. English from the
            translation memory says who fixed it, and near matches are offered below their block.{" "}
            <a
              href={source.data.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-700 underline dark:text-brand-300"
            >
              Open the source page
            </a>
          </p>
          <div className="sticky top-0 hidden grid-cols-2 gap-4 bg-white py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:grid dark:bg-slate-900 dark:text-slate-400">
            <span>Swedish</span>
            <span>English</span>
          </div>
          <ol className="grid gap-3">
            {[{ kind: "title" as const, ...title }, ...blocks].map((block, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one stored source, never reordered
                key={index}
                className={`grid gap-1 border-t border-slate-100 pt-2 sm:grid-cols-2 sm:gap-4 dark:border-slate-800 ${
                  block.kind === "paragraph" ? "" : "font-semibold"
                }`}
              >
                <p lang="sv" className="text-slate-700 dark:text-slate-300">
                  <span className={LABEL}>Swedish</span>
                  <Marked text={block.swedish} words={block.untranslated} />
                </p>
                <div className="text-slate-900 dark:text-slate-100">
                  <p>
                    <span className={LABEL}>English</span>
                    <Marked text={block.english} words={block.untranslated} />
                  </p>
                  {block.memory && <FromMemory memory={block.memory} english={block.english} />}
                </div>
                <NearMatches pair={block} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** Why a desk draft got its category, shown under the category field (nothing for other articles). */
export function CategoryReason({ articleId }: { articleId: number }) {
  const source = useQuery(articleSourceQuery(articleId));
  const reason = source.data?.categoryReason;
  if (!reason) return null;
  return (
    <p className="-mt-2 flex gap-1.5 text-xs text-slate-600 dark:text-slate-400">
      <Lightbulb className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>
        <span className="font-medium">Suggested by the desk:</span> {reason}
      </span>
    </p>
  );
}
