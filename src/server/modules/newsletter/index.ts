import type { SiteSettings } from "#shared/schemas/setting.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { MailQueue } from "../mail/outgoing-mail.js";
import { createNewsletterRepository } from "./newsletter.repository.js";
import { createNewsletterService } from "./newsletter.service.js";

/** The newsletter (issue 31), sending through `mail` and reading the site's settings (name, digest schedule). */
export function createNewsletter(
  database: Database,
  config: Pick<Config, "publicUrl">,
  needs: { mail: MailQueue; settings: () => Promise<SiteSettings> },
) {
  return createNewsletterService({
    repo: createNewsletterRepository(database.db),
    mail: needs.mail,
    settings: needs.settings,
    publicUrl: config.publicUrl,
  });
}
