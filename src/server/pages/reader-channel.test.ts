import { MessageChannel } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import type { ReaderApi } from "#shared/reader-api.js";
import { HttpError } from "../http-error.js";
import { answerRead, type ReadAnswer, type ReadMessage, remoteReader } from "./reader-channel.js";

const published = new Date("2026-11-01T08:00:00.000Z");
const article = { id: 7, slug: "a-story", title: "A story", publishedAt: published, tags: ["x"] };

const fakeReader = {
  article: async (slug: string) => (slug === article.slug ? article : null),
  related: async (of: { id: number }, limit: number) => [{ id: of.id + 1, limit }],
  settings: async () => {
    throw new Error("database unavailable");
  },
  ad: async () => {
    throw new HttpError(403, "Forbidden");
  },
} as unknown as ReaderApi;

describe("the reader across threads", () => {
  const channels: MessageChannel[] = [];
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.port1.close();
  });

  /** port1 is the render thread's side, port2 the main thread's, as with a Worker and its parentPort. */
  function connect(reader: ReaderApi) {
    const channel = new MessageChannel();
    channels.push(channel);
    const remote = remoteReader(channel.port1);
    channel.port1.on("message", (answer: ReadAnswer) => remote.receive(answer));
    channel.port2.on("message", (message: ReadMessage) => void answerRead(channel.port2, reader, message));
    return remote.reader;
  }

  it("answers with the main thread's values, Dates included", async () => {
    const reader = connect(fakeReader);
    const answer = await reader.article("a-story");
    expect(answer).toEqual(article);
    expect((answer as unknown as typeof article).publishedAt).toBeInstanceOf(Date);
    expect(await reader.article("missing")).toBeNull();
    expect(await reader.related({ id: 7, categoryId: 1 }, 3)).toEqual([{ id: 8, limit: 3 }]);
  });

  it("keeps concurrent calls apart", async () => {
    const reader = connect(fakeReader);
    const answers = await Promise.all([
      reader.article("missing"),
      reader.article("a-story"),
      reader.related(article as never, 1),
    ]);
    expect(answers).toEqual([null, article, [{ id: 8, limit: 1 }]]);
  });

  it("rejects with the main thread's error, keeping an HTTP status", async () => {
    const reader = connect(fakeReader);
    await expect(reader.settings()).rejects.toThrow("database unavailable");
    const error = await reader.ad("top").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 403, message: "Forbidden" });
  });

  it("refuses a method that is not part of the reader", async () => {
    const posted: ReadAnswer[] = [];
    await answerRead({ postMessage: (m) => posted.push(m as ReadAnswer) }, fakeReader, {
      kind: "read",
      callId: 1,
      method: "constructor" as never,
      args: [],
    });
    expect(posted).toEqual([
      {
        kind: "read-answer",
        callId: 1,
        error: { message: "Unknown reader method constructor", statusCode: undefined },
      },
    ]);
  });
});
