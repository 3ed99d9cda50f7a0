import type { BodyElement, BodyNode } from "article-markup";
import { createElement, type ReactNode } from "react";

/** The elements a body may contain (packages/article-markup); any other tag is not rendered. */
const TAGS = new Set([
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "blockquote",
  "figure",
  "figcaption",
  "strong",
  "em",
  "a",
  "br",
  "img",
]);
/** The attributes they may carry: a link's address, a picture's, and a numbered list's first number. */
const ATTRIBUTES = ["href", "src", "srcSet", "sizes", "width", "height", "alt", "start"] as const;

/** An element and its children rendered so far, while the tree is walked. */
interface Frame {
  element: BodyElement;
  key?: number;
  className?: string;
  read: number;
  children: ReactNode[];
}

/** A frame's element as a React element, its children rendered (keyed by position: never reordered). */
function toReactElement({ element, key, className, children }: Frame): ReactNode {
  if (!TAGS.has(element.t)) return null;
  const props: Record<string, unknown> = { key, className };
  // A link's address is http(s), mailto or relative: the server's renderer allows nothing else, and React
  // itself refuses a javascript: URL.
  for (const name of ATTRIBUTES) props[name] = element[name];
  if (element.t === "img") Object.assign(props, { alt: element.alt ?? "", loading: "lazy", decoding: "async" });
  // No children at all (not an empty list) for br and img, which may not have any.
  return createElement(element.t, props, element.c ? children : undefined);
}

/**
 * One node as React elements, walked with an explicit stack rather than recursion: the tree comes as data
 * (a page's JSON), and a deep one must not overflow the call stack (React's own rendering copes with depth).
 */
function renderNode(node: BodyNode, className?: string): ReactNode {
  if (typeof node === "string") return node;
  const stack: Frame[] = [{ element: node, className, read: 0, children: [] }];
  for (;;) {
    const frame = stack[stack.length - 1]!;
    const children = frame.element.c ?? [];
    // An element that is not rendered keeps its children unread.
    if (TAGS.has(frame.element.t) && frame.read < children.length) {
      const key = frame.read++;
      const child = children[key]!;
      if (typeof child === "string") frame.children.push(child);
      else stack.push({ element: child, key, read: 0, children: [] });
      continue;
    }
    stack.pop();
    const rendered = toReactElement(frame);
    const parent = stack[stack.length - 1];
    if (!parent) return rendered;
    parent.children.push(rendered);
  }
}

/** One of a body's blocks (a paragraph, heading, list, quote or figure), rendered as React elements. */
export function BodyBlock({ node }: { node: BodyNode }) {
  // A top-level paragraph keeps the spacing paragraphs have always had.
  return renderNode(node, typeof node !== "string" && node.t === "p" ? "mb-6" : undefined);
}
