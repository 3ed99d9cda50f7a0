// The pre-built module: on the server the same, in the browser it needs no namespace helper in the runtime
// chunk that every reader page loads (the source build does, for its `import * as` of its parts).
import markdownIt, { type MarkdownIt, type Token } from "markdown-it/browser";

/**
 * An article's body as a tree of a few safe elements, for React to render (never as an HTML string):
 * `"text"` bodies are paragraphs split on blank lines, with their line breaks and bare http(s) links;
 * `"markdown"` bodies are a small subset (paragraphs, `##`/`###` headings, bold, italic, links, bulleted
 * and numbered lists, block quotes and images the caller allows). Raw HTML is never passed through: it
 * stays text. A link's address is http(s), mailto or relative, or the link stays text.
 */
export type BodyFormat = "text" | "markdown";

export type BodyTag =
  | "p"
  | "h2"
  | "h3"
  | "ul"
  | "ol"
  | "li"
  | "blockquote"
  | "figure"
  | "figcaption"
  | "strong"
  | "em"
  | "a"
  | "br"
  | "img";

/** An element: its tag, its children and, for a, img and ol, the few attributes they may carry. */
export interface BodyElement {
  t: BodyTag;
  c?: BodyNode[];
  /** a */
  href?: string;
  /** img */
  src?: string;
  alt?: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** ol: the first item's number, when not 1 */
  start?: number;
}
export type BodyNode = string | BodyElement;

/** What the caller says of an image: its attributes, or null when it may not be shown (then its alt text is). */
export type ImageAttributes = Pick<BodyElement, "src" | "srcSet" | "sizes" | "width" | "height">;
export interface BodyOptions {
  image?: (src: string) => ImageAttributes | null;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

/**
 * Whether a link address may be used: http(s), mailto, or relative (a path, a query or a fragment).
 * Control characters and spaces are dropped before the scheme is read, as browsers drop them.
 */
export function isSafeLinkUrl(url: string): boolean {
  const squeezed = url.replace(/[\p{Cc} ]/gu, "");
  const scheme = SCHEME.exec(squeezed)?.[1];
  if (scheme) return ALLOWED_SCHEMES.has(scheme.toLowerCase());
  // No scheme: relative. A colon before the first slash would make a browser read a scheme after all.
  return !/^[^/?#]*:/.test(squeezed);
}

const MAX_NESTING = 20;

function createMarkdown(): MarkdownIt {
  const md = markdownIt("zero", { html: false, linkify: true, breaks: true, typographer: false });
  md.set({ maxNesting: MAX_NESTING });
  md.enable(["heading", "list", "blockquote", "emphasis", "link", "image", "newline", "escape"]);
  md.enable(["linkify", "autolink", "entity"]);
  // Bare links need their scheme: "svt.se" in a sentence stays text, and ftp: and "//host" are not linked.
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  md.linkify.add("ftp:", null).add("//", null);
  md.validateLink = isSafeLinkUrl;
  return md;
}

let markdown: MarkdownIt | undefined;
const md = () => {
  markdown ??= createMarkdown();
  return markdown;
};

/** Paragraphs split on blank lines (the spec's rule for plain bodies), trimmed, empty ones left out. */
const paragraphsOf = (body: string) => body.split(/\r?\n\s*\r?\n/).flatMap((p) => p.trim() || []);

/** A line's bare http(s) and mailto links as links, the rest as text. */
function linkedText(line: string): BodyNode[] {
  const matches = md().linkify.match(line) ?? [];
  const nodes: BodyNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (!isSafeLinkUrl(match.url)) continue;
    if (match.index > at) nodes.push(line.slice(at, match.index));
    nodes.push({ t: "a", href: match.url, c: [match.text] });
    at = match.lastIndex;
  }
  if (at < line.length) nodes.push(line.slice(at));
  return nodes;
}

/** A plain paragraph: its single line breaks kept as line breaks, its bare links as links. */
function textParagraph(paragraph: string): BodyElement {
  const children: BodyNode[] = [];
  paragraph.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) children.push({ t: "br" });
    children.push(...linkedText(line));
  });
  return { t: "p", c: children };
}

/** The heading levels a body may use: the page's title is its only h1, and two levels are enough. */
const headingTag = (tag: string): BodyTag => (tag === "h1" || tag === "h2" ? "h2" : "h3");

