import {
  type ComponentProps,
  createElement,
  type FunctionComponent,
  type JSX,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from "react";
import { usePageAssets } from "#web/ui/page-assets.js";
import { type IslandName, islands } from "./registry.js";

/** An island's props: plain JSON (they travel in its container's attribute), no functions or dates. */
type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;

/** The container's attributes that name an island (read by entry.client.tsx). */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_ID_ATTRIBUTE = "data-island-id";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** The `identifierPrefix` of an island's own React root, on the server and in the browser alike. */
export function islandPrefix(id: string): string {
  return `${id}-`;
}

/**
 * The root of every island, on the server and in the browser, so both render the same tree. It reports
 * once, after its island's first commit (hydration done).
 */
export function IslandRoot({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onReady?.();
  }, [onReady]);
  return children;
}

export interface IslandOptions<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  /** The container element (default div): an element the page has anyway, so no wrapper is added. */
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  /** Other attributes of the container (aria-label, data-testid). */
  attributes?: Record<string, string>;
}

/**
 * An interactive part of a reader page (ADR 0021): a container that names its component and carries its
 * props, with the component's server HTML inside. On the server the component is rendered as its own root
 * (renderToString with an identifierPrefix made from the container's id), exactly as the browser's
 * `hydrateRoot` for this container renders it, so `useId` values match and the HTML depends on the props
 * alone. The props go in an attribute: React escapes it like any other, so there is no hand-written
 * escaping and no `</script>` to break out of.
 *
 * Rendered in the browser by React (a staff screen's client navigation into a reader page), there is no
 * server HTML to keep: the component renders in place, live, inside the same container.
 */
export function Island<N extends IslandName>({ name, props, as = "div", className, attributes }: IslandOptions<N>) {
  const id = useId();
  const { renderIsland } = usePageAssets();
  const Component = islands[name] as unknown as FunctionComponent<object>;
  const container = {
    ...attributes,
    className,
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_ID_ATTRIBUTE]: id,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
  };
  if (!renderIsland) return createElement(as, container, createElement(Component, props as object));
  const html = renderIsland(createElement(IslandRoot, null, createElement(Component, props as object)), {
    identifierPrefix: islandPrefix(id),
  });
  return createElement(as, { ...container, dangerouslySetInnerHTML: { __html: html } });
}
