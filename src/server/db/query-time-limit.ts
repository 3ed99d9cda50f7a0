/**
 * PostgreSQL's query_canceled: what a statement past QUERY_TIMEOUT_MS fails with on either database (the
 * server cancels it on PostgreSQL; on the embedded one its caller stops waiting, pglite-remote.ts).
 */
export const QUERY_CANCELED = "57014";

export function queryCanceled(): Error {
  return Object.assign(new Error("canceling statement due to statement timeout"), { code: QUERY_CANCELED });
}
