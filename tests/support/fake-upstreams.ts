import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Real local HTTP servers standing in for the internet (feeds, the quote provider, translation
 * providers). They listen on 127.0.0.1 on a free port, record every request and answer per path.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait this long before answering at all. */
  delayMs?: number;
  /** Send the head and the first bytes, then wait this long before the rest. */
  stallBodyMs?: number;
  /** Stream the body without a Content-Length (chunked). */
  chunked?: boolean;
}
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeUpstream {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  url(path: string): string;
  requests: RecordedRequest[];
  /** Requests whose path (without query) is this one. */
  requestsTo(path: string): RecordedRequest[];
  /** Sets what a path (without query) answers; unknown paths answer 404. */
  route(path: string, reply: FakeReply | FakeHandler): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request as the fakes record it, its body read whole. */
export async function recordRequest(req: http.IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return {
    method: req.method ?? "GET",
    url: req.url ?? "/",
    headers: req.headers,
    body: Buffer.concat(chunks).toString("utf8"),
  };
}

export async function startFakeUpstream(routes: Record<string, FakeReply | FakeHandler> = {}): Promise<FakeUpstream> {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const recorded = await recordRequest(req);
    requests.push(recorded);
    const entry = table.get(new URL(recorded.url, "http://fake").pathname);
    try {
      const reply: FakeReply = !entry
        ? { status: 404, body: "not found" }
        : typeof entry === "function"
          ? await entry(recorded)
          : entry;
      await send(res, reply);
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    requests,
    requestsTo: (path) => requests.filter((r) => new URL(r.url, "http://fake").pathname === path),
    route: (path, reply) => void table.set(path, reply),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function send(res: http.ServerResponse, reply: FakeReply) {
  if (reply.delayMs) await sleep(reply.delayMs);
  if (res.destroyed) return;
  const body = typeof reply.body === "string" ? Buffer.from(reply.body) : (reply.body ?? Buffer.alloc(0));
  const headers: Record<string, string> = { ...reply.headers };
  if (!reply.chunked) headers["content-length"] = String(body.length);
  res.writeHead(reply.status ?? 200, headers);
  if (reply.stallBodyMs) {
    res.write(body.subarray(0, 16));
    await sleep(reply.stallBodyMs);
    if (!res.destroyed) res.end(body.subarray(16));
    return;
  }
  if (reply.chunked) {
    for (let at = 0; at < body.length && !res.destroyed; at += 65_536) {
      if (!res.write(body.subarray(at, at + 65_536))) await new Promise((resolve) => res.once("drain", resolve));
    }
    if (!res.destroyed) res.end();
    return;
  }
  res.end(body);
}

/* ---------------------------------------------------------------- feeds */

export interface FakeFeedItem {
  title?: string;
  link?: string;
  date?: Date | string;
  /** Written as escaped text (markup in it is HTML, as feeds do). */
  description?: string;
  /** Written inside CDATA. */
  descriptionCdata?: string;
  contentEncoded?: string;
  categories?: string[];
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const rfc822 = (date: Date | string) => (typeof date === "string" ? date : date.toUTCString());

/** An RSS 2.0 document. */
export function rssFeed(items: FakeFeedItem[], channelTitle = "Nyheter"): string {
  const entries = items.map((item) => {
    const parts = [
      item.title !== undefined ? `<title>${escapeXml(item.title)}</title>` : "",
      item.link !== undefined ? `<link>${escapeXml(item.link)}</link>` : "",
      item.date !== undefined ? `<pubDate>${rfc822(item.date)}</pubDate>` : "",
      item.description !== undefined ? `<description>${escapeXml(item.description)}</description>` : "",
      item.descriptionCdata !== undefined ? `<description><![CDATA[${item.descriptionCdata}]]></description>` : "",
      item.contentEncoded !== undefined ? `<content:encoded><![CDATA[${item.contentEncoded}]]></content:encoded>` : "",
      ...(item.categories ?? []).map((c) => `<category>${escapeXml(c)}</category>`),
    ];
    return `<item>${parts.join("")}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>${escapeXml(channelTitle)}</title><link>https://example.se/</link><description>Test</description>
${entries.join("\n")}
</channel></rss>`;
}

/** An Atom 1.0 document. */
export function atomFeed(items: FakeFeedItem[]): string {
  const entries = items.map((item) => {
    const parts = [
      item.title !== undefined ? `<title type="html">${escapeXml(item.title)}</title>` : "",
      item.link !== undefined
        ? `<link rel="enclosure" href="https://cdn.example.se/bild.jpg"/><link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>`
        : "",
      item.date !== undefined
        ? `<published>${typeof item.date === "string" ? item.date : item.date.toISOString()}</published>`
        : "",
      item.description !== undefined ? `<summary type="html">${escapeXml(item.description)}</summary>` : "",
      ...(item.categories ?? []).map((c) => `<category term="${escapeXml(c)}"/>`),
    ];
    return `<entry><id>urn:uuid:${Math.random()}</id>${parts.join("")}</entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Senaste nytt</title><id>urn:test</id><updated>${new Date().toISOString()}</updated>
${entries.join("\n")}
</feed>`;
}

export const RSS_HEADERS = { "content-type": "application/rss+xml; charset=utf-8" };
export const ATOM_HEADERS = { "content-type": "application/atom+xml; charset=utf-8" };
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/* ---------------------------------------------------------------- quotes */

/** A Yahoo Finance chart answer for one symbol. */
export function yahooChart(quote: { symbol: string; price: number; previousClose: number; volume: number }) {
  return {
    chart: {
      result: [
        {
          meta: {
            currency: "SEK",
            symbol: quote.symbol,
            exchangeName: "STO",
            regularMarketPrice: quote.price,
            chartPreviousClose: quote.previousClose,
            previousClose: quote.previousClose,
            regularMarketVolume: quote.volume,
          },
          timestamp: [Math.floor(Date.now() / 1000)],
          indicators: { quote: [{ volume: [quote.volume], close: [quote.price] }] },
        },
      ],
      error: null,
    },
  };
}

export const jsonReply = (value: unknown, status = 200): FakeReply => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

/* ---------------------------------------------------------------- translation */

/** A LibreTranslate-compatible /translate handler (POST {q, source, target, format, api_key?}). */
export function libreTranslateHandler(translate: (q: string) => string): FakeHandler {
  return (request) => {
    if (request.method !== "POST") return jsonReply({ error: "Method not allowed" }, 405);
    const body = JSON.parse(request.body) as { q: string };
    return jsonReply({ translatedText: translate(body.q) });
  };
}

/** A fake LibreTranslate server that answers `EN[<text>]`. */
export function startFakeLibreTranslate(translate: (q: string) => string = (q) => `EN[${q}]`) {
  return startFakeUpstream({ "/translate": libreTranslateHandler(translate) });
}
