import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-tests.js";

describe("the tests `npm run test:db` runs on PostgreSQL", () => {
  const files = databaseTestFiles();

  it("include every test that opens a database, also through a helper or another process", () => {
    expect(files).toContain("src/server/modules/articles/articles.routes.test.ts");
    expect(files).toContain("src/server/db/maintenance.test.ts");
    expect(files).toContain("tests/scale-out/two-processes.test.ts");
    expect(files).toContain("tests/hostile/search-vocabulary.test.ts");
  });

  it("leave out the tests that use no database, which `npm test` has run", () => {
    expect(files).not.toContain("packages/sv-en/src/translator.test.ts");
    expect(files).not.toContain("src/shared/text.test.ts");
    expect(files).not.toContain("tests/support/database-tests.test.ts");
  });
});
