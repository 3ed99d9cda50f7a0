import { useSearchParams } from "react-router";
import { WIRE_STATUSES, type WireStatus } from "#shared/schemas/wire.js";
import type { WireFilters } from "../../api/keys.js";

/** The filters live in the URL (?status=&source=&q=&page=), so a view can be reloaded, shared and gone Back to. */
export function useWireFilters() {
  const [params, setParams] = useSearchParams();
  const status = (WIRE_STATUSES as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as WireStatus)
    : "new";
  const source = params.get("source") ?? "";
  const filters: WireFilters = {
    status,
    sourceId: /^\d{1,10}$/.test(source) ? Number(source) : undefined,
    q: params.get("q")?.trim() || undefined,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
  const update = (change: Partial<WireFilters>, options: { replace?: boolean } = {}) => {
    const next = { ...filters, page: 1, ...change };
    const search: Record<string, string> = {};
    if (next.status !== "new") search.status = next.status;
    if (next.sourceId !== undefined) search.source = String(next.sourceId);
    if (next.q) search.q = next.q;
    if (next.page > 1) search.page = String(next.page);
    setParams(search, options);
  };
  return { filters, update };
}
