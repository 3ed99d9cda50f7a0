import { useCallback, useEffect, useRef, useState } from "react";

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

/**
 * The last answer for each key, kept for the life of the page (like TanStack Query's cache with
 * `staleTime: Infinity`): a widget shown again after a navigation starts from it instead of a skeleton,
 * and its polling brings it up to date. Only the browser fills it (effects never run on the server).
 */
const lastAnswers = new Map<string, { data: unknown; updatedAt: number }>();

/** The state a key starts from: its last answer on this page, or nothing yet. */
function knownState<T>(key: string): State<T> {
  const last = lastAnswers.get(key);
  return { data: last?.data as T | undefined, failed: false, fetching: false, updatedAt: last?.updatedAt ?? 0 };
}

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
  const [state, setState] = useState<State<T>>(() =>
    initialData === undefined
      ? knownState(key)
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
  // an earlier answer) is not fetched again on mount; a new key starts from what is known of it, and its
  // answers win over the old key's, which `run` drops by their request number.
  const dataKey = useRef(state.updatedAt > 0 ? key : null);
  useEffect(() => {
    if (dataKey.current !== key) {
      if (dataKey.current !== null) setState(knownState(key));
      dataKey.current = key;
      run();
    }
    if (!intervalMs) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") run();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [key, intervalMs, run]);

  const common = { isFetching: state.fetching, updatedAt: state.updatedAt, refetch: run };
  if (state.failed) return { ...common, isPending: false, isSuccess: false, isError: true, data: state.data };
  if (state.updatedAt === 0) return { ...common, isPending: true, isSuccess: false, isError: false, data: undefined };
  return { ...common, isPending: false, isSuccess: true, isError: false, data: state.data as T };
}
