// `npm run test:db`: the unit and API tests that use a database (tests/support/database-tests.ts finds them
// from their imports), on the database TEST_DATABASE_URL names, or on PGlite without it. CI runs it on
// PostgreSQL after `npm test`, which has run every test on PGlite; the tests that use no database would
// run the same again. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import { databaseTestFiles } from "#tests/support/database-tests.js";

const files = databaseTestFiles();
console.log(`test:db: ${files.length} test files use a database`);
const run = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2), ...files], { stdio: "inherit" });
process.exit(run.status ?? 1);
