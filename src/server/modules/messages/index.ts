import type { Database } from "../../db/client.js";
import { createMessagesRepository } from "./messages.repository.js";
import { createMessagesService } from "./messages.service.js";

/** What readers send from the contact form, for the newsroom's Messages screen. */
export function createMessages(database: Database) {
  return createMessagesService(createMessagesRepository(database.db));
}
