// `npm run admin -- --email E --password P [--name N]`: creates a staff account or resets its password.
import { parseArgs } from "node:util";
import { z } from "zod";
import { createBudgets } from "#server/budgets.js";
import { ConfigError, loadConfig } from "#server/config.js";
import { openConfiguredDatabase } from "#server/db/open-from-config.js";
import { createAuthRepository } from "#server/modules/auth/auth.repository.js";
import { createAuthService } from "#server/modules/auth/auth.service.js";

const usage = "Usage: npm run admin -- --email you@example.com --password 'at least 8 characters' [--name 'Your Name']";

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const input = z
    .object({
      email: z.string({ error: "--email is required" }).email({ error: "--email must be an email address" }),
      password: z
        .string({ error: "--password is required" })
        .min(8, { error: "--password must be at least 8 characters" }),
      name: z.string().min(1).max(100).optional(),
    })
    .safeParse(values);
  if (!input.success) {
    console.error(`${input.error.issues[0]?.message}\n${usage}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const auth = createAuthService(createAuthRepository(database.db), createBudgets(database), {
      sessionTtlMs: config.sessionTtlMs,
      loginMaxFailures: config.loginMaxFailures,
    });
    const user = await auth.setStaffAccount(input.data.email, input.data.password, input.data.name);
    console.log(`Staff account ${user.email} is ready; its password is set and any old sessions have ended.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  console.error(usage);
  process.exit(1);
});
