import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchUpstream, normalizeHost, type UpstreamRequest } from "#server/upstream/upstream-fetch.js";
import { type FakeUpstream, RSS_HEADERS, rssFeed, startFakeUpstream } from "../support/fake-upstreams.js";
import { peakMemoryMb, recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * SSRF through the feed proxy (issue 7): every spelling of an address the server must never contact,
 * tried four ways: as the client's own URL and as a redirect target, each against the fetcher directly
 * (with the host allow-listed, so only the address check stands in the way) and through the real route.
 *
 * Loopback spellings carry the port of a bare TCP listener that counts connections: a guard that let one
 * through would show there, TLS or not. Other private addresses have nobody listening, so for them the
 * proof is the fetcher's own verdict: "refused", decided before any connection is attempted. A name that
 * does not resolve on this machine (say "localhost.") fails as a network error instead: nothing to contact.
 */

const LOOPBACK = [
  "127.0.0.1",
  "127.1",
  "127.0.1",
  "127.255.255.254",
  "2130706433",
  "0x7f000001",
  "0x7f.0.0.1",
  "0177.0.0.1",
  "017700000001",
  "127.000.000.001",
  "0.0.0.0",
  "0",
  "[::1]",
  "[0:0:0:0:0:0:0:1]",
  "[::]",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  "[::127.0.0.1]",
  "[64:ff9b::127.0.0.1]",
  "[2002:7f00:1::]",
  "localhost",
  "LOCALHOST",
  "localhost.",
  "feeds.localhost",
];
const PRIVATE = [
  "10.0.0.1",
  "10.255.255.255",
  "172.16.0.1",
  "172.31.255.254",
  "192.168.0.1",
  "192.168.255.255",
  "100.64.0.1",
  "198.18.0.1",
  "192.0.0.1",
  "169.254.0.1",
  "169.254.169.254", // AWS, GCP, Azure metadata
  "169.254.170.2", // ECS task metadata
  "100.100.100.200", // Alibaba metadata
  "0xa9fea9fe", // 169.254.169.254 in hex
  "2852039166", // 169.254.169.254 in decimal
  "0251.0376.0251.0376", // 169.254.169.254 in octal
  "[fd00:ec2::254]", // AWS IPv6 metadata
  "[::ffff:169.254.169.254]",
  "[::ffff:10.0.0.1]",
  "[fe80::1]",
  "[fc00::1]",
  "[fd12:3456:789a::1]",
  "[ff02::1]",
  "[2001:db8::1]",
  "224.0.0.1",
  "255.255.255.255",
];

let upstream: FakeUpstream;
let listener: net.Server;
let port = 0;
let connections = 0;
let attempts = 0;

const FORBIDDEN = [...LOOPBACK, ...PRIVATE];
/** Loopback spellings point at the counting listener; nobody listens on the private addresses anyway. */
const urlFor = (host: string) => `http://${host}:${LOOPBACK.includes(host) ? port : 80}/rss`;
/** A host as the URL parser canonicalises it, which is what the allow-list is compared with. */
const canonical = (host: string) => normalizeHost(new URL(`http://${host}/`).hostname);
const isName = (host: string) => /[g-z]/i.test(host);
/** What must happen to a forbidden host: refused, or for a name this machine cannot resolve, not reached. */
const safe = (host: string, kind: string) => kind === "refused" || (isName(host) && kind === "network");

beforeAll(async () => {
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

// Built once the fake upstream runs (the options are read then), and closed before it stops.
const t = setupTestApp(() => ({
  env: {
    RSS_SVT_URL: upstream.url("/svt.xml"),
    GOOGLE_NEWS_URL: upstream.url("/google.xml"),
    // Every hostile host is allow-listed, so the address check alone must refuse them.
    GOOGLE_NEWS_HOSTS: [...new Set(FORBIDDEN.map(canonical))].join(","),
    UPSTREAM_TIMEOUT_MS: "1500",
  },
}));
afterAll(() => {
  if (!t.built) return;
  recordHostile({
    suite: "SSRF through the feed proxy",
    payloads: attempts,
    requests: t.traffic.requests,
    fiveHundreds: t.traffic.fiveHundreds,
    peakMemoryMb: peakMemoryMb(),
  });
});

async function verdict(target: string, request: Partial<UpstreamRequest>): Promise<string> {
  attempts += 1;
  try {
    const response = await fetchUpstream(target, {
      timeoutMs: 1_500,
      maxBytes: 1_024,
      maxRedirects: 3,
      trusted: false,
      redirectHosts: [],
      ...request,
    });
    return `fetched ${response.status}`;
  } catch (error) {
    return (error as { kind?: string }).kind ?? String(error);
  }
}

describe(`SSRF: ${FORBIDDEN.length} forbidden addresses, four ways each`, () => {
  it("the fetcher refuses each as a client URL, before connecting, even with the host allow-listed", async () => {
    const outcomes = await Promise.all(
      FORBIDDEN.map(async (host) => {
        const kind = await verdict(urlFor(host), { redirectHosts: [canonical(host)] });
        return safe(host, kind) ? null : `${host} ${kind}`;
      }),
    );
    expect(outcomes.filter(Boolean)).toEqual([]);
  });

  it("the fetcher refuses each as a redirect target from a trusted feed, even with the host allow-listed", async () => {
    const outcomes: string[] = [];
    for (const host of FORBIDDEN) {
      upstream.route("/hop", { status: 302, headers: { location: urlFor(host) } });
      const kind = await verdict(upstream.url("/hop"), {
        trusted: true,
        redirectHosts: ["127.0.0.1", canonical(host)],
      });
      if (!safe(host, kind)) outcomes.push(`${host} ${kind}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("the proxy route refuses each as the client's Google News URL (400 or 502, never fetched)", async () => {
    const outcomes: string[] = [];
    for (const host of FORBIDDEN) {
      attempts += 1;
      t.app.services.feeds.clearCache();
      // Without a port: the route refuses any explicit port before it looks at the address.
      const url = encodeURIComponent(`https://${host}/rss`);
      const response = await t.app.inject({ url: `/api/rss-proxy?source=google&url=${url}` });
      if (![400, 502].includes(response.statusCode)) outcomes.push(`${host} -> ${response.statusCode}`);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(outcomes).toEqual([]);
  });

  it("the proxy route refuses each as a redirect from the configured feed (502, never fetched)", async () => {
    const outcomes: string[] = [];
    for (const host of FORBIDDEN) {
      attempts += 1;
      t.app.services.feeds.clearCache();
      upstream.route("/svt.xml", { status: 301, headers: { location: urlFor(host) } });
      const response = await t.app.inject({ url: "/api/rss-proxy?source=svt" });
      if (response.statusCode !== 502) outcomes.push(`${host} -> ${response.statusCode}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("no connection ever reached the loopback listener, and the proxy still works for the real feed", async () => {
    expect(connections).toBe(0);
    t.app.services.feeds.clearCache();
    upstream.route("/svt.xml", { headers: RSS_HEADERS, body: rssFeed([{ title: "Nyheter i dag" }]) });
    expect((await t.app.inject({ url: "/api/rss-proxy?source=svt" })).statusCode).toBe(200);
  });
});
