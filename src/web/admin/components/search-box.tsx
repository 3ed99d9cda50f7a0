import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "./field.js";

const SEARCH_DELAY_MS = 300;

/**
 * A labelled search box for a list whose filters live in the URL. The search is sent once typing pauses
 * (or on Enter), so that each key does not fetch and replace the URL; a search changed elsewhere (Back)
 * shows in the box.
 */
export function SearchBox({
  id,
  label,
  value,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

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
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={placeholder}
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
  );
}
