// `npm run admin -- --email E --password P [--name N]`: creates a staff account or resets its password (and
// renames it, with --name). The Staff screen (/admin/staff) does the same once someone can sign in.
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError, loadConfig } from "#server/config.js";
import { openConfiguredDatabase } from "#server/db/open-from-config.js";
import { createAuth } from "#server/modules/auth/index.js";
import { STAFF_LIMITS } from "#shared/schemas/staff.js";

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
        .min(STAFF_LIMITS.passwordMin, { error: `--password must be at least ${STAFF_LIMITS.passwordMin} characters` })
        .max(STAFF_LIMITS.passwordMax, { error: `--password must be at most ${STAFF_LIMITS.passwordMax} characters` }),
      name: z
        .string()
        .trim()
        .min(1, { error: "--name must not be empty" })
        .max(STAFF_LIMITS.name, { error: `--name must be at most ${STAFF_LIMITS.name} characters` })
        .optional(),
    })
    .safeParse(values);
  if (!input.success) {
    console.error(`${input.error.issues[0]?.message}\n${usage}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const user = await createAuth(database, config).setStaffAccount(
      input.data.email,
      input.data.password,
      input.data.name,
    );
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
