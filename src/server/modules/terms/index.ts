import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import { createTermsRepository } from "./terms.repository.js";
import { createTermsService } from "./terms.service.js";

/** The newsroom's term base (issue 43): kept by staff, read by every translation engine and by search. */
export function createTerms(database: Database, events?: Pick<ContentEvents, "raise">) {
  return createTermsService(createTermsRepository(database.db), events);
}
