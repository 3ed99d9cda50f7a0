import { WIRE_PAGE_SIZE, type WireList } from "#shared/schemas/wire.js";
import { api } from "#web/ui/api.js";
import { keys, type WireFilters } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** One page of the desk: the translated items of one status, each listed once with every source that reported it. */
export const wirePageQuery = (filters: WireFilters) => ({
  queryKey: keys.wirePage(filters),
  queryFn: () =>
    api<WireList>(
      withQuery("/api/admin/wire", {
        status: filters.status,
        sourceId: filters.sourceId,
        q: filters.q,
        page: filters.page,
        limit: WIRE_PAGE_SIZE,
      }),
      { cache: "no-cache" },
    ),
});
