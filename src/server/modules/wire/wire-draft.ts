import type { WireDraft } from "#shared/schemas/wire.js";
import { shortenAtWord } from "#shared/text.js";
import { badRequest, describeError, HttpError, notFound } from "../../http-error.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { TranslationService } from "../translation/translation.service.js";
import { extractArticleText } from "./article-text.js";
import type { WireFetching } from "./wire-fetching.js";
import type { WireRepository } from "./wire.repository.js";
import { alreadyDrafted, ITEM_NOT_FOUND } from "./wire.service.js";

const EXCERPT_LENGTH = 300;
const TITLE_LENGTH = 300;
const SLUG_ATTEMPTS = 3;

export interface WireDraftOptions {
  repo: WireRepository;
  fetching: WireFetching;
  translation: TranslationService;
  articles: ArticlesService;
  /** The category a draft gets when neither the editor nor the source names one. */
  firstCategoryId: () => Promise<number | undefined>;
}

interface DraftRequest {
  itemId: number;
  categoryId: number | null;
  /** The signed-in staff member's name. */
  author: string;
}

/**
 * Makes an unpublished English article from a wire item: the source's article page is read (ADR 0015's
 * fetching rules), its main text extracted and translated paragraph by paragraph; when the page cannot
 * be read or has no article text, the feed's summary is the body and the answer says why.
 */
export function createWireDrafts({ repo, fetching, translation, articles, firstCategoryId }: WireDraftOptions) {
  async function swedishBody(source: Parameters<WireFetching["readArticlePage"]>[0], url: string) {
    try {
      const page = await fetching.readArticlePage(source, url);
      const text = extractArticleText(page.html, page.url);
      if (text) return { paragraphs: text.paragraphs };
      return {
        notice: "The source page has no article text that could be read, so the draft holds the feed's summary.",
      };
    } catch (error) {
      return {
        notice: `The source page could not be read (${describeError(error)}), so the draft holds the feed's summary.`,
      };
    }
  }

  /** Creates the article with a free slug; another article taking the slug meanwhile just means the next one. */
  async function createWithFreeSlug(input: Parameters<ArticlesService["create"]>[0]) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await articles.create({ ...input, slug: await articles.freeSlug(input.title) });
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  return {
    async draft({ itemId, categoryId, author }: DraftRequest): Promise<WireDraft> {
      const item = await repo.findItem(itemId);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      if (item.articleId !== null) throw alreadyDrafted(item.articleId);
      const source = (await repo.findSource(item.sourceId))!;
      const category = categoryId ?? source.categoryId ?? (await firstCategoryId());
      if (category === undefined) throw badRequest("Create a category first: every article needs one");

      const swedish = await swedishBody(source, item.url);
      const paragraphs = swedish.paragraphs
        ? await translation.translateMany(swedish.paragraphs)
        : [item.summary ?? item.title];
      const others = await repo.otherReports(item.id);
      const article = await createWithFreeSlug({
        title: item.title.slice(0, TITLE_LENGTH),
        slug: "",
        excerpt: shortenAtWord(item.summary ?? paragraphs[0]!, EXCERPT_LENGTH),
        body: withOtherReports(paragraphs.join("\n\n"), others),
        author,
        categoryId: category,
        heroImage: null,
        thumbImage: null,
        featured: false,
        published: false,
        publishedAt: null,
        sourceName: source.name,
        sourceUrl: item.url,
      });
      // Two editors at once: the first claim wins, the other's article is removed again.
      if (!(await repo.claimForArticle(item.id, article.id))) {
        await articles.delete(article.id);
        const winner = await repo.findItem(item.id);
        throw alreadyDrafted(winner?.articleId ?? article.id);
      }
      return swedish.paragraphs
        ? { article, bodySource: "page" }
        : { article, bodySource: "summary", notice: swedish.notice };
    },
  };
}
export type WireDrafts = ReturnType<typeof createWireDrafts>;

/**
 * The article credits the source it was made from (sourceName, sourceUrl); the other sources that
 * reported the same story (ADR 0022) are named in a last paragraph readers see, written so it reads
 * the same as plain text and as Markdown.
 */
export function withOtherReports(body: string, others: { name: string; url: string }[]): string {
  if (others.length === 0) return body;
  return `${body}\n\nAlso reported by: ${others.map((o) => `${o.name} (${o.url})`).join(", ")}.`;
}
