import type { FastifyBaseLogger } from "fastify";
import type { NewsletterService } from "./newsletter.service.js";

const FIRST_CHECK_MS = 15_000;
const CHECK_EVERY_MS = 60_000;

/**
 * The daily digest's clock: every server process checks once a minute whether today's edition is due
 * (newsletter.service's runDaily). Which process makes it is settled in the database (the edition's unique
 * name), so it is made, and each message queued, once however many run. Returns the stop function; it
 * settles once a check under way has finished.
 */
export function scheduleDailyDigest(
  newsletter: Pick<NewsletterService, "runDaily">,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      const made = await newsletter.runDaily();
      if (made) log.info(made, "newsletter digest queued");
    } catch (error) {
      log.warn({ err: error }, "newsletter digest check failed");
    }
  };
  const check = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const every = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
