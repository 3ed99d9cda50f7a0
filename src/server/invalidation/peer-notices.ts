import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { ContentChanges } from "./content-version.js";
import { answerWithin } from "../db/answer-within.js";
import type { Database } from "../db/client.js";

/** The PostgreSQL notification channel every server process of one site listens on. */
export const CHANGE_CHANNEL = "onff_content_changed";
/** The listening connection's application_name in pg_stat_activity. */
export const LISTENER_NAME = "onff-change-notices";

/** How often the listening connection proves it is alive, and how long the proof may take. */
export const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
/** Waits between attempts to listen again after the connection dropped: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface ChangeNotices {
  /** Notices this process sent (one per write that changed public content, coalesced within a tick). */
  readonly sent: number;
  /** Notices from other processes that reached this one. */
  readonly received: number;
  /** Whether this process is listening now (when not, it caches nothing: ContentChanges.cacheable). */
  readonly listening: boolean;
  /** Settles once the first attempt to listen has succeeded or failed (start-up waits for it). */
  readonly ready: Promise<void>;
  /** Settles when every notice asked for so far has been sent (or failed to be). */
  flushed(): Promise<void>;
  /** Sends a notice still waiting for its tick, then stops listening. */
  close(): Promise<void>;
}

export interface ChangeNoticeOptions {
  /** Told when the listening connection drops or cannot be made, and when sending a notice fails. */
  onProblem?: (message: string, error?: unknown) => void;
  /** Told when the process listens again after a drop. */
  onRecovered?: () => void;
  heartbeatMs?: number;
}

/**
 * Tells every other server process on the same PostgreSQL database when this one changed public content,
 * and bumps this process's ContentChanges when another did: PostgreSQL's LISTEN/NOTIFY, on one dedicated
 * connection per process (a pooled connection cannot stay subscribed). NOTIFY is delivered only when the
 * writing transaction has committed, and ContentChanges.bump runs after the write returned, so a process
 * that hears a notice and reads again sees the change.
 *
 * A notice missed is a page left stale until its TTL, so the process stops caching (ContentChanges
 * .setCacheable(false)) whenever it may be missing notices: before it first listens, as soon as the
 * connection reports an error or ends, and when a heartbeat query gets no answer in time (a network cut
 * reports nothing by itself). It listens again with growing waits, and caches again once it does.
 *
 * The embedded database is one process only: nothing to tell, and caching is never stopped.
 */
export function startChangeNotices(
  database: Database,
  changes: ContentChanges,
  options: ChangeNoticeOptions = {},
): ChangeNotices {
  const counts = { sent: 0, received: 0 };
  const postgres = database.postgres;
  if (!postgres) {
    return {
      get sent() {
        return counts.sent;
      },
      get received() {
        return counts.received;
      },
      listening: false,
      ready: Promise.resolve(),
      flushed: async () => {},
      close: async () => {},
    };
  }

  // Every process hears its own notices too: the origin tells them apart.
  const origin = randomBytes(8).toString("hex");
  let listener: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let everListened = false;
  changes.setCacheable(false);

  const dropped = (reason: string, error?: unknown) => {
    if (closed) return;
    const client = listener;
    listener = undefined;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
    if (listening || !everListened) options.onProblem?.(reason, error);
    listening = false;
    changes.setCacheable(false);
    client?.removeAllListeners();
    client?.on("error", () => {});
    client?.end().catch(() => {});
    if (!retryTimer) {
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void listen();
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    }
  };

  const listen = async () => {
    const { default: pg } = await import("pg");
    if (closed) return;
    const client = new pg.Client({
      connectionString: postgres.url,
      connectionTimeoutMillis: 5_000,
      // Named, so that an operator (and a test) can tell it apart in pg_stat_activity.
      application_name: LISTENER_NAME,
    });
    listener = client;
    client.on("error", (error) => dropped("the change-notice connection failed", error));
    client.on("end", () => listener === client && dropped("the change-notice connection ended"));
    client.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL || message.payload === origin) return;
      counts.received += 1;
      changes.bumpFromElsewhere();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      if (listener === client) dropped("could not listen for change notices", error);
      return;
    }
    if (closed || listener !== client) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever changed while this process was not listening is unknown: setCacheable drops it all.
    listening = true;
    retryMs = RECONNECT_FIRST_MS;
    changes.setCacheable(true);
    if (everListened) options.onRecovered?.();
    everListened = true;
    heartbeat = setInterval(() => void beat(client), options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
  };

  const beat = async (client: pg.Client) => {
    try {
      await answerWithin(client.query("select 1"), HEARTBEAT_TIMEOUT_MS);
    } catch (error) {
      if (listener === client) dropped("the change-notice connection stopped answering", error);
    }
  };

  // Many writes in one tick (a bulk action) make one notice: each notice empties every cache anyway.
  // Notices go out one after the other; `sending` is the last, for close() to wait for.
  let scheduled = false;
  let sending: Promise<void> = Promise.resolve();
  const notify = async () => {
    scheduled = false;
    try {
      await postgres.pool.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, origin]);
      counts.sent += 1;
    } catch (error) {
      options.onProblem?.("could not send a change notice", error);
    }
  };
  changes.onLocalBump(() => {
    if (closed || scheduled) return;
    scheduled = true;
    sending = sending.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(notify);
  });

  const ready = listen();

  return {
    get sent() {
      return counts.sent;
    },
    get received() {
      return counts.received;
    },
    get listening() {
      return listening;
    },
    ready,
    flushed: () => sending,
    async close() {
      await sending;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const client = listener;
      listener = undefined;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * For a command-line tool that changed public content beside running servers (`npm run db:seed`): tells
 * them, as a server process would, so that none serves what it cached before for the rest of its TTL.
 */
export async function announceChange(database: Database): Promise<void> {
  await database.postgres?.pool.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, "command-line"]);
}
