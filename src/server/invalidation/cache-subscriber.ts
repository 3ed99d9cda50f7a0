import type { ContentEvent } from "../events/content-events.js";
import type { Subscriber } from "../events/event-bus.js";
import type { ContentChanges } from "./content-version.js";

/** A scheduled article going live: every process's cached answers expired at that time already (nextPublicationAt). */
const expiredByItself = (event: ContentEvent) => event.type === "article.published" && event.by === "schedule";

/**
 * The content events' first subscriber (services.ts): a change readers can see bumps the content version,
 * at once and once per change however many events it raised, so every stored answer and memo of this
 * process is stale before the service answers; peer-notices.ts tells the other processes.
 */
export function invalidatesCaches(changes: Pick<ContentChanges, "bump">): Subscriber {
  return (events) => {
    if (!events.every(expiredByItself)) changes.bump();
  };
}
