import type { Database } from "../../db/client.js";
import { createMessagesRepository } from "./messages.repository.js";
import { type ContactMail, createMessagesService } from "./messages.service.js";

/**
 * What readers send from the contact form, for the newsroom's Messages screen, and (with `mail` set up)
 * by e-mail to the site's contact address.
 */
export function createMessages(database: Database, contactMail?: ContactMail) {
  return createMessagesService(createMessagesRepository(database.db), contactMail);
}
