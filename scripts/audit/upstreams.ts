import { SAMPLE_QUOTES } from "#shared/stocks.js";
import {
  type FakeUpstream,
  hoursAgo,
  jsonReply,
  RSS_HEADERS,
  rssFeed,
  startFakeUpstream,
  yahooChart,
} from "#tests/support/fake-upstreams.js";

/**
 * Local stand-ins for SVT, Aftonbladet, Google News and the quote provider, so the audited pages do all the
 * work they do in production (the widgets and the ticker load and render) without the internet, and an
 * unreachable upstream's 502 does not show up as a browser console error.
 */
export async function startAuditUpstreams(): Promise<{ upstream: FakeUpstream; env: Record<string, string> }> {
  const upstream = await startFakeUpstream();
  const feed = (source: string) => ({
    headers: RSS_HEADERS,
    body: rssFeed(
      Array.from({ length: 8 }, (_, i) => ({
        title: `${source}: nyhet nummer ${i + 1} om vädret i Sverige`,
        link: `https://example.se/${source}/${i + 1}`,
        date: hoursAgo(i + 1),
        description: "En kort sammanfattning av nyheten.",
      })),
    ),
  });
  upstream.route("/svt", feed("svt"));
  upstream.route("/aftonbladet", feed("aftonbladet"));
  upstream.route("/google", feed("google"));
  for (const quote of SAMPLE_QUOTES) {
    const previousClose = quote.price - quote.change;
    upstream.route(`/chart/${quote.symbol}`, jsonReply(yahooChart({ ...quote, previousClose })));
  }
  return {
    upstream,
    env: {
      RSS_SVT_URL: upstream.url("/svt"),
      RSS_AFTONBLADET_URL: upstream.url("/aftonbladet"),
      GOOGLE_NEWS_URL: upstream.url("/google"),
      GOOGLE_NEWS_HOSTS: "127.0.0.1",
      STOCK_API_URL: upstream.url("/chart/"),
    },
  };
}
