/** Spec constants (SPEC.md section 9) shared by the server and the web app. */

/** Category slugs that have their own badge colour (SPEC 3). */
export const CATEGORY_SLUGS = ["politics", "education", "society", "crime", "food", "events", "others"] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Category links shown in the footer. */
export const FOOTER_CATEGORY_SLUGS = ["politics", "education", "society", "crime", "food"] as const;

export const PAGE_SIZE = {
  category: 12,
  search: 12,
  allArticles: 12,
  adminArticles: 10,
} as const;

/** The most items any list endpoint returns in one page. */
export const MAX_PAGE_LIMIT = 50;
/** Public and admin pagination show at most this many numbered page buttons. */
export const MAX_PAGE_BUTTONS = 5;

export const HOME = { featured: 10, latest: 6, perCategory: 6, related: 3 } as const;
export const HEADER_MAX_CATEGORIES = 10;

export const WORDS_PER_MINUTE = 200;
export const REPLY_INDENT_PX = 24;

export const MAX_IMAGE_BYTES = 10_485_760;
export const IMAGE_SIZES = {
  hero: { width: 1200, height: 675 },
  thumb: { width: 400, height: 225 },
} as const;

export const ANNOUNCEMENT_COUNT = 5;
export const ANNOUNCEMENT_MIN_LENGTH = 5;
export const ANNOUNCEMENT_TYPES = {
  Emergency: "EMERGENCY",
  "Breaking News": "BREAKING",
  "Urgent Message": "URGENT",
} as const;
export type AnnouncementType = keyof typeof ANNOUNCEMENT_TYPES;

export const INTERVALS_MS = {
  settingsPoll: 30_000,
  ticker: 5 * 60_000,
  feeds: 5 * 60_000,
  googleNews: 10 * 60_000,
  carousel: 2_000,
  carouselPause: 5_000,
  unauthorizedRedirect: 500,
  translationCache: 24 * 60 * 60_000,
} as const;

export const FEED_MAX_ITEMS = 8;
export const FEED_WINDOW_DAYS = 7;

/** Maximum lengths for reader-written comment fields. */
export const COMMENT_LIMITS = { name: 100, email: 254, body: 5000 } as const;
/** The contact form's fields (issue 29): the server refuses longer ones, the form says so before sending. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
/**
 * How many pending comments the moderation list carries, newest first. A flood of spam (90,000 in the soak
 * test) would otherwise be one answer of tens of megabytes, built in the server's memory and shown as one
 * page; the dashboard's statistics still count them all.
 */
export const PENDING_LIST_MAX = 500;
