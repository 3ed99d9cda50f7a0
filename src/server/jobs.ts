import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { scheduleMaintenance } from "./db/maintenance.js";
import { runOnce } from "./db/run-once.js";
import { backfillRenditions } from "./modules/media/backfill.js";
import { registerStoredMedia } from "./modules/media/register-stored-media.js";
import { scheduleDailyDigest } from "./modules/newsletter/digest-schedule.js";
import { scheduleReadFlushing } from "./modules/reads/flush-schedule.js";
import { scheduleWirePolling } from "./modules/wire/wire-poller.js";
import { scheduleDueAnnouncements } from "./modules/websub/websub.schedule.js";
import type { Services } from "./services.js";

/** Advisory lock keys of the jobs one process at a time does (see db/run-once.ts). */
const BACKFILL_LOCK = 727_010;
const MEDIA_REGISTRATION_LOCK = 727_011;

/** What a serving process's background jobs use. */
export interface JobsContext {
  config: Pick<Config, "wire">;
  database: Database;
  services: Pick<
    Services,
    "wire" | "media" | "uploads" | "mail" | "newsletter" | "webSub" | "changes" | "reads" | "outbox"
  >;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /**
   * Called once the start's own lines are logged: the desk's first check of its sources and the stored
   * pictures' upkeep have ended (index.ts prints the first account's password after them).
   */
  afterStartUp?: () => void;
}

/** Stops a job; settles once what it was doing has finished. */
type StopJob = () => Promise<void>;

/**
 * Pictures stored by earlier versions are brought up to date (renditions made, camera metadata removed),
 * then those the media library lacks get their rows, in the background, by one process of all those
 * sharing the database and the store (the others skip it). In that order: a recorded picture is a checked
 * one, so the next start opens none of them (backfill.ts). Stopping ends it between two pictures.
 */
function bringStoredMediaUpToDate({ database, services, log }: JobsContext, ended: () => void): StopJob {
  const { store } = services.uploads;
  const stopping = new AbortController();
  const { signal } = stopping;
  const done = runOnce(database, BACKFILL_LOCK, async () =>
    backfillRenditions(store, log, await services.media.recordedKeys(), signal),
  )
    .then(
      (made) => made && log.info(`Made the WebP renditions of ${made} stored image(s)`),
      (error) => log.warn({ err: error }, "rendition backfill stopped"),
    )
    .then(() =>
      signal.aborted
        ? undefined
        : runOnce(database, MEDIA_REGISTRATION_LOCK, () => registerStoredMedia(store, services.media, log, signal)),
    )
    .then(
      (added) => added && log.info(`Recorded ${added} stored image(s) in the media library`),
      (error) => log.warn({ err: error }, "recording stored images in the media library stopped"),
    )
    .finally(ended);
  return async () => {
    stopping.abort();
    await done;
  };
}

/**
 * Sends the outgoing-mail queue (ADR 0023), when SMTP_URL is set. Every process sends: each message is
 * claimed by one. On the embedded database this process is the only one, so claims left in `sending` are
 * a killed sender's and are handed back at once rather than when they lapse.
 */
function sendMail({ database, services, log }: JobsContext): StopJob {
  const { mail } = services;
  if (!mail.configured) return async () => {};
  const released = database.kind === "pglite" ? mail.releaseAllClaims() : Promise.resolve(0);
  const stop = released
    .then(
      (count) => count && log.info(`Handed back ${count} message(s) a stopped mail sender had claimed`),
      (error) => log.warn({ err: error }, "the mail queue's old claims could not be handed back"),
    )
    .then(() => mail.startSender());
  return async () => (await stop)();
}

/**
 * Starts every background job of a serving process, once it listens: the embedded database's statistics
 * upkeep (PostgreSQL's autovacuum does it there), polling the wire (each source by one process per
 * interval, wire-poller.ts), sending the mail queue (every process, each message by one), writing the
 * reads it counted (every process, adding to the same rows) and bringing stored pictures up to date (one
 * process at a time). With WORKERS=N every worker starts them; the primary
 * serves nothing and starts none. The timed ones keep time with one clock (repeat.ts): never two runs of a
 * job at once, a failed run logged and the next one still coming.
 *
 * Returns the function that stops them all, for shutdown: no timer fires after it is called, and it
 * settles once the work under way has finished, so the database can then be closed.
 */
export function startJobs(context: JobsContext): () => Promise<void> {
  const { config, database, services, log } = context;
  // The start's own work: the desk's first check and the stored pictures' upkeep.
  let startUpParts = 2;
  const startUpPartEnded = () => {
    startUpParts -= 1;
    if (startUpParts === 0) context.afterStartUp?.();
  };
  const stops: StopJob[] = [
    scheduleMaintenance(database, log),
    scheduleWirePolling(services.wire, config.wire.refreshMinutes, log, startUpPartEnded),
    bringStoredMediaUpToDate(context, startUpPartEnded),
    sendMail(context),
    scheduleDailyDigest(services.newsletter, log),
    scheduleDueAnnouncements(services.webSub, services.changes, log),
    // The content events' outbox (ADR 0028): every process delivers, each row by one.
    services.outbox.start(),
    scheduleReadFlushing(services.reads, log),
  ];
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= Promise.all(stops.map((stop) => stop())).then(() => undefined);
    return stopped;
  };
}
