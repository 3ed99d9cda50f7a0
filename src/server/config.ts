import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (/^(true|1|yes)$/i.test(v)) return true;
      if (/^(false|0|no)$/i.test(v)) return false;
      ctx.addIssue({ code: "custom", message: `${name} must be true or false` });
      return z.NEVER;
    });

const positiveInt = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (!/^\d+$/.test(v) || Number(v) < 1) {
        ctx.addIssue({ code: "custom", message: `${name} must be a positive whole number` });
        return z.NEVER;
      }
      return Number(v);
    });

/**
 * Which proxies to believe about the client's address (Fastify's trustProxy). `true` trusts one hop, the
 * proxy in front: the address it appended to X-Forwarded-For is the client's. Trusting every hop would take
 * the left-most address, which the client itself may have written, and let it pick its own address for
 * the login throttle and the comment rate limit. A number trusts that many hops; addresses or subnets
 * (`10.0.0.0/8,127.0.0.1`, or proxy-addr's `loopback`, `uniquelocal`) trust those proxies wherever they are.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string => {
    if (v === undefined || v === "" || /^(false|0|no)$/i.test(v)) return false;
    if (/^(true|yes)$/i.test(v)) return 1;
    if (/^\d$/.test(v)) return Number(v);
    const items = v.split(",").map((item) => item.trim());
    const known = (item: string) =>
      /^(loopback|linklocal|uniquelocal)$/.test(item) || net.isIP(item.replace(/\/\d{1,3}$/, "")) !== 0;
    if (items.every(known)) return items.join(",");
    ctx.addIssue({
      code: "custom",
      message: "TRUST_PROXY must be true, false, a number of proxy hops, or proxy addresses or subnets",
    });
    return z.NEVER;
  });

/** A whole number from 0 up, or undefined when unset (the caller's default then depends on other values). */
const wholeNumber = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      if (!/^\d{1,9}$/.test(v)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number (0 or more)` });
        return z.NEVER;
      }
      return Number(v);
    });

/** Open connections one client address may hold when the server faces clients directly. */
const DEFAULT_CONNECTIONS_PER_CLIENT = 256;

/**
 * One render thread per core beyond the first (which keeps the HTTP server and the database), at most
 * four: none on a single core, where a thread would only share it.
 */
export function defaultRenderThreads(cores = os.availableParallelism(), workers = 1): number {
  return Math.max(0, Math.min(4, Math.floor(cores / workers) - 1));
}

/**
 * WORKERS=auto: one process per two cores (each keeps one core for its HTTP server and database client and
 * lends the other to its render thread), at least one, at most 16. 2 cores: 1; 16 cores: 8.
 */
export function defaultWorkers(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(16, Math.floor(cores / 2)));
}

/**
 * Database connections per process: 10 for one process; with several, 40 shared among them (at least 4
 * each), so that 8 processes stay well inside PostgreSQL's default max_connections of 100.
 */
export function defaultPoolSize(workers: number): number {
  return workers === 1 ? 10 : Math.max(4, Math.floor(40 / workers));
}

const url = (name: string, protocols: RegExp) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: `${name} must be a valid URL`,
    });

const env = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return 3000;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n > 65535) {
        ctx.addIssue({ code: "custom", message: "PORT must be a whole number from 0 to 65535" });
        return z.NEVER;
      }
      return n;
    }),
  HOST: z.string().optional(),
  PUBLIC_URL: url("PUBLIC_URL", /^https?:$/),
  DATABASE_URL: url("DATABASE_URL", /^postgres(ql)?:$/),
  DATA_DIR: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  ADMIN_EMAIL: z.string().email({ message: "ADMIN_EMAIL must be an email address" }).optional().or(z.literal("")),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: bool("SEED_DEMO", true),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .optional(),
  COMMENT_RATE_LIMIT: positiveInt("COMMENT_RATE_LIMIT", 10),
  SEARCH_RATE_LIMIT: wholeNumber("SEARCH_RATE_LIMIT"),
  SEARCH_CONCURRENCY: positiveInt("SEARCH_CONCURRENCY", 0),
  QUERY_TIMEOUT_MS: wholeNumber("QUERY_TIMEOUT_MS"),
  LOGIN_MAX_FAILURES: positiveInt("LOGIN_MAX_FAILURES", 5),
  LOGIN_RATE_LIMIT: positiveInt("LOGIN_RATE_LIMIT", 30),
  READS_PER_ADDRESS: positiveInt("READS_PER_ADDRESS", 20),
  SESSION_TTL_HOURS: positiveInt("SESSION_TTL_HOURS", 24 * 14),
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_SECONDS: positiveInt("REQUEST_TIMEOUT_SECONDS", 60),
  MAX_CONNECTIONS_PER_CLIENT: wholeNumber("MAX_CONNECTIONS_PER_CLIENT"),
  RSS_SVT_URL: url("RSS_SVT_URL", /^https?:$/),
  RSS_AFTONBLADET_URL: url("RSS_AFTONBLADET_URL", /^https?:$/),
  GOOGLE_NEWS_URL: url("GOOGLE_NEWS_URL", /^https?:$/),
  WIRE_REFRESH_MINUTES: wholeNumber("WIRE_REFRESH_MINUTES"),
  GOOGLE_NEWS_HOSTS: z.string().optional(),
  STOCK_API_URL: url("STOCK_API_URL", /^https?:$/),
  TRANSLATE_PROVIDER: z
    .enum(["dictionary", "libretranslate", "deepl", "google", "openai"], {
      message: "TRANSLATE_PROVIDER must be one of dictionary, libretranslate, deepl, google, openai",
    })
    .optional(),
  TRANSLATE_URL: url("TRANSLATE_URL", /^https?:$/),
  TRANSLATE_API_KEY: z.string().optional(),
  TRANSLATE_MODEL: z.string().trim().optional(),
  DEEPL_API_KEY: z.string().optional(),
  GOOGLE_TRANSLATE_API_KEY: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: positiveInt("UPSTREAM_TIMEOUT_MS", 5000),
  PGLITE_SHARED_BUFFERS_MB: positiveInt("PGLITE_SHARED_BUFFERS_MB", 16),
  PAGE_CACHE: bool("PAGE_CACHE", true),
  PAGE_CACHE_TTL_SECONDS: positiveInt("PAGE_CACHE_TTL_SECONDS", 60),
  PAGE_CACHE_MAX_MB: positiveInt("PAGE_CACHE_MAX_MB", 64),
  WORKERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return 1;
      if (v === "auto") return defaultWorkers();
      if (!/^\d{1,3}$/.test(v) || Number(v) < 1 || Number(v) > 64) {
        ctx.addIssue({ code: "custom", message: "WORKERS must be auto or a whole number from 1 to 64" });
        return z.NEVER;
      }
      return Number(v);
    }),
  DATABASE_POOL_SIZE: positiveInt("DATABASE_POOL_SIZE", 0),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || (v.length >= 16 && /^[\x21-\x7e]+$/.test(v)), {
      message: "METRICS_TOKEN must be at least 16 printable characters without spaces",
    }),
  MEDIA_STORAGE: z
    .string()
    .optional()
    .transform((v, ctx): "local" | "s3" => {
      if (v === undefined || v === "" || v === "local") return "local";
      if (v === "s3") return "s3";
      ctx.addIssue({ code: "custom", message: "MEDIA_STORAGE must be local or s3" });
      return z.NEVER;
    }),
  MEDIA_PUBLIC_URL: url("MEDIA_PUBLIC_URL", /^https?:$/),
  S3_BUCKET: z
    .string()
    .optional()
    .refine((v) => !v || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
      message: "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    }),
  S3_REGION: z
    .string()
    .optional()
    .refine((v) => !v || /^[a-z0-9-]{2,32}$/.test(v), { message: "S3_REGION must be a region name such as us-east-1" }),
  S3_ENDPOINT: url("S3_ENDPOINT", /^https?:$/),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool("S3_FORCE_PATH_STYLE", false),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || (URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol) && new URL(v).hostname !== ""), {
      message: "SMTP_URL must be an smtp:// or smtps:// URL with a host, such as smtp://user:pass@mail.example.com:587",
    }),
  MAIL_FROM: z
    .string()
    .optional()
    .refine((v) => !v || /^[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(v.trim()), {
      message: 'MAIL_FROM must be an address, or a name and an address ("Only News for Free <news@example.com>")',
    }),
  WEBSUB_HUB_URL: url("WEBSUB_HUB_URL", /^https?:$/),
  RENDER_THREADS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      if (!/^\d{1,2}$/.test(v) || Number(v) > 16) {
        ctx.addIssue({ code: "custom", message: "RENDER_THREADS must be a whole number from 0 to 16" });
        return z.NEVER;
      }
      return Number(v);
    }),
});

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  logLevel: string;
  commentRateLimitPerMinute: number;
  /** Searches one client may run per minute that the response cache did not answer; 0 for no limit. */
  searchRateLimitPerMinute: number;
  /** Searches this process runs at once (the rest wait their turn), so that they never crowd out other reads. */
  searchConcurrency: number;
  /** Longest a database statement may take before its request is answered 503 (0: no limit). */
  queryTimeoutMs: number;
  loginMaxFailures: number;
  /** Sign-in attempts one client may make per minute, whatever their outcome. */
  loginRateLimitPerMinute: number;
  /** Reads of most read one client address counts per 30 minutes, over every article. */
  readsPerAddress: number;
  sessionTtlMs: number;
  /** Proxies believed about the client's address: false, a number of hops, or their addresses. */
  trustProxy: false | number | string;
  /** Time a client has to send a whole request, headers and body; a slower one gets 408. */
  requestTimeoutMs: number;
  /** Connections one client address may hold open at once; 0 for no limit (behind a proxy). */
  maxConnectionsPerClient: number;
  /** Embedded database only: PostgreSQL shared_buffers, in MB. */
  pgliteSharedBuffersMb: number;
  /** Worker threads that render pages, in each process; 0 renders them on the main thread. */
  renderThreads: number;
  /** Server processes sharing the port on this machine (node's cluster module); more than 1 needs DATABASE_URL. */
  workers: number;
  /** PostgreSQL connections each process may hold (besides the one that listens for changes). */
  databasePoolSize: number;
  /** Bearer token GET /metrics asks for; undefined answers /metrics with 404. */
  metricsToken: string | undefined;
  /** Where uploads and their renditions are kept. */
  media: {
    storage: "local" | "s3";
    /** Image URLs start with this instead of /uploads (a CDN or the bucket's own address). */
    publicUrl: string | undefined;
    s3:
      | {
          bucket: string;
          region: string;
          endpoint: string | undefined;
          /** Undefined: the SDK's own credential chain (instance role, AWS_* variables, shared files). */
          credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
          forcePathStyle: boolean;
        }
      | undefined;
  };
  /** In-memory cache of public pages and API answers (0 entries when switched off). */
  responseCache: { ttlSeconds: number; maxEntries: number; maxBytes: number };
  /** Live data (feeds, quotes, translation): upstreams are fetched by the server only. */
  upstreams: {
    svtUrl: string;
    aftonbladetUrl: string;
    googleNewsUrl: string;
    googleNewsHosts: string[];
    stockApiUrl: string;
    timeoutMs: number;
  };
  /** The newsroom desk: how often every enabled source is polled (0: only when staff ask). */
  wire: { refreshMinutes: number };
  /**
   * Outgoing e-mail (issue 31). Undefined without SMTP_URL: then nothing is mailed, the admin says which
   * features need it and the public subscribe form is hidden.
   */
  mail: { smtpUrl: string; from: string } | undefined;
  /** A WebSub hub pinged when something is published (issue 31); undefined: none. */
  webSubHubUrl: string | undefined;
  translation: {
    provider: "dictionary" | "libretranslate" | "deepl" | "google" | "openai";
    url: string | undefined;
    apiKey: string | undefined;
    /** The model an OpenAI-compatible server is asked for (TRANSLATE_MODEL); only `openai` reads it. */
    model?: string | undefined;
    deeplApiKey: string | undefined;
    googleApiKey: string | undefined;
  };
}

export class ConfigError extends Error {}

/** The domain of the default sender address: the public site's host, or localhost. */
function mailDomain(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : "localhost";
}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? "")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_PASSWORD must be at least 8 characters");
  }
  // A provider chosen without what it needs would quietly leave every headline to the dictionary.
  const providerNeeds = {
    libretranslate: ["TRANSLATE_URL"],
    deepl: ["DEEPL_API_KEY"],
    google: ["GOOGLE_TRANSLATE_API_KEY"],
    openai: ["TRANSLATE_URL", "TRANSLATE_MODEL"],
  } as const;
  if (e.TRANSLATE_PROVIDER && e.TRANSLATE_PROVIDER !== "dictionary") {
    const missing = providerNeeds[e.TRANSLATE_PROVIDER].filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  TRANSLATE_PROVIDER=${e.TRANSLATE_PROVIDER} needs ${missing.join(" and ")}`,
      );
    }
  }
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${e.WORKERS} needs DATABASE_URL: the embedded database serves one process only`,
    );
  }
  const storage = e.MEDIA_STORAGE;
  if (storage === "s3" && !e.S3_BUCKET) {
    throw new ConfigError("Invalid configuration:\n  MEDIA_STORAGE=s3 needs S3_BUCKET");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  const nodeEnv = e.NODE_ENV === "production" ? "production" : e.NODE_ENV === "test" ? "test" : "development";
  const dataDir = path.resolve(e.DATA_DIR || "./data");
  return {
    env: nodeEnv,
    port: e.PORT,
    host: e.HOST || "0.0.0.0",
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR || path.join(dataDir, "uploads")),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info"),
    commentRateLimitPerMinute: e.COMMENT_RATE_LIMIT,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT ?? 30,
    // The embedded database answers one statement at a time; PostgreSQL runs a pool's worth side by side.
    searchConcurrency: e.SEARCH_CONCURRENCY || (e.DATABASE_URL ? 4 : 2),
    queryTimeoutMs: e.QUERY_TIMEOUT_MS ?? 5000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT,
    readsPerAddress: e.READS_PER_ADDRESS,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    // Behind a proxy every connection comes from the proxy: limiting them is the proxy's job there.
    maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT ?? (e.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_CLIENT),
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    renderThreads: e.RENDER_THREADS ?? defaultRenderThreads(os.availableParallelism(), e.WORKERS),
    workers: e.WORKERS,
    databasePoolSize: e.DATABASE_POOL_SIZE || defaultPoolSize(e.WORKERS),
    metricsToken: e.METRICS_TOKEN || undefined,
    media: {
      storage,
      publicUrl: e.MEDIA_PUBLIC_URL ? e.MEDIA_PUBLIC_URL.replace(/\/+$/, "") : undefined,
      s3:
        storage === "s3" && e.S3_BUCKET
          ? {
              bucket: e.S3_BUCKET,
              region: e.S3_REGION || "us-east-1",
              endpoint: e.S3_ENDPOINT || undefined,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : undefined,
    },
    responseCache: {
      ttlSeconds: e.PAGE_CACHE_TTL_SECONDS,
      maxEntries: e.PAGE_CACHE ? 10_000 : 0,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1_048_576,
    },
    upstreams: {
      svtUrl: e.RSS_SVT_URL || "https://www.svt.se/nyheter/rss.xml",
      aftonbladetUrl: e.RSS_AFTONBLADET_URL || "https://rss.aftonbladet.se/rss2/small/pages/sections/senastenytt/",
      googleNewsUrl: e.GOOGLE_NEWS_URL || "https://news.google.com/rss?hl=en-SE&gl=SE&ceid=SE:en",
      googleNewsHosts: (e.GOOGLE_NEWS_HOSTS || "news.google.com")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      stockApiUrl: e.STOCK_API_URL || "https://query1.finance.yahoo.com/v8/finance/chart/",
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    },
    wire: { refreshMinutes: e.WIRE_REFRESH_MINUTES ?? 10 },
    mail: e.SMTP_URL
      ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM?.trim() || `Only News for Free <news@${mailDomain(e.PUBLIC_URL)}>` }
      : undefined,
    webSubHubUrl: e.WEBSUB_HUB_URL || undefined,
    translation: {
      provider: e.TRANSLATE_PROVIDER ?? "dictionary",
      url: e.TRANSLATE_URL || undefined,
      apiKey: e.TRANSLATE_API_KEY || undefined,
      model: e.TRANSLATE_MODEL || undefined,
      deeplApiKey: e.DEEPL_API_KEY || undefined,
      googleApiKey: e.GOOGLE_TRANSLATE_API_KEY || undefined,
    },
  };
}
