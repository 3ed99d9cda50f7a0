import { defineConfig } from "vitest/config";
import { testWorkers } from "./tests/support/test-groups.js";

export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    // One shared production server per worker (ADR 0031): each worker's files run one after another on
    // theirs, as the whole run once did on one. At most four: each is a server, a Chromium and a worker.
    globalSetup: ["e2e/support/global-setup.ts"],
    pool: "forks",
    // A worker runs its files one after another in one process: Playwright, sharp and the helpers load once
    // per worker, not once per file. Each file still launches its own Chromium and makes its own contexts.
    isolate: false,
    maxWorkers: Math.min(4, testWorkers()),
    testTimeout: 45_000,
    hookTimeout: 120_000,
  },
});
