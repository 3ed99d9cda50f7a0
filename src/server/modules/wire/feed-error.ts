import { STATUS_CODES } from "node:http";
import { describeError } from "../../http-error.js";
import { UpstreamError } from "../../upstream/upstream-fetch.js";
import { FeedFormatError } from "../feeds/feed-parser.js";

/**
 * Why a source's feed could not be read, in words an editor understands ("answered 503 (service
 * unavailable)", "cannot find the address www.svt.se"), beside the raw error for the operator. The words
 * complete a sentence whose subject is the source ("SVT answered 503 …"); the time is added by whoever
 * shows them, in the reader's own time zone (the API gives the poll's time as ISO).
 */
export interface FeedErrorWords {
  message: string;
  detail: string;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** The host a Node network error names ("getaddrinfo ENOTFOUND www.svt.se"), else the feed's. */
const hostIn = (raw: string, fallback: string) => /(?:ENOTFOUND|EAI_AGAIN)\s+(\S+)/.exec(raw)?.[1] ?? fallback;

function networkWords(raw: string, host: string): string {
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL|has no address/.test(raw))
    return `cannot find the address ${hostIn(raw, host)}`;
  if (/ECONNREFUSED/.test(raw)) return "refused the connection";
  if (/ECONNRESET|socket hang up|EPIPE/.test(raw)) return "closed the connection before answering";
  if (/ETIMEDOUT|ESOCKETTIMEDOUT/.test(raw)) return "did not answer in time";
  if (/EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN/.test(raw)) return `cannot be reached (no route to ${host})`;
  if (/certificate|CERT_|self[- ]signed|SSL|TLS/i.test(raw)) return "has a security certificate that cannot be trusted";
  if (/incorrect header check|unexpected end of file|decompress/i.test(raw))
    return "sent a damaged (badly compressed) answer";
  return "could not be reached";
}

function refusedWords(raw: string, host: string): string {
  if (/has no address/.test(raw)) return `cannot find the address ${host}`;
  if (/non-public address|is not public/.test(raw)) return "points at a private or local address, which is not allowed";
  if (/too many redirects/.test(raw)) return "redirected too many times";
  if (/https to http/.test(raw)) return "redirected from https to plain http, which is refused";
  const other = /host (\S+) is not allowed/.exec(raw)?.[1];
  if (other) return `redirected to ${other}, another site, which is not allowed`;
  return "could not be read safely, so it was not read";
}

/** Turns what reading a feed threw into words for people (see above) and the raw detail. */
export function describeFeedError(error: unknown, feedUrl: string, timeoutMs: number): FeedErrorWords {
  const detail = describeError(error);
  const host = URL.canParse(feedUrl) ? new URL(feedUrl).hostname : feedUrl;
  if (error instanceof FeedFormatError) return { message: "sent something that is not a feed", detail };
  if (!(error instanceof UpstreamError)) return { message: "could not be read", detail };
  switch (error.kind) {
    case "status": {
      const status = error.status ?? 0;
      const reason = STATUS_CODES[status]?.toLowerCase();
      return { message: `answered ${status}${reason ? ` (${reason})` : ""}`, detail };
    }
    case "timeout":
      return { message: `did not answer within ${seconds(timeoutMs)}`, detail };
    case "too-large":
      return { message: "sent an answer far too large for a feed", detail };
    case "refused":
      return { message: refusedWords(detail, host), detail };
    default:
      return { message: networkWords(detail, host), detail };
  }
}
