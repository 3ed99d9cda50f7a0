import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** What a reader widget shows about one piece of live data (the part of TanStack Query's result it used). */
export type Fetched<T> = {
  isFetching: boolean;
  /** When the current data arrived (ms since the epoch), 0 before it has. */
  updatedAt: number;
  refetch(): void;
} & (
  | { isPending: true; isSuccess: false; isError: false; data: undefined }
  | { isPending: false; isSuccess: true; isError: false; data: T }
  | { isPending: false; isSuccess: false; isError: true; data: T | undefined }
);

interface State<T> {
  data: T | undefined;
  failed: boolean;
  fetching: boolean;
  updatedAt: number;
}

export interface Answer {
  data: unknown;
  /** When it arrived (ms since the epoch). */
  updatedAt: number;
}

/** Where the last answers are kept in `sessionStorage`, one entry per key. */
export const ANSWER_KEY_PREFIX = "fetched:";

/**
 * The last answer for each key, kept for the reader's visit (this tab's `sessionStorage`) like TanStack
 * Query's cache with `staleTime: Infinity`: a widget on the next page starts from it instead of a skeleton,
 * and asks again only once it is older than the widget's interval. The answers are small (six quotes, eight
 * headlines). Storage that is disabled or full only means the next page asks again; the copy in memory
 * still serves this page. Only the browser fills it (effects never run on the server).
 */
export function answerStore(storage: () => Storage | undefined) {
  const memory = new Map<string, Answer>();
  return {
    get(key: string): Answer | undefined {
      const known = memory.get(key);
      if (known) return known;
      try {
        const raw = storage()?.getItem(ANSWER_KEY_PREFIX + key);
        if (!raw) return undefined;
        const parsed = JSON.parse(raw) as Partial<Answer> | null;
        if (!parsed || typeof parsed.updatedAt !== "number" || !("data" in parsed)) return undefined;
        const answer = { data: parsed.data, updatedAt: parsed.updatedAt };
        memory.set(key, answer);
        return answer;
      } catch {
        return undefined;
      }
    },
    set(key: string, answer: Answer): void {
      memory.set(key, answer);
      try {
        storage()?.setItem(ANSWER_KEY_PREFIX + key, JSON.stringify(answer));
      } catch {
        // Disabled or full: this page keeps it in memory.
      }
    },
  };
}

const lastAnswers = answerStore(() => (typeof sessionStorage === "undefined" ? undefined : sessionStorage));

/** Whether an answer is still fresh for a widget that asks every `intervalMs` (never stale without one). */
export function isFresh(answer: Answer, intervalMs: number | undefined, now: number): boolean {
  return !intervalMs || now - answer.updatedAt < intervalMs;
}

/**
 * Sent on `window` when the page comes back from the back/forward cache (reader islands' entry): the
 * widgets that poll ask again at once, as their timers stood still while the page was away.
 */
export const RESUME_EVENT = "reader:resume";

const NOTHING_YET = { data: undefined, failed: false, fetching: false, updatedAt: 0 };

/**
 * Live data for a reader page, with the rules SPEC 7 set for the client (ADR 0009): fetched once on mount
 * (not at all when the server rendered it, `initialData`, or the page has it already), then every
 * `intervalMs` while the tab is visible; no retries, no refetch on focus. A failed refetch keeps the last
 * data and reports the error.
 * `key` names the data: when it changes, the data is fetched anew and answers for the old key are dropped.
 */
export function useFetched<T>(
  key: string,
  fetcher: () => Promise<T>,
  options: { intervalMs?: number; initialData?: T } = {},
): Fetched<T> {
  const { intervalMs, initialData } = options;
  // The first render is the server's (a skeleton, or `initialData`), so hydration matches; a stored
  // answer is taken in a layout effect, before the browser paints.
  const [state, setState] = useState<State<T>>(() =>
    initialData === undefined
      ? NOTHING_YET
      : { data: initialData, failed: false, fetching: false, updatedAt: Date.now() },
  );
  const latest = useRef({ fetcher, key, request: 0 });
  latest.current.fetcher = fetcher;
  latest.current.key = key;

  const run = useCallback(() => {
    const request = ++latest.current.request;
    const forKey = latest.current.key;
    setState((s) => ({ ...s, fetching: true }));
    latest.current.fetcher().then(
      (data) => {
        if (request !== latest.current.request) return;
        const updatedAt = Date.now();
        lastAnswers.set(forKey, { data, updatedAt });
        setState({ data, failed: false, fetching: false, updatedAt });
      },
      () => {
        if (request === latest.current.request) setState((s) => ({ ...s, failed: true, fetching: false }));
      },
    );
  }, []);

  // The key the data in `state` belongs to (null: none yet). Data the page already has (the server's, or
  // a fresh enough stored answer) is not fetched again on mount; a new key starts from what is known of
  // it, and its answers win over the old key's, which `run` drops by their request number.
  const dataKey = useRef(initialData === undefined ? null : key);
  useLayoutEffect(() => {
    if (dataKey.current === key) return;
    const known = lastAnswers.get(key);
    if (known) setState({ data: known.data as T, failed: false, fetching: false, updatedAt: known.updatedAt });
    else if (dataKey.current !== null) setState(NOTHING_YET);
    dataKey.current = key;
    if (!known || !isFresh(known, intervalMs, Date.now())) run();
  }, [key, intervalMs, run]);

  useEffect(() => {
    if (!intervalMs) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") run();
    }, intervalMs);
    window.addEventListener(RESUME_EVENT, run);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(RESUME_EVENT, run);
    };
  }, [intervalMs, run]);

  const common = { isFetching: state.fetching, updatedAt: state.updatedAt, refetch: run };
  if (state.failed) return { ...common, isPending: false, isSuccess: false, isError: true, data: state.data };
  if (state.updatedAt === 0) return { ...common, isPending: true, isSuccess: false, isError: false, data: undefined };
  return { ...common, isPending: false, isSuccess: true, isError: false, data: state.data as T };
}