/** Inline tokens as plain text (an image's alt), read with an explicit stack: a body's nesting is the writer's. */
function inlineText(tokens: Token[] | null): string {
  let text = "";
  const pending = [...(tokens ?? [])].reverse();
  for (let token = pending.pop(); token; token = pending.pop()) {
    if (token.type === "softbreak" || token.type === "hardbreak") text += " ";
    else if (token.children) for (let i = token.children.length - 1; i >= 0; i--) pending.push(token.children[i]!);
    else text += token.content;
  }
  return text;
}

/** Adds nodes one by one: `push(...nodes)` passes each as an argument, and 65,000 lines are too many. */
function append(target: BodyNode[], nodes: BodyNode[]): void {
  for (const node of nodes) target.push(node);
}

function imageElement(token: Token, options: BodyOptions): BodyElement | string {
  const alt = inlineText(token.children);
  const allowed = options.image?.(String(token.attrGet("src") ?? "")) ?? null;
  return allowed ? { t: "img", ...allowed, alt } : alt;
}

/**
 * Inline tokens (text, emphasis, links, breaks, images) as nodes. Markdown-it nests emphasis as deep as
 * the writer does (`*` 20,000 times around a word); past MAX_NESTING an emphasis or link adds no element
 * and its words join the one around it, so the tree stays shallow for whatever walks it next (JSON, the
 * page's data, React), as block nesting is by markdown-it's own maxNesting.
 */
function inlineNodes(tokens: Token[], options: BodyOptions): BodyNode[] {
  const root: BodyElement = { t: "p", c: [] };
  const stack: BodyElement[] = [root];
  // One entry per open emphasis or link: whether it added an element, so that its close pops only then.
  const opened: boolean[] = [];
  const add = (node: BodyNode) => {
    const top = stack[stack.length - 1]!;
    const last = top.c!.at(-1);
    // Adjacent text is one string: fewer nodes to send and to render.
    if (typeof node === "string" && typeof last === "string") top.c![top.c!.length - 1] = last + node;
    else if (node !== "") top.c!.push(node);
  };
  const open = (element: BodyElement) => {
    const deepEnough = stack.length > MAX_NESTING;
    opened.push(!deepEnough);
    if (deepEnough) return;
    add(element);
    stack.push(element);
  };
  for (const token of tokens) {
    switch (token.type) {
      case "text":
        add(token.content);
        break;
      case "softbreak":
      case "hardbreak":
        add({ t: "br" });
        break;
      case "strong_open":
        open({ t: "strong", c: [] });
        break;
      case "em_open":
        open({ t: "em", c: [] });
        break;
      case "link_open":
        open({ t: "a", href: String(token.attrGet("href") ?? ""), c: [] });
        break;
      case "strong_close":
      case "em_close":
      case "link_close":
        if (opened.pop()) stack.pop();
        break;
      case "image":
        add(imageElement(token, options));
        break;
      default:
        add(token.content);
    }
  }
  return root.c!;
}

/** A paragraph that is one allowed image and nothing else: a figure, its title as the caption. */
function figureOf(inline: Token, options: BodyOptions): BodyElement | undefined {
  const children = (inline.children ?? []).filter((t) => !(t.type === "text" && t.content.trim() === ""));
  const image = children.length === 1 && children[0]!.type === "image" ? children[0]! : undefined;
  if (!image) return undefined;
  const img = imageElement(image, options);
  if (typeof img === "string") return undefined;
  const caption = String(image.attrGet("title") ?? "").trim();
  return { t: "figure", c: caption ? [img, { t: "figcaption", c: [caption] }] : [img] };
}

