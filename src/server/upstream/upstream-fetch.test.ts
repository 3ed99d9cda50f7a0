import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeUpstream, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { fetchUpstream, type UpstreamRequest, urlRefusal } from "./upstream-fetch.js";

let origin: FakeUpstream;
let other: FakeUpstream;
beforeAll(async () => {
  origin = await startFakeUpstream();
  other = await startFakeUpstream({ "/secret": { body: "internal data" } });
});
afterAll(async () => {
  await origin.close();
  await other.close();
});

const base: UpstreamRequest = {
  timeoutMs: 1_000,
  maxBytes: 1_024,
  maxRedirects: 3,
  trusted: true,
  redirectHosts: ["127.0.0.1", "localhost"],
};
/** Loopback stands in for the public internet when a test needs a redirect that may be followed. */
const loopbackIsFine = (address: string) => address === "127.0.0.1" || address === "::1";

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { kind: string; message: string; status?: number };
  }
  throw new Error("expected the fetch to fail");
};

describe("fetchUpstream", () => {
  it("fetches the operator's own URL even on a loopback address", async () => {
    origin.route("/ok", { body: "hello" });
    const response = await fetchUpstream(origin.url("/ok"), base);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("hello");
  });

  it("refuses an untrusted URL on a loopback address without connecting", async () => {
    const before = origin.requests.length;
    const error = await failure(fetchUpstream(origin.url("/ok"), { ...base, trusted: false }));
    expect(error.kind).toBe("refused");
    expect(origin.requests.length).toBe(before);
  });

  it("refuses an untrusted host name that resolves to loopback (the resolved address is checked)", async () => {
    const before = origin.requests.length;
    const error = await failure(fetchUpstream(`http://localhost:${origin.port}/ok`, { ...base, trusted: false }));
    expect(error.kind).toBe("refused");
    expect(error.message).toMatch(/non-public/);
    expect(origin.requests.length).toBe(before);
  });

  it("refuses a redirect to a loopback address, even to an allowed host and from a trusted URL", async () => {
    origin.route("/to-secret", { status: 302, headers: { location: other.url("/secret") } });
    origin.route("/to-self", { status: 301, headers: { location: origin.url("/ok") } });
    for (const path of ["/to-secret", "/to-self"]) {
      const error = await failure(fetchUpstream(origin.url(path), base));
      expect(error.kind, path).toBe("refused");
    }
    expect(other.requestsTo("/secret")).toHaveLength(0);
  });

  it("refuses a redirect to a host that is not allowed", async () => {
    origin.route("/to-evil", { status: 302, headers: { location: "https://evil.example/feed" } });
    const error = await failure(fetchUpstream(origin.url("/to-evil"), base));
    expect(error.kind).toBe("refused");
    expect(error.message).toMatch(/evil\.example is not allowed/);
  });

  it("refuses redirects to other schemes and URLs with credentials", async () => {
    for (const location of [
      "file:///etc/passwd",
      "ftp://127.0.0.1/x",
      `http://user:pw@localhost:${other.port}/secret`,
    ]) {
      origin.route("/odd", { status: 302, headers: { location } });
      expect((await failure(fetchUpstream(origin.url("/odd"), base))).kind, location).toBe("refused");
    }
  });

  it("follows up to three redirects to allowed hosts, and refuses a fourth", async () => {
    const hop = (n: number) => `http://localhost:${origin.port}/hop${n}`;
    origin.route("/hop0", { status: 301, headers: { location: hop(1) } });
    origin.route("/hop1", { status: 302, headers: { location: hop(2) } });
    origin.route("/hop2", { status: 307, headers: { location: "/hop3" } });
    origin.route("/hop3", { body: "arrived" });
    const options = { ...base, isAllowedAddress: loopbackIsFine };
    const response = await fetchUpstream(origin.url("/hop0"), options);
    expect(response.body.toString()).toBe("arrived");
    expect(response.url).toBe(hop(3));
    origin.route("/hop3", { status: 302, headers: { location: hop(4) } });
    origin.route("/hop4", { body: "too far" });
    expect((await failure(fetchUpstream(origin.url("/hop0"), options))).message).toMatch(/too many redirects/);
  });

  it("answers a non-2xx status as a status failure", async () => {
    origin.route("/broken", { status: 500, body: "oops" });
    const error = await failure(fetchUpstream(origin.url("/broken"), base));
    expect(error).toMatchObject({ kind: "status", status: 500 });
  });

  it("stops at the deadline, before the head or in the middle of the body", async () => {
    // Whether the slow answer (or the rest of it) has been sent yet: the call must give up before that,
    // which is an order of events that no load changes, where a time limit would depend on the machine.
    const sent = { "/slow-head": false, "/slow-body": false };
    origin.route("/slow-head", async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      sent["/slow-head"] = true;
      return { body: "late" };
    });
    origin.route("/slow-body", () => {
      setTimeout(() => {
        sent["/slow-body"] = true;
      }, 2_000);
      return { stallBodyMs: 2_000, body: "x".repeat(100) };
    });
    for (const path of ["/slow-head", "/slow-body"] as const) {
      const error = await failure(fetchUpstream(origin.url(path), { ...base, timeoutMs: 300 }));
      expect(error.kind, path).toBe("timeout");
      expect(sent[path], path).toBe(false);
    }
  });

  it("refuses bodies over the cap, declared or streamed", async () => {
    origin.route("/big-declared", { body: Buffer.alloc(2_000, 97) });
    origin.route("/big-chunked", { body: Buffer.alloc(200_000, 97), chunked: true });
    for (const path of ["/big-declared", "/big-chunked"]) {
      expect((await failure(fetchUpstream(origin.url(path), base))).kind, path).toBe("too-large");
    }
  });

  it("decompresses gzip, and counts the decompressed size against the cap", async () => {
    origin.route("/gz", { headers: { "content-encoding": "gzip" }, body: zlib.gzipSync("compressed hello") });
    expect((await fetchUpstream(origin.url("/gz"), base)).body.toString()).toBe("compressed hello");
    const bomb = zlib.gzipSync(Buffer.alloc(5_000_000));
    expect(bomb.length).toBeLessThan(base.maxBytes * 10);
    origin.route("/bomb", { headers: { "content-encoding": "gzip" }, body: bomb });
    expect((await failure(fetchUpstream(origin.url("/bomb"), base))).kind).toBe("too-large");
  });

  it("sends a POST body with its length", async () => {
    origin.route("/echo", (request) => ({ body: `${request.method} ${request.body}` }));
    const response = await fetchUpstream(origin.url("/echo"), {
      ...base,
      method: "POST",
      body: JSON.stringify({ q: "hej" }),
      headers: { "content-type": "application/json" },
    });
    expect(response.body.toString()).toBe('POST {"q":"hej"}');
  });

  it("reports a closed port as a network failure", async () => {
    const closed = await startFakeUpstream();
    await closed.close();
    expect((await failure(fetchUpstream(closed.url("/"), base))).kind).toBe("network");
  });
});

describe("urlRefusal", () => {
  const hosts = ["news.google.com"];
  it("accepts an allowed host over http(s)", () => {
    expect(urlRefusal(new URL("https://news.google.com/rss"), hosts)).toBeNull();
    expect(urlRefusal(new URL("https://NEWS.GOOGLE.COM./rss"), hosts)).toBeNull();
  });
  it.each([
    "https://news.google.com@evil.example/rss",
    "https://user:pass@news.google.com/rss",
    "https://evil.example/rss?news.google.com",
    "https://news.google.com.evil.example/rss",
    "https://127.0.0.1/rss",
    "https://2130706433/rss",
    "https://[::1]/rss",
    "ftp://news.google.com/rss",
    "javascript://news.google.com/%0aalert(1)",
  ])("refuses %s", (raw) => {
    expect(urlRefusal(new URL(raw), hosts)).not.toBeNull();
  });
  it("refuses an allowed host name given as a private IP literal", () => {
    expect(urlRefusal(new URL("https://10.0.0.1/"), ["10.0.0.1"])).toMatch(/not public/);
  });
});
