import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getJson } from "./api.js";

/** SPEC 7: cached data never goes stale, no refetch on focus, no polling by default, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(queryKey.join("/")),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** One cache per browser tab, so that moving between the login screen and the admin area keeps it. */
let browserClient: QueryClient | undefined;

/**
 * TanStack Query for the staff screens only (ADR 0009: reader pages do not load it). The server never
 * runs staff queries (admin screens render in the browser), but it gets a client of its own per render.
 */
export function StaffQueryProvider({ children }: { children: ReactNode }) {
  const client = typeof window === "undefined" ? createQueryClient() : (browserClient ??= createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