/** Block tokens as a tree; paragraphs hidden by tight lists give their inline content directly. */
function blockNodes(tokens: Token[], options: BodyOptions): BodyNode[] {
  const root: BodyElement = { t: "p", c: [] };
  const stack: BodyElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === "inline") {
      append(top().c!, inlineNodes(token.children ?? [], options));
    } else if (token.type === "paragraph_open") {
      const inline = tokens[i + 1];
      const figure = inline?.type === "inline" ? figureOf(inline, options) : undefined;
      if (figure) {
        top().c!.push(figure);
        i += 2; // the inline and the paragraph's close
      } else if (!token.hidden) {
        const p: BodyElement = { t: "p", c: [] };
        top().c!.push(p);
        stack.push(p);
      }
    } else if (token.nesting === 1) {
      const element: BodyElement = {
        t: token.type === "heading_open" ? headingTag(token.tag) : (token.tag as BodyTag),
        c: [],
      };
      const start = Number(token.attrGet("start") ?? 1);
      if (token.type === "ordered_list_open" && Number.isSafeInteger(start) && start !== 1) element.start = start;
      top().c!.push(element);
      stack.push(element);
    } else if (token.nesting === -1 && !token.hidden && stack.length > 1) {
      stack.pop();
    }
  }
  return root.c!;
}

/** The text of a node without children of its own, or undefined for an element whose children hold it. */
function leafText(node: BodyNode): string | undefined {
  if (typeof node === "string") return node;
  if (node.t === "br") return "\n";
  if (node.t === "img") return node.alt ?? "";
  return undefined;
}

/** Blocks of blocks: their children's texts go on lines of their own. */
const LINE_PER_CHILD = new Set<BodyTag>(["ul", "ol", "blockquote", "figure"]);

/**
 * A node's words, without markup: for reading time and summaries. Walked with an explicit stack, not
 * recursion, so that no tree (whoever built it) can overflow the call stack.
 */
export function nodeText(node: BodyNode): string {
  const leaf = leafText(node);
  if (leaf !== undefined) return leaf;
  // Each open element with the texts of the children read so far.
  const stack = [{ element: node as BodyElement, read: 0, texts: [] as string[] }];
  for (;;) {
    const frame = stack[stack.length - 1]!;
    const children = frame.element.c ?? [];
    if (frame.read < children.length) {
      const child = children[frame.read++]!;
      const text = leafText(child);
      if (text !== undefined) frame.texts.push(text);
      else stack.push({ element: child as BodyElement, read: 0, texts: [] });
      continue;
    }
    const text = frame.texts.join(LINE_PER_CHILD.has(frame.element.t) ? "\n" : "");
    stack.pop();
    const parent = stack[stack.length - 1];
    if (!parent) return text;
    parent.texts.push(text);
  }
}

/** Words are counted as the spec counts them: runs of non-space characters. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A body parsed once: the image addresses it names (allowed or not, for checking or looking them up
 * before it is rendered) and its rendering. Plain bodies name no images.
 */
export function parseBody(body: string, format: BodyFormat) {
  const tokens = format === "markdown" ? md().parse(body, {}) : null;
  return {
    imageSources(): string[] {
      return this.images().map((image) => image.src);
    },

    /** The body's images in document order, each with its alt text as readers get it ("" when none). */
    images(): { src: string; alt: string }[] {
      const images: { src: string; alt: string }[] = [];
      // Depth first in document order, with an explicit stack rather than recursion (see nodeText).
      const pending = [...(tokens ?? [])].reverse();
      for (let token = pending.pop(); token; token = pending.pop()) {
        if (token.type === "image")
          images.push({ src: String(token.attrGet("src") ?? ""), alt: inlineText(token.children) });
        for (let i = (token.children?.length ?? 0) - 1; i >= 0; i--) pending.push(token.children![i]!);
      }
      return images;
    },

    /**
     * The body's blocks (each top-level paragraph, heading, list, quote or figure is one), with the number
     * of words a reader reads (the text without markup or link addresses) and its first block's words, for
     * a description when there is no excerpt.
     */
    render(options: BodyOptions = {}) {
      const blocks = tokens ? blockNodes(tokens, options) : paragraphsOf(body).map(textParagraph);
      const texts = blocks.map(nodeText);
      return {
        blocks,
        words: texts.reduce((sum, text) => sum + wordCount(text), 0),
        summary:
          texts
            .find((text) => text.trim())
            ?.replace(/\s+/g, " ")
            .trim() ?? "",
      };
    },
  };
}

/** The body's blocks, words and summary (see `parseBody`). */
export const renderBody = (body: string, format: BodyFormat, options: BodyOptions = {}) =>
  parseBody(body, format).render(options);

/** Every image address a Markdown body names, allowed or not (for checking them before a save). */
export const imageSources = (body: string, format: BodyFormat) => parseBody(body, format).imageSources();
