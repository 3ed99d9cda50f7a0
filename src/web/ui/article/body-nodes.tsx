import type { BodyElement, BodyNode } from "article-markup";
import { createElement, Fragment, type ReactNode } from "react";

/** The elements a body may contain besides links, images and line breaks; any other tag is not rendered. */
const CONTAINERS = new Set(["p", "h2", "h3", "ul", "ol", "li", "blockquote", "figure", "figcaption", "strong", "em"]);

/**
 * A link address once more, as the renderer's last word: http(s), mailto or relative. The server's
 * renderer already allows nothing else (packages/article-markup); this keeps a tree from elsewhere safe.
 */
const safeHref = (href = "") =>
  /^(?:https?:|mailto:)/i.test(href) || !/^[^/?#]*:/.test(href.replace(/[\p{Cc} ]/gu, "")) ? href : undefined;

const children = (nodes: BodyNode[] = []) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: a body's nodes are positional and never reordered
  nodes.map((node, i) => <Fragment key={i}>{renderNode(node)}</Fragment>);

function renderNode(node: BodyNode, className?: string): ReactNode {
  if (typeof node === "string") return node;
  const element = node as BodyElement;
  switch (element.t) {
    case "br":
      return <br />;
    case "a":
      return <a href={safeHref(element.href)}>{children(element.c)}</a>;
    case "img":
      return (
        <img
          src={element.src}
          srcSet={element.srcSet}
          sizes={element.sizes}
          width={element.width}
          height={element.height}
          alt={element.alt ?? ""}
          loading="lazy"
          decoding="async"
        />
      );
    case "ol":
      return <ol start={element.start}>{children(element.c)}</ol>;
    default:
      return CONTAINERS.has(element.t) ? createElement(element.t, { className }, children(element.c)) : null;
  }
}

/** One of a body's blocks (a paragraph, heading, list, quote or figure), rendered as React elements. */
export function BodyBlock({ node }: { node: BodyNode }) {
  // A top-level paragraph keeps the spacing paragraphs have always had.
  return renderNode(node, typeof node !== "string" && node.t === "p" ? "mb-6" : undefined);
}
