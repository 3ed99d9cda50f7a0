import { useEffect, useId, useState } from "react";
import { cn } from "#web/ui/cn.js";
import { Icon } from "#web/ui/icon.js";

interface Props {
  /** Accessible name of the search landmark. */
  label: string;
  defaultValue?: string;
  autoFocus?: boolean;
  size?: "sm" | "lg";
  className?: string;
  onSearched?(): void;
}

/**
 * Article search. With JavaScript it loads the search page only when the trimmed query is non-empty,
 * URL-encoded (SPEC 5); without it, the same form is a plain GET to /search.
 */
export function SearchForm({ label, defaultValue = "", autoFocus, size = "sm", className, onSearched }: Props) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  useEffect(() => setValue(defaultValue), [defaultValue]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is understood by every browser and screen reader; <search> is too new
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      className={cn("flex items-stretch", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const query = value.trim();
        if (!query) return;
        window.location.assign(`/search?q=${encodeURIComponent(query)}`);
        onSearched?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search news…"
        autoComplete="off"
        maxLength={200}
        // biome-ignore lint/a11y/noAutofocus: only when the reader opened the search panel themselves
        autoFocus={autoFocus}
        className={cn(
          "min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400",
          size === "lg" ? "px-4 py-3 text-base" : "px-3 py-1.5 text-sm",
        )}
      />
      <button
        type="submit"
        aria-label="Search"
        className={cn(
          "inline-flex items-center justify-center rounded-r-md bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100",
          size === "lg" ? "px-5" : "px-3",
        )}
      >
        <Icon name="search" className={size === "lg" ? "h-5 w-5" : "h-4 w-4"} />
      </button>
    </form>
  );
}
