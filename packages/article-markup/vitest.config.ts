import { defineConfig } from "vitest/config";

/** The package's own tests (npm test here); the app's vitest.config.ts also runs them. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
  },
});
