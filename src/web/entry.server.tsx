import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { PageContext } from "#shared/reader-api.js";
import { type PageAssets, PageAssetsContext } from "#web/ui/page-assets.js";

export const streamTimeout = 5_000;

/**
 * Server render. Every inline script React Router writes (hydration data included) carries the
 * response's CSP nonce. The page's assets (nonce, reader island script, the island renderer) are given to
 * the tree through a context, as they exist even where no loader ran. The whole document is rendered before it is sent (onAllReady): readers without
 * JavaScript and crawlers get the complete page, and the server sends and caches it as one buffer, so
 * React's bytes are collected as they are, not passed through a web stream and decoded to a string.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, readerScripts = null } = loadContext as unknown as Partial<PageContext>;
  const assets: PageAssets = { nonce, readerScripts, renderIsland: renderToString };

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <PageAssetsContext.Provider value={assets}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageAssetsContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              callback();
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/** Loader and render errors are logged; a 404 (a bot probing paths) or a reader who left is not an error. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return;
  console.error(error);
}
