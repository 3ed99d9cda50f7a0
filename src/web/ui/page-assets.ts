import { createContext, type ReactNode, useContext } from "react";
import type { ReaderScripts } from "#shared/reader-api.js";

/**
 * What the page's document needs from the server beyond its data, provided by entry.server.tsx straight
 * from the load context. It exists even when no route matched and no loader ran (a 404 for an odd path),
 * where loader data would be missing.
 */
export interface PageAssets {
  /** The response's CSP nonce. */
  nonce?: string;
  /** The reader pages' island script (ADR 0021); null without a reader build. */
  readerScripts?: ReaderScripts | null;
  /**
   * Renders an island's component to HTML, on the server only (react-dom/server's renderToString, passed
   * in so that no browser bundle imports it).
   */
  renderIsland?: (node: ReactNode, options: { identifierPrefix: string }) => string;
}

export const PageAssetsContext = createContext<PageAssets>({});

export function usePageAssets(): PageAssets {
  return useContext(PageAssetsContext);
}

export function useNonce(): string | undefined {
  return useContext(PageAssetsContext).nonce;
}
