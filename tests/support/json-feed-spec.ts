/**
 * The rules of JSON Feed 1.1 (https://jsonfeed.org/version/1.1) a feed must keep, checked field by field:
 * what the spec says is required, and the type and form of every field we send. Answers the problems
 * found, as "path: problem" lines; an empty list is a valid feed.
 */
export function jsonFeedProblems(feed: unknown): string[] {
  const problems: string[] = [];
  const say = (path: string, problem: string) => problems.push(`${path}: ${problem}`);
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  const isUrl = (v: unknown) => {
    if (typeof v !== "string") return false;
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  };
  // RFC 3339: a full date, a time and a zone (Z or ±hh:mm).
  const isRfc3339 = (v: unknown) =>
    typeof v === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    !Number.isNaN(Date.parse(v));
  const optional = (
    object: Record<string, unknown>,
    path: string,
    key: string,
    check: (v: unknown) => boolean,
    form: string,
  ) => {
    if (key in object && !check(object[key])) say(`${path}.${key}`, `must be ${form}`);
  };
  const isString = (v: unknown) => typeof v === "string";
  const authorsOk = (object: Record<string, unknown>, path: string) => {
    if (!("authors" in object)) return;
    if (!Array.isArray(object.authors)) return say(`${path}.authors`, "must be an array");
    object.authors.forEach((author, i) => {
      if (!isObject(author) || !["name", "url", "avatar"].some((k) => typeof author[k] === "string")) {
        say(`${path}.authors[${i}]`, "must be an object with at least one of name, url, avatar");
      }
    });
  };

  if (!isObject(feed)) return ["feed: must be an object"];
  if (feed.version !== "https://jsonfeed.org/version/1.1") say("version", "must be https://jsonfeed.org/version/1.1");
  if (typeof feed.title !== "string" || feed.title === "") say("title", "is required (a string)");
  optional(feed, "feed", "home_page_url", isUrl, "an http(s) URL");
  optional(feed, "feed", "feed_url", isUrl, "an http(s) URL");
  optional(feed, "feed", "description", isString, "a string");
  optional(
    feed,
    "feed",
    "language",
    (v) => typeof v === "string" && /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(v),
    "a language tag",
  );
  authorsOk(feed, "feed");
  if ("hubs" in feed) {
    if (!Array.isArray(feed.hubs)) say("hubs", "must be an array");
    else
      feed.hubs.forEach((hub, i) => {
        if (!isObject(hub) || typeof hub.type !== "string" || !isUrl(hub.url))
          say(`hubs[${i}]`, "needs a type and a url");
      });
  }
  if (!Array.isArray(feed.items)) return [...problems, "items: is required (an array)"];
  for (const [i, item] of feed.items.entries()) {
    const path = `items[${i}]`;
    if (!isObject(item)) {
      say(path, "must be an object");
      continue;
    }
    if (typeof item.id !== "string" || item.id === "") say(`${path}.id`, "is required (a non-empty string)");
    if (typeof item.content_html !== "string" && typeof item.content_text !== "string") {
      say(path, "needs content_html or content_text");
    }
    optional(item, path, "url", isUrl, "an http(s) URL");
    optional(item, path, "title", isString, "a string");
    optional(item, path, "summary", isString, "a string");
    optional(item, path, "image", isUrl, "an http(s) URL");
    optional(item, path, "date_published", isRfc3339, "an RFC 3339 date");
    optional(item, path, "date_modified", isRfc3339, "an RFC 3339 date");
    optional(item, path, "tags", (v) => Array.isArray(v) && v.every(isString), "an array of strings");
    authorsOk(item, path);
  }
  return problems;
}
