import { HOME } from "#shared/constants.js";
import { MOST_READ_COUNT } from "#shared/schemas/reads.js";
import { MostRead, toMostRead } from "../page-parts/most-read/most-read.js";
import { ArticleCard } from "../components/article-card.js";
import { Carousel } from "../page-parts/carousel/carousel.js";
import { AdSlot } from "../widgets/ad-slot.js";
import { Island } from "../islands/island.js";
import { carouselTeasers } from "../lib/article-teaser.js";
import { pageContext } from "../lib/page-context.js";
import { seoMeta, websiteJsonLd } from "../lib/seo.js";
import { useSite } from "../lib/site.js";
import { siteSettings } from "../lib/site-settings.js";
import type { Route } from "./+types/home";
import { Icon } from "#web/ui/icon.js";

export const EMPTY_ARTICLES = "No articles available at the moment.";

export async function loader({ context }: Route.LoaderArgs) {
  const { reader, publicUrl } = pageContext(context);
  const first = (limit: number) => ({ page: 1, limit });
  const teasers = carouselTeasers();
  const [settings, categories, featured, latest, top, middle, bottom, mostRead] = await Promise.all([
    siteSettings(reader),
    reader.categories(),
    reader.articles({ featured: true }, first(HOME.featured)),
    reader.articles({ featured: false }, first(HOME.latest)),
    reader.ad("top"),
    reader.ad("middle"),
    reader.ad("bottom"),
    reader.mostRead(MOST_READ_COUNT),
  ]);
  const strips = await Promise.all(
    [...categories]
      .filter((c) => c.articleCount > 0)
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map(async (category) => ({
        category: { name: category.name, slug: category.slug },
        articles: (await reader.articles({ categoryId: category.id }, first(HOME.perCategory))).articles,
      })),
  );
  return {
    featured: teasers(featured.articles, "featured"),
    latest: teasers(latest.articles, "strip"),
    strips: strips
      .filter((s) => s.articles.length > 0)
      .map(({ category, articles }) => ({ category, articles: teasers(articles, "strip") })),
    mostRead: toMostRead(mostRead),
    ads: { top, middle, bottom },
    // What `meta` makes the page's tags from: loader data is serialised into the page again for
    // hydration, the finished tags would be too.
    site: { publicUrl, siteName: settings.siteName, description: settings.siteDescription },
    widgets: {
      svt: settings.widget_svt_enabled,
      aftonbladet: settings.widget_aftonbladet_enabled,
      googleNews: settings.widget_google_news_enabled,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { publicUrl, siteName, description } = loaderData.site;
  return seoMeta({
    publicUrl,
    siteName,
    title: `${siteName}: Swedish news in English`,
    description,
    path: "/",
    jsonLd: websiteJsonLd({ publicUrl, siteName, description }),
  });
};

function SectionLink({ to, children, label }: { to: string; children: string; label: string }) {
  return (
    <a href={to} className="section-link">
      {children}
      <span className="sr-only">{` ${label}`}</span>
      <Icon name="arrow-right" className="h-4 w-4" />
    </a>
  );
}

function Empty() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {EMPTY_ARTICLES}
    </p>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, latest, strips, mostRead, ads, site, widgets } = loaderData;
  const { googleNewsUrl } = useSite();

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <h1 className="sr-only">{site.siteName}: Swedish news in English</h1>
      <AdSlot slotKey="top" ad={ads.top} className="mb-4 sm:mb-8" />

      {featured.length > 0 ? (
        <Carousel title="Featured Stories" step={400} testId="featured-carousel">
          {featured.map((article, i) => (
            <ArticleCard
              key={article.slug}
              article={article}
              variant="featured"
              eager={i < 3}
              priority={i === 0}
              className="w-[min(384px,calc(100vw-3rem))]"
            />
          ))}
        </Carousel>
      ) : (
        <section aria-label="Featured Stories">
          <Empty />
        </section>
      )}

      {latest.length > 0 ? (
        <Carousel
          title="Latest News"
          step={320}
          phoneList
          className="mt-6 sm:mt-12"
          testId="latest-carousel"
          action={
            <SectionLink to="/all-articles" label="articles">
              View All
            </SectionLink>
          }
        >
          {latest.map((article) => (
            <ArticleCard key={article.slug} article={article} variant="strip" className="w-[304px]" />
          ))}
        </Carousel>
      ) : (
        <section aria-label="Latest News" className="mt-6 sm:mt-12">
          <Empty />
        </section>
      )}

      <AdSlot slotKey="middle" ad={ads.middle} className="my-8 sm:my-12" />

      {widgets.googleNews && <Island name="google-news" props={{ feedUrl: googleNewsUrl }} className="mb-8 sm:mb-12" />}

      {strips.map(({ category, articles }) => (
        <Carousel
          key={category.slug}
          title={category.name}
          step={320}
          phoneList
          className="below-fold category-strip mt-8 sm:mt-12"
          testId={`category-strip-${category.slug}`}
          action={
            <SectionLink to={`/category/${category.slug}`} label={`${category.name} articles`}>
              View More
            </SectionLink>
          }
        >
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} variant="strip" className="w-[304px]" />
          ))}
        </Carousel>
      ))}

      <MostRead entries={mostRead} className="mt-8 sm:mt-12" />

      <AdSlot slotKey="bottom" ad={ads.bottom} className="mt-8 sm:mt-12" />

      {(widgets.svt || widgets.aftonbladet) && (
        <div className="mt-8 grid gap-6 sm:mt-12 md:grid-cols-2" data-testid="feed-widgets">
          {/* A grid container, so that each card still fills its cell's height. */}
          {widgets.svt && <Island name="feed" props={{ source: "svt" }} className="grid" />}
          {widgets.aftonbladet && <Island name="feed" props={{ source: "aftonbladet" }} className="grid" />}
        </div>
      )}
    </div>
  );
}
