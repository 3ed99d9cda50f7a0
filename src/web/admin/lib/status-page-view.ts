import { useSearchParams } from "react-router";

/**
 * A list screen's tab (`?status=`) and page (`?page=`), kept in the URL so a view can be reloaded, shared and
 * gone Back to. An unknown status reads as `fallback`, which the URL leaves out; page 1 is left out too.
 */
export function useStatusPageView<S extends string>(statuses: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status") ?? "";
  const status = (statuses as readonly string[]).includes(raw) ? (raw as S) : fallback;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const show = (next: { status?: S; page?: number }, options: { replace?: boolean } = {}) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    const search: Record<string, string> = {};
    if (nextStatus !== fallback) search.status = nextStatus;
    if (nextPage > 1) search.page = String(nextPage);
    setParams(search, options);
  };
  return { status, page, show };
}
