import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL for schema changes; review it, then rename it into the
// numbered files of src/server/db/migrations (see docs/decisions/0001-migrations.md).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle-out",
});
