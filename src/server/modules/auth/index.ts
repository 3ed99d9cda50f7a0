import { type Budgets, createBudgets } from "../../budgets.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { createAccountLinksRepository } from "./account-links.repository.js";
import { type AccountLinkDependencies, createAccountLinks } from "./account-links.service.js";
import { createAuthRepository } from "./auth.repository.js";
import { type AuthOptions, createAuthService } from "./auth.service.js";

/**
 * Staff accounts, sessions and the login throttle: what the app serves, what a start uses to make the
 * first account (ADMIN_EMAIL) and what `npm run admin` uses to set one. The app passes the budgets it
 * shares with the comment rate limit; a one-off task counts on its own.
 */
export function createAuth(
  database: Database,
  config: Pick<Config, "sessionTtlMs" | "loginMaxFailures">,
  budgets: Budgets = createBudgets(database),
  site: Pick<AuthOptions, "siteName" | "twoFactorRequired"> = {},
) {
  return createAuthService(createAuthRepository(database.db), budgets, {
    sessionTtlMs: config.sessionTtlMs,
    loginMaxFailures: config.loginMaxFailures,
    ...site,
  });
}

/** Password resets and invitations by mail (issue 32), over the site's mail queue. */
export function createAccountLinksOn(database: Database, dependencies: Omit<AccountLinkDependencies, "repo">) {
  return createAccountLinks({ repo: createAccountLinksRepository(database.db), ...dependencies });
}
