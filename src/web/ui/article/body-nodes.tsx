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

/** One node as React elements (children keyed by position: a body's nodes are never reordered). */
function renderNode(node: BodyNode, key?: number, className?: string): ReactNode {
  if (typeof node === "string") return node;
  const element = node as BodyElement;
  if (!TAGS.has(element.t)) return null;
  const props: Record<string, unknown> = { key, className };
  // A link's address is http(s), mailto or relative: the server's renderer allows nothing else, and React
  // itself refuses a javascript: URL.
  for (const name of ATTRIBUTES) props[name] = element[name];
  if (element.t === "img") Object.assign(props, { alt: element.alt ?? "", loading: "lazy", decoding: "async" });
  return createElement(
    element.t,
    props,
    element.c?.map((child, i) => renderNode(child, i)),
  );
}

/** One of a body's blocks (a paragraph, heading, list, quote or figure), rendered as React elements. */
export function BodyBlock({ node }: { node: BodyNode }) {
  // A top-level paragraph keeps the spacing paragraphs have always had.
  return renderNode(node, undefined, typeof node !== "string" && node.t === "p" ? "mb-6" : undefined);
}
