import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { createMailRepository } from "./mail.repository.js";
import { createMailService, type MailService } from "./mail.service.js";

const quiet = { info() {}, warn() {} };

/**
 * The site's outgoing mail (issue 31, ADR 0023): a MailQueue (outgoing-mail.ts) over the `mail_outbox`
 * table, `configured` only with SMTP_URL, plus the staff's view of the queue and the sender a serving
 * process starts (jobs.ts).
 */
export function createMail(
  database: Database,
  config: Pick<Config, "mail">,
  log: { info(message: string): void; warn(object: unknown, message?: string): void } = quiet,
): MailService {
  return createMailService(createMailRepository(database.db), config.mail, log);
}
export type { MailService } from "./mail.service.js";
export type { MailQueue, OutgoingMail } from "./outgoing-mail.js";
