import type { Readable } from "node:stream";
import type { ListObjectsV2CommandOutput, S3Client } from "@aws-sdk/client-s3";
import { type Config, ConfigError } from "../../config.js";
import {
  assertMediaKey,
  IMMUTABLE_CACHE_CONTROL,
  imageContentType,
  isMediaKey,
  type MediaObjectInfo,
  type MediaStore,
  MediaUnavailableError,
  type StartupLog,
} from "./media-store.js";

export type S3Settings = NonNullable<Config["media"]["s3"]>;

type SdkError = Error & { $metadata?: { httpStatusCode?: number }; code?: string };
const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as SdkError).name ?? "";

/** A missing object (not a missing bucket, which is an outage of ours). */
const isMissingObject = (error: unknown) =>
  nameOf(error) !== "NoSuchBucket" && (statusOf(error) === 404 || ["NotFound", "NoSuchKey"].includes(nameOf(error)));

/** One line for the log: the S3 error code or the network error, and the HTTP status when there was one. */
function describe(error: unknown): string {
  const e = error as SdkError;
  const status = statusOf(error);
  const message = e.message || String(error);
  const what = e.code && !message.includes(e.code) ? e.code : (e.name ?? "Error");
  return `${what}${status ? ` (HTTP ${status})` : ""}: ${message}`;
}

function unavailable(error: unknown): MediaUnavailableError {
  return new MediaUnavailableError(`S3 request failed: ${describe(error)}`, { cause: error });
}

/**
 * The AWS SDK announces on Node 20 that its releases after January 2027 will need Node 22. The warning
 * is informational and would otherwise be printed on every start, so the SDK's own switch turns off that
 * one warning (nothing else), unless the operator set it either way.
 */
function quietNodeVersionNotice() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
}

type Sdk = typeof import("@aws-sdk/client-s3");
let loadingSdk: Promise<Sdk> | undefined;

/**
 * The AWS SDK, loaded when a bucket is first used: a server on its local folder (MEDIA_STORAGE=local, the
 * default) never carries it (22 MB of resident memory, ADR 0019).
 */
function awsSdk(): Promise<Sdk> {
  loadingSdk ??= import("@aws-sdk/client-s3");
  return loadingSdk;
}

/** The SDK and a client for these settings. */
interface Connection {
  sdk: Sdk;
  client: S3Client;
}

function createClient({ S3Client }: Sdk, settings: S3Settings): S3Client {
  quietNodeVersionNotice();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // A dead endpoint must not hold an upload (or a reader) for minutes: 3 s to connect, 15 s for an
    // answer, and one retry, so the worst case stays well under a browser's patience.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer
    // default checksum headers. TLS (and S3's own MD5 ETag) still protect the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Pictures in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Garage), shared by every process. */
export function createS3MediaStore(settings: S3Settings): MediaStore {
  let connecting: Promise<Connection> | undefined;
  const connect = () => {
    connecting ??= awsSdk().then((sdk) => ({ sdk, client: createClient(sdk, settings) }));
    return connecting;
  };
  const Bucket = settings.bucket;

  const info = (
    key: string,
    answer: { ContentLength?: number; ETag?: string; LastModified?: Date; ContentType?: string },
  ): MediaObjectInfo => ({
    size: answer.ContentLength ?? 0,
    // The type comes from the name: an object someone else put there as text/html is still an image here.
    contentType: imageContentType(key) ?? "application/octet-stream",
    etag: answer.ETag ?? `"${key}"`,
    lastModified: answer.LastModified ?? new Date(0),
  });

  /** Runs one request; a missing object is undefined, any other failure an outage. */
  async function lookup<T>(key: string, run: () => Promise<T>): Promise<T | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      return await run();
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw unavailable(error);
    }
  }

  async function write(run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      throw unavailable(error);
    }
  }

  const stat = (key: string) =>
    lookup(key, async () => {
      const { sdk, client } = await connect();
      return info(key, await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })));
    });

  return {
    kind: "s3",
    async put(key, bytes) {
      assertMediaKey(key);
      await write(async () => {
        const { sdk, client } = await connect();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: imageContentType(key) ?? "application/octet-stream",
            // Served as is by a CDN or the bucket's own address (MEDIA_PUBLIC_URL).
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      });
    },
    get: (key) =>
      lookup(key, async () => {
        const { sdk, client } = await connect();
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return { ...info(key, answer), body: answer.Body as Readable };
      }),
    stat,
    read: (key) =>
      lookup(key, async () => {
        const { sdk, client } = await connect();
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      }),
    exists: async (key) => (await stat(key)) !== undefined,
    async delete(key) {
      assertMediaKey(key);
      await write(async () => {
        const { sdk, client } = await connect();
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      });
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          const { sdk, client } = await connect();
          page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        } catch (error) {
          throw unavailable(error);
        }
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    verify: async (log) => verifyBucket(await connect(), settings, log),
    close() {
      void connecting?.then(({ client }) => client.destroy());
    },
  };
}

/** What the store's refusal means in the operator's terms, naming the setting to correct; undefined for an outage. */
function settingProblem(error: unknown, settings: S3Settings): string | undefined {
  const status = statusOf(error);
  const name = nameOf(error);
  const where = settings.endpoint ? ` at S3_ENDPOINT ${settings.endpoint}` : "";
  // A HEAD answer has no body, so the SDK often has no error code to name ("Unknown").
  const answer = `HTTP ${status ?? "403"}${/^[A-Za-z]+$/.test(name) && name !== "Unknown" ? ` ${name}` : ""}`;
  if (name === "CredentialsProviderError") {
    return "S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: no S3 credentials found; set both (or give the process an AWS role)";
  }
  if (
    status === 401 ||
    status === 403 ||
    ["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied"].includes(name)
  ) {
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the store${where} refused them for bucket "${settings.bucket}" (${answer}); check the key pair and that it may use S3_BUCKET`;
  }
  if (status === 404 || name === "NoSuchBucket" || name === "NotFound") {
    return `S3_BUCKET: bucket "${settings.bucket}" does not exist${where}; create it or correct S3_BUCKET`;
  }
  if (status === 301 || status === 307 || status === 400) {
    return `S3_REGION / S3_ENDPOINT: the store answered ${answer} for bucket "${settings.bucket}" in region "${settings.region}"${where}; check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE`;
  }
  return undefined;
}

/**
 * Asks for the bucket once at start-up (HeadBucket). A setting the store refuses (credentials, bucket,
 * region) is an operator's mistake that no waiting fixes: start-up stops with a ConfigError naming it.
 * An unreachable store (down, connection refused, timeout, 5xx) only warns and lets the process start:
 * the store may be restarting, or the network briefly cut, and refusing to start would turn an image
 * outage into a whole-site outage (every article page, the API, the admin). Uploads answer 503 and
 * stored pictures 503 until the store answers again; nothing else waits for it.
 */
async function verifyBucket({ sdk, client }: Connection, settings: S3Settings, log: StartupLog): Promise<void> {
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const problem = settingProblem(error, settings);
    if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
    log.warn(
      { err: error },
      `Cannot reach the S3 store for bucket "${settings.bucket}" (${describe(error)}): starting anyway; ` +
        "uploads and stored pictures answer 503 until it answers",
    );
  }
}
