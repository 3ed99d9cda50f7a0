import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { UpstreamError, fetchUpstream } from "../../upstream/upstream-fetch.js";
import { FeedFormatError } from "../feeds/feed-parser.js";
import { describeFeedError } from "./feed-error.js";

const FEED = "https://www.svt.se/nyheter/rss.xml";
const words = (error: unknown) => describeFeedError(error, FEED, 10_000).message;

/** What the upstream fetch really throws for a URL, read trusted (as a configured source is). */
async function thrownBy(url: string): Promise<unknown> {
  try {
    await fetchUpstream(url, { timeoutMs: 5000, maxBytes: 1000, maxRedirects: 0, trusted: true, redirectHosts: [] });
  } catch (error) {
    return error;
  }
  throw new Error("expected the fetch to fail");
}

describe("describeFeedError", () => {
  it("names an HTTP status with its meaning", () => {
    expect(words(new UpstreamError("status", "upstream answered 503", 503))).toBe("answered 503 (service unavailable)");
    expect(words(new UpstreamError("status", "upstream answered 404", 404))).toBe("answered 404 (not found)");
    expect(words(new UpstreamError("status", "upstream answered 599", 599))).toBe("answered 599");
  });

  it("gives a refused connection and an unknown host in words, keeping the raw error as the detail", async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const refused = await thrownBy(`http://127.0.0.1:${port}/rss`);
    expect(describeFeedError(refused, FEED, 10_000)).toEqual({
      message: "refused the connection",
      detail: expect.stringContaining("ECONNREFUSED"),
    });
    const unknown = await thrownBy("http://www.nowhere.invalid/rss");
    expect(describeFeedError(unknown, "http://www.nowhere.invalid/rss", 10_000).message).toBe(
      "cannot find the address www.nowhere.invalid",
    );
  });

  it("says what a timeout, an oversized answer, a non-feed and a refused hop mean", () => {
    expect(words(new UpstreamError("timeout", "no complete answer within 10000 ms"))).toBe(
      "did not answer within 10 s",
    );
    expect(words(new UpstreamError("too-large", "response larger than 5 bytes"))).toBe(
      "sent an answer far too large for a feed",
    );
    expect(words(new FeedFormatError("not XML"))).toBe("sent something that is not a feed");
    expect(words(new UpstreamError("refused", "www.svt.se resolves to a non-public address"))).toBe(
      "points at a private or local address, which is not allowed",
    );
    expect(words(new UpstreamError("refused", "host evil.example is not allowed"))).toBe(
      "redirected to evil.example, another site, which is not allowed",
    );
    expect(words(new UpstreamError("network", "getaddrinfo EAI_AGAIN www.svt.se"))).toBe(
      "cannot find the address www.svt.se",
    );
    expect(words(new UpstreamError("network", "read ECONNRESET"))).toBe("closed the connection before answering");
    expect(words(new Error("something odd"))).toBe("could not be read");
  });
});
