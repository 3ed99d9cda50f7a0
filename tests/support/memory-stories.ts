import { type FakeUpstream, hoursAgo, RSS_HEADERS, rssFeed, startFakeUpstream } from "./fake-upstreams.js";
import { FRAUD_ARTICLE as FRAUD, svtArticlePage } from "./swedish-pages.js";

/**
 * Two SVT stories for the translation memory's tests (issue 43), the API's and the editor's: the fraud
 * story, which the editor fixes and publishes, then one that repeats its lead word for word and has its
 * last paragraph with a number changed (about 97 % alike). Served as a wire: SVT's feed with both, an
 * empty Aftonbladet feed.
 */
export const FIRST_PATH = "/nyheter/inrikes/bedragare-lurade-pensionarer";
export const SECOND_PATH = "/nyheter/inrikes/nya-bedragerier";
export const SECOND_TITLE = "Nya bedrägerier mot pensionärer i hela landet";
export const [LEAD, SECOND, , QUOTE, , LAST] = FRAUD.paragraphs as string[];
/** The last paragraph, a number changed: about 97 % like it. */
export const LAST_CHANGED = LAST!.replace("9 000", "9 500");
export const FIXED_LEAD =
  "Police are warning of a new wave of fraud in which callers posing as the bank target older people.";
export const FIXED_LAST = "More than 9,000 frauds of this kind were reported last year, and most victims are over 70.";

/** The stories' pages and feeds; RSS_SVT_URL is `/svt/rss.xml` on it, RSS_AFTONBLADET_URL `/ab/rss`. */
export async function startMemoryStories(): Promise<FakeUpstream> {
  const html = { "content-type": "text/html; charset=utf-8" };
  const upstream = await startFakeUpstream({
    [FIRST_PATH]: { headers: html, body: svtArticlePage(FRAUD) },
    [SECOND_PATH]: {
      headers: html,
      body: svtArticlePage({ ...FRAUD, title: SECOND_TITLE, paragraphs: [LEAD!, QUOTE!, LAST_CHANGED] }),
    },
    "/ab/rss": { headers: RSS_HEADERS, body: rssFeed([]) },
  });
  upstream.route("/svt/rss.xml", {
    headers: RSS_HEADERS,
    body: rssFeed([
      { title: FRAUD.title, link: upstream.url(FIRST_PATH), description: "Polisen varnar.", date: hoursAgo(3) },
      { title: SECOND_TITLE, link: upstream.url(SECOND_PATH), description: "Fler fall.", date: hoursAgo(1) },
    ]),
  });
  return upstream;
}
