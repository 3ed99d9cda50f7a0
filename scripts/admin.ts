// `npm run admin -- --email E --password P [--name N] [--role R]`: the server operator's way in. Creates a
// staff account (an administrator unless --role says otherwise), or resets one: a new password, two-factor
// sign-in off, its sessions and reset links ended, its role kept unless --role is given. Prints what changed
// and writes it into the audit log. The Staff screen (/admin/staff) does the rest once someone can sign in.
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError, loadConfig } from "#server/config.js";
import { openConfiguredDatabase } from "#server/db/open-from-config.js";
import { createAudit } from "#server/modules/audit/index.js";
import { HttpError } from "#server/http-error.js";
import { createAuth } from "#server/modules/auth/index.js";
import { resetByOperator } from "#server/modules/auth/operator-reset.js";
import { ROLE_NAMES, ROLES } from "#shared/roles.js";
import { emailAddress } from "#shared/schemas/email-address.js";
import { STAFF_LIMITS } from "#shared/schemas/staff.js";

const usage =
  "Usage: npm run admin -- --email you@example.com --password 'at least 8 characters' [--name 'Your Name'] " +
  `[--role ${ROLES.join("|")}]`;

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
    strict: true,
  });
  const input = z
    .object({
      email: emailAddress({ required: "--email is required", invalid: "--email must be an email address" }),
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
      role: z.enum(ROLES, { error: `--role must be one of ${ROLES.join(", ")}` }).optional(),
    })
    .safeParse(values);
  if (!input.success) {
    console.error(`${input.error.issues[0]?.message}\n${usage}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const audit = createAudit(database, { warn: (_object, message) => console.warn(message) });
    const change = await resetByOperator(createAuth(database, config), audit, input.data);
    console.log(`Staff account ${change.user.email} (${ROLE_NAMES[change.user.role]}): ${change.changes.join(", ")}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError || error instanceof TypeError || error instanceof HttpError ? error.message : error,
  );
  console.error(usage);
  process.exit(1);
});
