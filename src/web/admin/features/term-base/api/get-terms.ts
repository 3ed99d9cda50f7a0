import type { Term } from "#shared/schemas/term.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { withQuery } from "../../../api/with-query.js";

/** The term base as the server answers it: every term (or those matching `q`), sorted by Swedish. */
export interface TermList {
  items: Term[];
  total: number;
}

/** All terms, or those whose Swedish, English or note holds `q`. Its key starts with keys.terms. */
export const termsQuery = (q?: string) => ({
  queryKey: keys.termsList(q),
  queryFn: () => api<TermList>(withQuery("/api/admin/terms", { q }), { cache: "no-cache" }),
});

/** Where the term base is downloaded from, as a file other tools read. */
export const TERM_EXPORTS = {
  tbx: "/api/admin/terms/export.tbx",
  csv: "/api/admin/terms/export.csv",
} as const;
