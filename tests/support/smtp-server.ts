import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ParsedMail, simpleParser } from "mailparser";

/** A message the SMTP server received: the parsed message and the envelope it came with. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  /** The message as sent, headers and body (mailparser folds List-* headers into `parsed.headers.get("list")`: read those here). */
  raw: string;
}

/**
 * A real SMTP server process on 127.0.0.1 (`smtp-sink.mjs`, the `smtp-server` package) for tests of
 * outgoing mail: the app sends to it over TCP as it would to any mail server, and the test reads what
 * arrived. Stopping and starting it again (an outage) keeps what it received.
 */
export interface SmtpServer {
  port: number;
  /** SMTP_URL for this server (with the user and password when started with `auth`). */
  url: string;
  /** Every message received so far, in order. */
  received(): Promise<ReceivedMail[]>;
  /** Waits until at least `count` messages have arrived (fails after `timeoutMs`), and answers them all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops the process: connections are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const SINK = fileURLToPath(new URL("./smtp-sink.mjs", import.meta.url));

interface SinkOptions {
  /** "user:pass": the server requires that login. */
  auth?: string;
  /** A slow server: each message is kept and answered this long after its data arrived. */
  delayMs?: number;
}

function launch(folder: string, port: number, options: SinkOptions): Promise<{ child: ChildProcess; port: number }> {
  const { auth, delayMs } = options;
  const args = [
    SINK,
    folder,
    String(port),
    ...(auth ? ["--auth", auth] : []),
    ...(delayMs ? ["--delay", String(delayMs)] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`smtp sink exited with ${code}: ${output}`)));
  });
}

/** Starts the server on a free port; `auth` ("user:pass") makes it require that login. */
export async function startSmtpServer(options: SinkOptions = {}): Promise<SmtpServer> {
  const folder = await fs.mkdtemp(path.join(process.env.ONFF_TEST_TMP ?? os.tmpdir(), "smtp-"));
  let { child, port } = await launch(folder, 0, options);
  let running = true;
  const credentials = options.auth ? `${options.auth.split(":").map(encodeURIComponent).join(":")}@` : "";

  async function received(): Promise<ReceivedMail[]> {
    const names = (await fs.readdir(folder)).filter((name) => name.endsWith(".eml")).sort();
    return Promise.all(
      names.map(async (name) => {
        const raw = await fs.readFile(path.join(folder, name), "utf8");
        const envelope = JSON.parse(await fs.readFile(path.join(folder, name.replace(/\.eml$/, ".json")), "utf8"));
        return { envelope, parsed: await simpleParser(raw), raw };
      }),
    );
  }

  async function stop() {
    if (!running) return;
    running = false;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await received();
        if (mails.length >= count) return mails;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} message(s) within ${timeoutMs} ms, got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
    async start() {
      if (running) return;
      ({ child, port } = await launch(folder, port, options));
      running = true;
    },
    async close() {
      await stop();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
