import { api } from "#web/ui/api.js";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/** SPEC 7: cached data never goes stale, no refetch on focus, no polling by default, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => api(queryKey.join("/")),
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

/** The server never runs staff queries (admin screens render in the browser); it gets a client per render. */
function staffQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** TanStack Query for the staff screens only: reader pages do not load it (ADR 0009). */
export function StaffQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(staffQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
