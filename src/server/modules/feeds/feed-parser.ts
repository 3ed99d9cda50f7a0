import { XMLParser, XMLValidator } from "fast-xml-parser";
import { decodeText } from "../../upstream/decode-text.js";
import { htmlToText, safeLink, snippet } from "./html-text.js";

/** One feed entry as plain text, before any translation. */
export interface ParsedFeedItem {
  title: string;
  link: string;
  pubDate?: string;
  isoDate?: string;
  description?: string;
  content?: string;
  categories: string[];
  /** The feed's own identifier for the item (RSS guid, Atom id), when it gives one. */
  guid?: string;
}

export class FeedFormatError extends Error {}

export const FEED_LIMITS = {
  items: 30,
  title: 500,
  description: 1000,
  content: 5000,
  categories: 10,
  category: 100,
  /** A date longer than this is not a date (RFC 822 and ISO 8601 dates are about 30 characters). */
  date: 100,
  guid: 500,
} as const;

/**
 * Raw characters (markup included) read per character shown. A field is cut to this before any markup
 * is parsed, so a hostile megabyte-long title costs no more than an ordinary one; eight times leaves
 * room for the markup of a real description.
 */
const RAW_PER_SHOWN = 8;

const ARRAY_TAGS = new Set(["item", "entry", "category", "link", "dc:subject"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (tagName) => ARRAY_TAGS.has(tagName),
});

type Node = unknown;
type Obj = Record<string, Node>;
const isObj = (v: Node): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: Node): Node[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** All text inside a node (markup written unescaped inside a feed element parses as child nodes). */
function textOf(node: Node): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string") return node;
  if (typeof node === "number" || typeof node === "boolean") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (isObj(node)) {
    return Object.entries(node)
      .filter(([key]) => !key.startsWith("@_"))
      .map(([, value]) => textOf(value))
      .join(" ");
  }
  return "";
}

/** A field as plain text of at most `max` characters; the raw text is capped first. */
const plain = (node: Node, max: number) => snippet(htmlToText(textOf(node).slice(0, max * RAW_PER_SHOWN)), max);

/** Decodes the body with the charset the server or the XML declaration names (UTF-8 otherwise). */
export const decodeFeedBody = (body: Buffer, contentType?: string) =>
  decodeText(body, contentType, /<\?xml[^>]*encoding=["']([\w-]+)["']/i, 200);

/** RSS 2.0, RSS 1.0 (RDF) or Atom to items; anything else, or malformed XML, is a FeedFormatError. */
export function parseFeed(xml: string, feedUrl?: string): ParsedFeedItem[] {
  const text = xml.replace(/^\uFEFF/, "").trim();
  if (!text.startsWith("<")) throw new FeedFormatError("not XML");
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new FeedFormatError(`malformed XML: ${valid.err.msg}`);
  let doc: Obj;
  try {
    doc = parser.parse(text) as Obj;
  } catch (error) {
    throw new FeedFormatError(`malformed XML: ${(error as Error).message}`);
  }
  const rdfKey = Object.keys(doc).find((k) => k === "RDF" || k.endsWith(":RDF"));
  let items: ParsedFeedItem[];
  if (isObj(doc.rss)) {
    const channel = list(doc.rss.channel)[0];
    items = isObj(channel)
      ? list(channel.item)
          .filter(isObj)
          .map((i) => rssItem(i, feedUrl))
      : [];
  } else if (isObj(doc.feed)) {
    items = list(doc.feed.entry)
      .filter(isObj)
      .map((e) => atomEntry(e, feedUrl));
  } else if (rdfKey && isObj(doc[rdfKey])) {
    items = list((doc[rdfKey] as Obj).item)
      .filter(isObj)
      .map((i) => rssItem(i, feedUrl));
  } else {
    throw new FeedFormatError("not an RSS or Atom feed");
  }
  return newestFirst(items).slice(0, FEED_LIMITS.items);
}

function rssItem(item: Obj, feedUrl?: string): ParsedFeedItem {
  const guid = list(item.guid)[0];
  const guidIsLink = !(isObj(guid) && guid["@_isPermaLink"] === "false");
  const link =
    list(item.link)
      .map((l) => (isObj(l) ? String(l["@_href"] ?? textOf(l)) : textOf(l)))
      .map((l) => safeLink(l, feedUrl))
      .find(Boolean) ?? (guidIsLink ? safeLink(textOf(guid), undefined) : undefined);
  const date = textOf(item.pubDate ?? item["dc:date"] ?? item.published ?? item.updated);
  const description = item.description ?? item["content:encoded"] ?? item.summary;
  return build({
    title: item.title,
    link,
    date,
    description,
    content: item["content:encoded"],
    categories: [...list(item.category), ...list(item["dc:subject"])],
    guid: textOf(guid),
  });
}

function atomEntry(entry: Obj, feedUrl?: string): ParsedFeedItem {
  const links = list(entry.link).filter(isObj);
  const alternate =
    links.find((l) => l["@_rel"] === undefined || l["@_rel"] === "alternate") ?? links.find((l) => l["@_href"]);
  const link = safeLink(alternate ? String(alternate["@_href"] ?? "") : undefined, feedUrl);
  const date = textOf(entry.published ?? entry.updated ?? entry.issued ?? entry.modified);
  const categories = list(entry.category).map((c) => (isObj(c) ? (c["@_label"] ?? c["@_term"] ?? c) : c));
  return build({
    title: entry.title,
    link,
    date,
    description: entry.summary ?? entry.content,
    content: entry.content,
    categories,
    guid: textOf(list(entry.id)[0]),
  });
}

function build(raw: {
  title: Node;
  link: string | undefined;
  date: string;
  description: Node;
  content: Node;
  categories: Node[];
  guid: string;
}): ParsedFeedItem {
  const item: ParsedFeedItem = {
    title: plain(raw.title, FEED_LIMITS.title) || "Untitled",
    link: raw.link ?? "#",
    categories: categoryNames(raw.categories),
  };
  const date = raw.date.trim();
  const time = date && date.length <= FEED_LIMITS.date ? Date.parse(date) : Number.NaN;
  if (Number.isFinite(time)) {
    item.pubDate = date;
    item.isoDate = new Date(time).toISOString();
  }
  const description = plain(raw.description, FEED_LIMITS.description);
  if (description) item.description = description;
  const content = plain(raw.content, FEED_LIMITS.content);
  if (content) item.content = content;
  const guid = raw.guid.trim();
  if (guid && guid.length <= FEED_LIMITS.guid) item.guid = guid;
  return item;
}

/** The first distinct non-empty names, in order; a hostile list of thousands is not read past the limit. */
function categoryNames(raw: Node[]): string[] {
  const names = new Set<string>();
  for (const category of raw) {
    if (names.size >= FEED_LIMITS.categories) break;
    const name = plain(category, FEED_LIMITS.category);
    if (name) names.add(name);
  }
  return [...names];
}

/** Newest first (undated last), so that the items kept are the ones a reader can still see. */
function newestFirst(items: ParsedFeedItem[]): ParsedFeedItem[] {
  const time = (i: ParsedFeedItem) => (i.isoDate ? Date.parse(i.isoDate) : Number.NEGATIVE_INFINITY);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map(({ item }) => item);
}
