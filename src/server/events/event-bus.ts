import type { Database, Db } from "../db/client.js";
import type { ContentEvent } from "./content-events.js";
import { createOutboxDeliverer, type Deliver, type OutboxDeliverer } from "./outbox-deliverer.js";
import { createOutboxRepository, type OutboxWrite } from "./outbox.repository.js";

/** One event, or the events of one change (a bulk action's), told to subscribers together. */
export type Raised = ContentEvent | readonly ContentEvent[];

/**
 * Told, in this process, of each change's events right after it committed (the response cache's
 * invalidation). It runs before the service answers, so it must not wait: work that takes time starts in
 * the background, and work that reaches outside the process is an OutboxSubscriber instead.
 */
export type Subscriber = (events: readonly ContentEvent[]) => void;

/**
 * A subscriber whose deliveries reach outside the process (the WebSub hub): `rowsFor` turns a change's
 * events into the rows it will deliver (plain JSON; none: nothing to do), written in the change's own
 * transaction, and `deliver` delivers one row, in whichever process claims it (a throw: retried later).
 */
export interface OutboxSubscriber<P> {
  /** Names its rows: a row is delivered by the subscriber of that name, in any process. */
  name: string;
  rowsFor(events: readonly ContentEvent[]): P[];
  deliver(payload: P): Promise<void>;
}

/** What a module raises events with (passed to its factory by services.ts). */
export interface ContentEvents {
  /**
   * Tells subscribers of a change that has committed: the in-process ones at once, then the outbox rows
   * of the events not already written by `inTransaction` are written (in a statement of their own: use
   * `transaction` or `inTransaction` for a change whose rows must not be lost to a crash in between).
   * Never throws: the change is made, and a failure here is logged.
   */
  raise(events: Raised): Promise<void>;
  /**
   * Inside a transaction someone else opened (a repository's): writes the outbox rows of these events on
   * `tx`. Raise the same event objects once the transaction has committed; their rows are not written again.
   */
  inTransaction(tx: Db, events: Raised): Promise<void>;
  /**
   * Runs `work` in one transaction; what it raises is written to the outbox in that transaction and told
   * to subscribers once it has committed. When `work` throws, the transaction is rolled back and nothing
   * is told or written.
   */
  transaction<T>(work: (tx: Db, raise: (events: Raised) => void) => Promise<T>): Promise<T>;
}

export interface EventBus extends ContentEvents {
  subscribe(subscriber: Subscriber): void;
  subscribeThroughOutbox<P>(subscriber: OutboxSubscriber<P>): void;
  /** Delivers the outbox rows (jobs.ts starts it in every serving process). */
  readonly outbox: OutboxDeliverer;
}

type Log = { warn(object: unknown, message?: string): void };

const listOf = (raised: Raised): readonly ContentEvent[] => (Array.isArray(raised) ? raised : [raised as ContentEvent]);

/**
 * The content events of one process (ADR 0028), made once by the composition root, which registers every
 * subscriber; modules get it as `ContentEvents` and raise what they changed after it committed.
 */
export function createEventBus(database: Database, log: Log): EventBus {
  const subscribers: Subscriber[] = [];
  const outboxSubscribers: OutboxSubscriber<unknown>[] = [];
  const handlers = new Map<string, Deliver>();
  const repo = createOutboxRepository(database.db);
  const outbox = createOutboxDeliverer(repo, handlers, log, { releaseClaimsAtStart: database.kind === "pglite" });
  /** Events whose outbox rows were written in their change's transaction, and those that had some. */
  const written = new WeakSet<ContentEvent>();
  const delivering = new WeakSet<ContentEvent>();

  const rowsFor = (events: readonly ContentEvent[]): OutboxWrite[] =>
    events.length === 0
      ? []
      : outboxSubscribers.flatMap((s) => s.rowsFor(events).map((payload) => ({ subscriber: s.name, payload })));

  async function inTransaction(tx: Db, raised: Raised): Promise<void> {
    const events = listOf(raised);
    const rows = rowsFor(events);
    await repo.insert(tx, rows);
    for (const event of events) {
      written.add(event);
      if (rows.length > 0) delivering.add(event);
    }
  }

  async function raise(raised: Raised): Promise<void> {
    const events = listOf(raised);
    if (events.length === 0) return;
    for (const subscriber of subscribers) {
      try {
        subscriber(events);
      } catch (error) {
        log.warn({ err: error }, "a content event's subscriber failed");
      }
    }
    const rows = rowsFor(events.filter((event) => !written.has(event)));
    try {
      await repo.insert(database.db, rows);
    } catch (error) {
      log.warn({ err: error }, "a content event's deliveries could not be written to the outbox");
    }
    if (rows.length > 0 || events.some((event) => delivering.has(event))) outbox.wake();
  }

  return {
    raise,
    inTransaction,
    async transaction(work) {
      const events: ContentEvent[] = [];
      const result = await database.db.transaction(async (tx) => {
        const value = await work(tx, (raised) => events.push(...listOf(raised)));
        await inTransaction(tx, events);
        return value;
      });
      await raise(events);
      return result;
    },
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    subscribeThroughOutbox(subscriber) {
      outboxSubscribers.push(subscriber as OutboxSubscriber<unknown>);
      handlers.set(subscriber.name, subscriber.deliver as Deliver);
    },
    outbox,
  };
}
