import type { WireDraft } from "#shared/schemas/wire.js";
import { shortenAtWord } from "#shared/text.js";
import { badRequest, describeError, HttpError, notFound } from "../../http-error.js";
import type { ArticlesService } from "../articles/articles.service.js";
import type { SourceMemoryMark } from "../../db/schema.js";
import { MEMORY_ENGINE, type MemoryService } from "../translation-memory/memory.service.js";
import type { TranslationService } from "../translation/translation.service.js";
import type { ArticleSources } from "./article-sources.js";
import { extractArticleText } from "./article-text.js";
import type { SuggestCategory } from "./category-suggestion.js";
import { type DraftBlock, escapeMarkdown, leadExcerpt, markdownBody, withoutRepeatedTitle } from "./draft-body.js";
import type { WireFetching } from "./wire-fetching.js";
import type { WireRepository } from "./wire.repository.js";
import { alreadyDrafted, ITEM_NOT_FOUND, storyDrafted } from "./wire.service.js";

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
  /** The category whose published articles are most like a text, and why (null when none is like it). */
  suggestCategory: SuggestCategory;
  /** Where each draft's Swedish source is kept for the editor. */
  sources: ArticleSources;
  /** The translation memory (issue 43): a segment remembered is taken before any engine. */
  memory?: Pick<MemoryService, "recall">;
}

/** Said when no published article is like a draft and no one named its category. */
export const FIRST_CATEGORY_REASON = "No published article is like it yet, so it is in the first category";

interface DraftRequest {
  itemId: number;
  categoryId: number | null;
  /** The signed-in staff member's name. */
  author: string;
}

/**
 * Makes an unpublished English article from a wire item: the source's article page is read (ADR 0015's
 * fetching rules), its main text extracted and translated paragraph by paragraph; when the page cannot
 * be read or has no article text, the feed's summary is the body and the answer says why. The body is
 * Markdown (subheadings as `##`, the text escaped to read as written), without the title repeated at its
 * start; the excerpt is the lead. With no category named by the editor or the source, the one whose
 * published articles are most like the text is chosen, and the answer says why. The Swedish blocks and
 * their translations are kept with the article (`sources`) for the editor's side-by-side view.
 */
export function createWireDrafts(options: WireDraftOptions) {
  const { repo, fetching, translation, articles, firstCategoryId, suggestCategory, sources, memory } = options;

  /**
   * The English of each Swedish block, in order: the memory's where it remembers the segment (marked, for
   * the editor's source panel), the engine's for the rest (translated together, each with its neighbours).
   */
  async function translateBlocks(texts: string[], recalled: Awaited<ReturnType<MemoryService["recall"]>>) {
    const asked = texts.filter((text) => !recalled.has(text));
    const answers = await translation.translateMany(asked);
    const byText = new Map(asked.map((text, i) => [text, answers[i]!]));
    return texts.map((text) => {
      const remembered = recalled.get(text);
      if (!remembered) return { english: byText.get(text)!, engine: translation.providerName };
      const { english, ...memoryMark } = remembered;
      return { english, engine: MEMORY_ENGINE, memory: memoryMark };
    });
  }
  async function swedishBody(source: Parameters<WireFetching["readArticlePage"]>[0], url: string) {
    try {
      const page = await fetching.readArticlePage(source, url);
      const text = extractArticleText(page.html, page.url);
      if (text) return { blocks: text.blocks };
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
      const story = await repo.storyMembers([item.storyId ?? item.id]);
      const storyArticle = story.find((member) => member.articleId !== null)?.articleId;
      if (storyArticle) throw storyDrafted(storyArticle);
      const source = (await repo.findSource(item.sourceId))!;
      const named = categoryId ?? source.categoryId;
      const first = named ?? (await firstCategoryId());
      if (first === undefined) throw badRequest("Create a category first: every article needs one");

      const swedish = await swedishBody(source, item.url);
      const recalled = memory
        ? await memory.recall([item.originalTitle, ...(swedish.blocks ?? []).map((block) => block.text)])
        : new Map();
      const { english: rememberedTitle, ...titleMemory } = recalled.get(item.originalTitle) ?? {};
      const title = { swedish: item.originalTitle, english: rememberedTitle ?? item.title };
      let blocks: DraftBlock[] = [];
      if (swedish.blocks) {
        const english = await translateBlocks(
          swedish.blocks.map((block) => block.text),
          recalled,
        );
        const pairs = swedish.blocks.map((block, i) => ({ kind: block.kind, swedish: block.text, ...english[i]! }));
        blocks = withoutRepeatedTitle(pairs, title);
      }
      const fromPage = blocks.length > 0;
      if (!fromPage) {
        blocks = [
          {
            kind: "paragraph",
            swedish: item.originalSummary ?? item.originalTitle,
            english: item.summary ?? item.title,
          },
        ];
      }
      const english = blocks.map((block) => ({ kind: block.kind, text: block.english }));
      const categorySuggestion =
        categoryId !== null
          ? undefined
          : source.categoryId !== null
            ? { categoryId: source.categoryId, reason: `The default category of ${source.name}` }
            : ((await suggestCategory(english.map((block) => block.text).join("\n"), title.english)) ?? {
                categoryId: first,
                reason: FIRST_CATEGORY_REASON,
              });
      const others = await repo.otherReports(item.id);
      const article = await createWithFreeSlug({
        title: title.english.slice(0, TITLE_LENGTH),
        slug: "",
        excerpt: fromPage
          ? leadExcerpt(english, EXCERPT_LENGTH)
          : shortenAtWord(item.summary ?? item.title, EXCERPT_LENGTH),
        body: withOtherReports(markdownBody(english), others),
        bodyFormat: "markdown",
        author,
        categoryId: categorySuggestion?.categoryId ?? first,
        heroImage: null,
        thumbImage: null,
        featured: false,
        published: false,
        publishedAt: null,
        sourceName: source.name,
        sourceUrl: item.url,
      });
      await sources.save({
        articleId: article.id,
        sourceUrl: item.url,
        swedishTitle: item.originalTitle,
        englishTitle: title.english,
        titleMemory: rememberedTitle === undefined ? null : (titleMemory as SourceMemoryMark),
        blocks,
        categoryReason: categorySuggestion?.reason ?? null,
      });
      // Two editors at once: the first claim wins, the other's article is removed again.
      if (!(await repo.claimForArticle(item.id, article.id))) {
        await articles.delete(article.id);
        const winner = await repo.findItem(item.id);
        throw alreadyDrafted(winner?.articleId ?? article.id);
      }
      const because = categorySuggestion ? { categorySuggestion } : {};
      return fromPage
        ? { article, bodySource: "page", ...because }
        : {
            article,
            bodySource: "summary",
            notice:
              swedish.notice ??
              "The source page's text only repeated the title, so the draft holds the feed's summary.",
            ...because,
          };
    },
  };
}
export type WireDrafts = ReturnType<typeof createWireDrafts>;

/**
 * The article credits the source it was made from (sourceName, sourceUrl); the other sources that
 * reported the same story (ADR 0022) are named in a last paragraph readers see, each a Markdown link
 * (desk drafts are Markdown; the name is escaped, and brackets in the address encoded).
 */
export function withOtherReports(body: string, others: { name: string; url: string }[]): string {
  if (others.length === 0) return body;
  const link = (o: { name: string; url: string }) =>
    `[${escapeMarkdown(o.name)}](${o.url.replace(/[()\s]/g, encodeURIComponent)})`;
  return `${body}\n\nAlso reported by: ${others.map(link).join(", ")}.`;
}
