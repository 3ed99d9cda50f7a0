import { createContext, useContext } from "react";

/**
 * The response's CSP nonce, provided by entry.server.tsx straight from the load context. It exists even
 * when no route matched and no loader ran (a 404 for an odd path), where loader data would be missing.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
