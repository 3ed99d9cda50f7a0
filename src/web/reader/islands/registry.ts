import { CookieBanner } from "../components/cookie-banner.js";
import { LiveEmergencyBanner } from "../components/emergency-banner.js";
import { SearchForm } from "../components/search-form.js";
import { SiteHeader } from "../components/site-header.js";
import { CarouselControls } from "../page-parts/carousel/carousel-controls.js";
import { CommentForm } from "../page-parts/comments/comment-form.js";
import { ReplyControl } from "../page-parts/comments/reply-control.js";
import { ContactForm } from "../page-parts/contact/contact-form.js";
import { GoogleNewsWidget } from "../page-parts/feeds/google-news-widget.js";
import { NewsletterAction, NewsletterForm } from "../page-parts/newsletter/newsletter-form.js";
import { NewsFeedWidget } from "../page-parts/feeds/news-feed-widget.js";
import { StockTicker } from "../widgets/stock-ticker/stock-ticker.js";

/**
 * The interactive parts of reader pages (ADR 0021), by the name an island container carries. Each takes
 * one plain JSON props object and reads nothing from React Router or from server context. All are
 * imported statically: the reader bundle is this one graph, and the budget test counts all of it.
 */
export const islands = {
  header: SiteHeader,
  ticker: StockTicker,
  emergency: LiveEmergencyBanner,
  "cookie-banner": CookieBanner,
  "carousel-controls": CarouselControls,
  "google-news": GoogleNewsWidget,
  feed: NewsFeedWidget,
  "comment-form": CommentForm,
  reply: ReplyControl,
  "contact-form": ContactForm,
  "search-form": SearchForm,
  "newsletter-form": NewsletterForm,
  "newsletter-action": NewsletterAction,
};

export type IslandName = keyof typeof islands;
