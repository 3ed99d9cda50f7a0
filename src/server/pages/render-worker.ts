/**
 * A page render thread (see createThreadRenderer in page-renderer.ts): React Router and React run here,
 * and the loaders' reads are answered by the main thread, which holds the database.
 */
import { parentPort, workerData } from "node:worker_threads";
import {
  createPageHandler,
  type FromRenderThread,
  loadWebBuild,
  type RenderWorkerData,
  type ToRenderThread,
} from "./page-renderer.js";
import { remoteReader } from "./reader-channel.js";

const port = parentPort!;
const { buildDir, site } = workerData as RenderWorkerData;
const { reader, receive } = remoteReader(port);
const render = createPageHandler(await loadWebBuild(buildDir), reader, site);
const aborts = new Map<number, AbortController>();
const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on("message", async (message: ToRenderThread) => {
  if (message.kind === "read-answer") return receive(message);
  if (message.kind === "abort") return aborts.get(message.id)?.abort();
  const { id, request } = message;
  const controller = new AbortController();
  aborts.set(id, controller);
  try {
    const page = await render(request, controller.signal);
    post({ kind: "rendered", id, page }, [page.body.buffer as ArrayBuffer]);
  } catch (error) {
    post({ kind: "failed", id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    aborts.delete(id);
  }
});
post({ kind: "ready" });
