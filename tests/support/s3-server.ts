import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * A real S3-compatible server (s3rver, from npm) in its own process, for tests of the S3 media store:
 * its objects live in a temporary folder, so stopping the process and starting it again (an outage)
 * keeps them. s3rver knows one key pair, S3RVER / S3RVER; any other access key is refused (403).
 */
export interface S3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  /** MEDIA_STORAGE=s3 and the S3_* settings that reach this server's bucket. */
  env: Record<string, string>;
  /** Stops the process (the store becomes unreachable); its objects stay on disk. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const S3RVER_CLI = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
const LISTENING = /S3rver listening on [\d.]+:(\d+)/;

/** Starts the CLI and resolves with the port once it listens; rejects if it exits first. */
function launch(dir: string, port: number, bucket: string): Promise<{ child: ChildProcess; port: number }> {
  const args = [S3RVER_CLI, "-d", dir, "-a", "127.0.0.1", "-p", String(port), "--silent"];
  const child = spawn(process.execPath, [...args, "--configure-bucket", bucket], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export async function startS3Server(options: { bucket?: string } = {}): Promise<S3Server> {
  const bucket = options.bucket ?? "media";
  const dir = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP ?? os.tmpdir(), "s3rver-"));
  let { child, port } = await launch(dir, 0, bucket);
  // Should the test process end without close(), the server goes with it.
  const killOnExit = () => child?.kill("SIGKILL");
  process.once("exit", killOnExit);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: () => stopChild(child),
    async start() {
      await stopChild(child);
      ({ child, port } = await launch(dir, port, bucket));
    },
    async close() {
      await stopChild(child);
      process.off("exit", killOnExit);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
