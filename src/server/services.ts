import type { FastifyBaseLogger } from "fastify";
import { createBudgets } from "./budgets.js";
import { startChangeNotices } from "./invalidation/peer-notices.js";
import type { Config } from "./config.js";
import { createContentChanges } from "./invalidation/content-version.js";
import { invalidatesCaches } from "./invalidation/cache-subscriber.js";
import { createEventBus } from "./events/event-bus.js";
import type { Database } from "./db/client.js";
import { createAds } from "./modules/ads/index.js";
import { createAudit } from "./modules/audit/index.js";
import { createArticles } from "./modules/articles/index.js";
import { createAccountLinksOn, createAuth } from "./modules/auth/index.js";
import { createCategories } from "./modules/categories/index.js";
import { createComments } from "./modules/comments/index.js";
import { createFeedsService } from "./modules/feeds/feeds.service.js";
import { createMail } from "./modules/mail/index.js";
import { createMedia } from "./modules/media/index.js";
import { createMessages } from "./modules/messages/index.js";
import { createNewsletter } from "./modules/newsletter/index.js";
import { createReads } from "./modules/reads/index.js";
import { createQuotesService } from "./modules/quotes/quotes.service.js";
import { createSettings } from "./modules/settings/index.js";
import { createStats } from "./modules/stats/index.js";
import { createTerms } from "./modules/terms/index.js";
import { createTranslationMemory, remembersPublications } from "./modules/translation-memory/index.js";
import { createTranslation } from "./modules/translation/index.js";
import { createDeskSources, createWire } from "./modules/wire/index.js";
import { createWebSub } from "./modules/websub/index.js";
import { createSearchTurns } from "./plugins/search-turns.js";

/**
 * Wires the modules together once, each built by its own factory (modules/<name>/index.ts, which the
 * start-up and the admin CLI use too); routes and server-rendered pages share these instances. On
 * PostgreSQL, `notices` keeps this process's caches in step with the other processes' writes; close it
 * when the app closes.
 *
 * Services raise content events (events/content-events.ts) once a change has committed; the subscribers
 * are registered here, one line each (ADR 0028): `events.subscribe` for work in this process, done before
 * the service answers, `events.subscribeThroughOutbox` for work that reaches outside it, written to the
 * outbox with the change and delivered by `events.outbox` (jobs.ts starts it in every serving process).
 */
export function createServices(database: Database, config: Config, log: FastifyBaseLogger) {
  const changes = createContentChanges();
  const events = createEventBus(database, log);
  events.subscribe(invalidatesCaches(changes));
  const media = createMedia(database, config);
  // The term base and the translation memory (issue 43): every engine writes the newsroom's terms, and each
  // published desk article's fixes are remembered (through the outbox) for the next draft.
  const terms = createTerms(database, events);
  const translation = createTranslation(database, config, () => terms.termBase());
  const translationMemory = createTranslationMemory(
    database,
    () => translation.providerName,
    () => terms.termBase(),
  );
  events.subscribeThroughOutbox(remembersPublications(translationMemory));
  // Desk articles' Swedish sources: the editor's side-by-side view, and the untranslated words the checks name.
  const articleSources = createDeskSources(database, translationMemory);
  // WEBSUB_HUB_URL: the hub hears of each publication through the outbox, written by the save that made it
  // or, for a scheduled one, by the process that claims it when its time comes (jobs.ts).
  const webSub = createWebSub(config, log, events);
  events.subscribeThroughOutbox(webSub.announcements);
  const articles = createArticles(database, config, {
    changes,
    imageSizes: media.library.imageSizes,
    translationChecks: {
      untranslatedWordsOf: articleSources.untranslatedWordsOf,
      swedishOf: articleSources.swedishOf,
      termBase: () => terms.termBase(),
    },
    events,
    placeSpellings: () => terms.placeSpellings(),
  });
  changes.setNextPublicationLookup(() => articles.repository.nextScheduledPublication());
  const notices = startChangeNotices(database, changes, {
    onProblem: (message, error) =>
      log.warn({ err: error }, `${message}: serving without the cache until it listens again`),
    onRecovered: () => log.info("listening for change notices again: caching resumed"),
  });
  const budgets = createBudgets(database);
  const categories = createCategories(database, changes, events);
  const settings = createSettings(database, changes, events);
  const mail = createMail(database, config, log);
  const siteName = async () => (await settings.site()).siteName;
  const wire = createWire(database, config, {
    translation,
    memory: translationMemory,
    articles: articles.service,
    categoryExists: articles.repository.categoryExists,
    firstCategoryId: async () => (await categories.list())[0]?.id,
  });
  return {
    changes,
    events,
    outbox: events.outbox,
    notices,
    budgets,
    audit: createAudit(database, log),
    auth: createAuth(database, config, budgets, {
      siteName,
      twoFactorRequired: async () => (await settings.site()).staffTwoFactorRequired,
    }),
    accountLinks: createAccountLinksOn(database, { budgets, mail, publicUrl: config.publicUrl, siteName }),
    articles: articles.service,
    searchTurns: createSearchTurns(config.searchConcurrency),
    categories,
    comments: createComments(database, articles.repository, events),
    messages: createMessages(database, {
      mail,
      contactAddress: async () => (await settings.site()).contactEmail,
      siteUrl: config.publicUrl,
      log,
    }),
    ads: createAds(database, changes, events),
    settings,
    mail,
    newsletter: createNewsletter(database, config, {
      mail,
      settings: () => settings.site(),
    }),
    stats: createStats(database),
    reads: createReads(database, {
      publicArticles: (ids) => articles.service.listPublicByIds(ids),
      changes,
      readsPerAddress: config.readsPerAddress,
    }),
    media: media.library,
    uploads: media.uploads,
    terms,
    translation,
    translationMemory,
    feeds: createFeedsService({ upstreams: config.upstreams, translator: translation }),
    quotes: createQuotesService({ upstreams: config.upstreams }),
    wire: wire.service,
    wireDrafts: wire.drafts,
    articleSources,
    webSub,
  };
}
export type Services = ReturnType<typeof createServices>;
