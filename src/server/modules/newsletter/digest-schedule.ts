import type { FastifyBaseLogger } from "fastify";
import { repeat } from "../../repeat.js";
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
  const check = async () => {
    const made = await newsletter.runDaily();
    if (made) log.info(made, "newsletter digest queued");
  };
  return repeat(check, {
    firstMs: FIRST_CHECK_MS,
    everyMs: CHECK_EVERY_MS,
    log,
    failed: "newsletter digest check failed",
  });
}
