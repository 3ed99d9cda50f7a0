import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Source } from "#shared/schemas/wire.js";
import { Input, Select } from "./field.js";

const SEARCH_DELAY_MS = 300;

/**
 * The desk's source filter and search box. The search is sent once typing pauses, so that each key does
 * not fetch (and replace the URL); a search changed elsewhere (Back) shows in the box.
 */
export function WireFilters({
  sources,
  sourceId,
  q,
  onSource,
  onSearch,
}: {
  sources: Source[];
  sourceId: number | undefined;
  q: string;
  onSource: (sourceId: number | undefined) => void;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  const sent = useRef(q);

  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setText(q);
    }
  }, [q]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onSearch is recreated each render
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = wanted;
      onSearch(wanted);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="grid gap-1.5">
        <label htmlFor="wire-source" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Source
        </label>
        <Select
          id="wire-source"
          value={sourceId === undefined ? "" : String(sourceId)}
          onChange={(e) => onSource(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">All sources</option>
          {sources.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
              {s.enabled ? "" : " (disabled)"}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="wire-search" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Search
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden
          />
          <Input
            id="wire-search"
            type="search"
            value={text}
            maxLength={200}
            placeholder="Words in English or Swedish"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                sent.current = text.trim();
                onSearch(text.trim());
              }
            }}
            className="pl-9"
          />
        </div>
      </div>
    </div>
  );
}
