import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 45_000,
    hookTimeout: 120_000,
  },
});
