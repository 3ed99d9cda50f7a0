import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultPoolSize, defaultRenderThreads, defaultWorkers, loadConfig } from "./config.js";

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
    [{ TRANSLATE_PROVIDER: "openai" }, "TRANSLATE_PROVIDER=openai needs TRANSLATE_URL and TRANSLATE_MODEL"],
    [
      { TRANSLATE_PROVIDER: "openai", TRANSLATE_URL: "http://localhost:11434/v1" },
      "TRANSLATE_PROVIDER=openai needs TRANSLATE_MODEL",
    ],
    [{ TRANSLATE_PROVIDER: "openai", TRANSLATE_MODEL: "qwen2.5:7b" }, "TRANSLATE_PROVIDER=openai needs TRANSLATE_URL"],
    [
      { TRANSLATE_PROVIDER: "openai", TRANSLATE_URL: "http://localhost:11434/v1", TRANSLATE_MODEL: " " },
      "TRANSLATE_PROVIDER=openai needs TRANSLATE_MODEL",
    ],
    [{ RENDER_THREADS: "many" }, "RENDER_THREADS must be a whole number from 0 to 16"],
    [{ RENDER_THREADS: "17" }, "RENDER_THREADS must be a whole number from 0 to 16"],
    [{ RENDER_THREADS: "-1" }, "RENDER_THREADS must be a whole number from 0 to 16"],
    [{ WORKERS: "0" }, "WORKERS must be auto or a whole number from 1 to 64"],
    [{ WORKERS: "lots" }, "WORKERS must be auto or a whole number from 1 to 64"],
    [{ WORKERS: "2" }, "WORKERS=2 needs DATABASE_URL: the embedded database serves one process only"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE must be a positive whole number"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN must be at least 16 printable characters"],
    [{ MEDIA_STORAGE: "ftp" }, "MEDIA_STORAGE must be local or s3"],
    [{ MEDIA_STORAGE: "s3" }, "MEDIA_STORAGE=s3 needs S3_BUCKET"],
    [{ MEDIA_STORAGE: "s3", S3_BUCKET: "My_Bucket" }, "S3_BUCKET must be a bucket name"],
    [{ S3_ACCESS_KEY_ID: "AKIA" }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"],
    [{ S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT must be a valid URL"],
    [{ MEDIA_PUBLIC_URL: "cdn.example.com" }, "MEDIA_PUBLIC_URL must be a valid URL"],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads an OpenAI-compatible translation server's URL, model and optional key", () => {
    const { translation } = loadConfig({
      TRANSLATE_PROVIDER: "openai",
      TRANSLATE_URL: "http://localhost:11434/v1",
      TRANSLATE_MODEL: "qwen2.5:7b-instruct",
    });
    expect(translation).toMatchObject({
      provider: "openai",
      url: "http://localhost:11434/v1",
      model: "qwen2.5:7b-instruct",
      apiKey: undefined,
    });
    expect(
      loadConfig({ TRANSLATE_PROVIDER: "openai", TRANSLATE_URL: "https://llm.example.com/v1", TRANSLATE_MODEL: "m", TRANSLATE_API_KEY: "sk-1" })
        .translation.apiKey,
    ).toBe("sk-1");
    expect(loadConfig({}).translation.model).toBeUndefined();
  });

  it("renders pages on one thread per core beyond the first, at most four, unless RENDER_THREADS says", () => {
    expect([1, 2, 3, 8].map((cores) => defaultRenderThreads(cores))).toEqual([0, 1, 2, 4]);
    expect(loadConfig({}).renderThreads).toBe(defaultRenderThreads());
    expect(loadConfig({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
    expect(loadConfig({ RENDER_THREADS: "3" }).renderThreads).toBe(3);
  });

  it("sizes processes, render threads and database connections for the machine", () => {
    // WORKERS=auto: one process per two cores, at most 16; 2 cores → 1, 16 cores → 8.
    expect([1, 2, 4, 16, 64].map((cores) => defaultWorkers(cores))).toEqual([1, 1, 2, 8, 16]);
    // Render threads per process: the cores each process has, less the one for its own event loop.
    expect(defaultRenderThreads(16, 8)).toBe(1);
    expect(defaultRenderThreads(2, 2)).toBe(0);
    // Connections: 10 for one process; 40 shared by several, at least 4 each.
    expect([1, 2, 8, 16].map((workers) => defaultPoolSize(workers))).toEqual([10, 20, 5, 4]);
    const url = "postgres://localhost/news";
    const four = loadConfig({ WORKERS: "4", DATABASE_URL: url });
    expect([four.workers, four.databasePoolSize]).toEqual([4, 10]);
    expect(loadConfig({ WORKERS: "auto", DATABASE_URL: url }).workers).toBe(defaultWorkers());
    expect(loadConfig({}).workers).toBe(1);
  });

  it("reads the S3 settings, with the region and path style defaulted", () => {
    const { media } = loadConfig({
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "news-media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      MEDIA_PUBLIC_URL: "https://cdn.example.com/media/",
    });
    expect(media).toEqual({
      storage: "s3",
      publicUrl: "https://cdn.example.com/media",
      s3: {
        bucket: "news-media",
        region: "us-east-1",
        endpoint: "http://127.0.0.1:9000",
        credentials: undefined,
        forcePathStyle: false,
      },
    });
    expect(loadConfig({}).media).toEqual({ storage: "local", publicUrl: undefined, s3: undefined });
  });

  it("trusts one proxy hop for TRUST_PROXY=true, never every hop (the client writes the first ones)", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback" }).trustProxy).toBe("10.0.0.0/8,loopback");
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY must be true, false, a number/);
  });

  it("reads SMTP_URL and MAIL_FROM, with the sender defaulted from PUBLIC_URL's host", () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "" }).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtps://news:secret@mail.example.com:465" }).mail).toEqual({
      smtpUrl: "smtps://news:secret@mail.example.com:465",
      from: "Only News for Free <news@localhost>",
    });
    expect(
      loadConfig({ SMTP_URL: "smtp://mail.example.com:587", PUBLIC_URL: "https://news.example.com" }).mail?.from,
    ).toBe("Only News for Free <news@news.example.com>");
    for (const from of ["desk@news.example.com", "Newsroom <desk@news.example.com>", " Newsroom <desk@x.se> "]) {
      expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: from }).mail?.from, from).toBe(from.trim());
    }
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://, and a MAIL_FROM that is not an address", () => {
    for (const smtpUrl of ["http://mail.example.com", "mail.example.com:587", "smtp://", "submission://x:587"]) {
      expect(() => loadConfig({ SMTP_URL: smtpUrl }), smtpUrl).toThrow(
        /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL with a host/,
      );
    }
    for (const from of [
      "newsroom",
      "Newsroom <desk>",
      "desk@x.se, other@y.se",
      "a b@x.se",
      "Evil\nBcc: x <desk@x.se>",
    ]) {
      expect(() => loadConfig({ SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: from }), from).toThrow(
        /MAIL_FROM: MAIL_FROM must be an address, or a name and an address/,
      );
    }
  });
});
