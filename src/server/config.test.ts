import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultRenderThreads, loadConfig } from "./config.js";

describe("configuration", () => {
  it("has defaults that work on a laptop", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.uploadDir).toBe(path.resolve("./data/uploads"));
    expect(config.seedDemo).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.translation.provider).toBe("dictionary");
    expect(config.upstreams.googleNewsHosts).toEqual(["news.google.com"]);
  });

  it("derives PUBLIC_URL from PORT and UPLOAD_DIR from DATA_DIR", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/srv/news" });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.uploadDir).toBe("/srv/news/uploads");
  });

  it.each([
    [{ PORT: "abc" }, "PORT must be a whole number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT must be a whole number from 0 to 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a valid URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL must be a valid URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO must be true or false"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ ADMIN_EMAIL: "a@b.se" }, "ADMIN_EMAIL and ADMIN_PASSWORD must be set together"],
    [{ ADMIN_EMAIL: "a@b.se", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD must be at least 8 characters"],
    [{ COMMENT_RATE_LIMIT: "0" }, "COMMENT_RATE_LIMIT must be a positive whole number"],
    [{ TRANSLATE_PROVIDER: "babelfish" }, "TRANSLATE_PROVIDER must be one of"],
    [{ TRANSLATE_PROVIDER: "deepl" }, "TRANSLATE_PROVIDER=deepl needs DEEPL_API_KEY"],
    [{ TRANSLATE_PROVIDER: "google", DEEPL_API_KEY: "k" }, "TRANSLATE_PROVIDER=google needs GOOGLE_TRANSLATE_API_KEY"],
    [
      { TRANSLATE_PROVIDER: "libretranslate", TRANSLATE_API_KEY: "k" },
      "TRANSLATE_PROVIDER=libretranslate needs TRANSLATE_URL",
    ],
    [{ RENDER_THREADS: "many" }, "RENDER_THREADS must be a whole number from 0 to 16"],
    [{ RENDER_THREADS: "17" }, "RENDER_THREADS must be a whole number from 0 to 16"],
    [{ RENDER_THREADS: "-1" }, "RENDER_THREADS must be a whole number from 0 to 16"],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("renders pages on one thread per core beyond the first, at most four, unless RENDER_THREADS says", () => {
    expect([1, 2, 3, 8].map((cores) => defaultRenderThreads(cores))).toEqual([0, 1, 2, 4]);
    expect(loadConfig({}).renderThreads).toBe(defaultRenderThreads());
    expect(loadConfig({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
    expect(loadConfig({ RENDER_THREADS: "3" }).renderThreads).toBe(3);
  });

  it("trusts one proxy hop for TRUST_PROXY=true, never every hop (the client writes the first ones)", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback" }).trustProxy).toBe("10.0.0.0/8,loopback");
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY must be true, false, a number/);
  });
});
