import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peakMemoryMb, recordHostile } from "#tests/support/hostile-report.js";
import { postgresDatabase } from "../support/postgres-database.js";
import { startServer } from "../support/server.js";
import { staffClient } from "../support/staff-client.js";

const kinds = process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

describe.each(kinds)("crash safety on %s", (kind) => {
  it("a comment answered 201 and an article saved are still there after kill -9 and restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onff-crash-"));
    const postgres = kind === "PostgreSQL" ? await postgresDatabase() : undefined;
    const env = { SEED_DEMO: "false", ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    try {
      let server = await startServer(env, { dataDir });
      let api = await staffClient(server.baseUrl);
      const category = await api<{ id: number }>("POST", "/api/admin/categories", {
        name: "Crash",
        slug: "crash",
        order: 0,
      });
      expect(category.status).toBe(201);
      const article = await api("POST", "/api/admin/articles", {
        title: "Saved just before the crash",
        slug: "saved-before-crash",
        body: "It was saved.\n\nThen the power went.",
        author: "Test",
        categoryId: category.json.id,
        published: true,
      });
      expect(article.status).toBe(201);
      await server.kill9();

      server = await startServer(env, { dataDir });
      expect((await fetch(`${server.baseUrl}/api/articles/saved-before-crash`)).status).toBe(200);
      const posted = await fetch(`${server.baseUrl}/api/articles/saved-before-crash/comments`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Astrid", body: "Posted right before kill -9" }),
      });
      expect(posted.status).toBe(201);
      await server.kill9();

      server = await startServer(env, { dataDir });
      api = await staffClient(server.baseUrl);
      const pending = await api<{ body: string }[]>("GET", "/api/admin/comments/pending");
      const stored = pending.json.filter((c) => c.body === "Posted right before kill -9");
      recordHostile({
        suite: `Crash safety: kill -9 after a save and a 201 (${kind})`,
        faults: 2,
        commentsAccepted: 1,
        commentsStored: stored.length,
        peakMemoryMb: peakMemoryMb(server.process.pid),
      });
      expect(stored).toHaveLength(1);
      await server.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  }, 120_000);
});
