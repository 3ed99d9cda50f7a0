import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { INTERVALS_MS } from "#shared/constants.js";
import { nextAutoScroll } from "./auto-scroll.js";
import { cn } from "#web/ui/cn.js";
import { usePrefersReducedMotion } from "../../lib/site.js";
import { Tip, TipGroup } from "../../components/tip.js";
import { Icon } from "#web/ui/icon.js";

interface Props {
  title: string;
  /** Pixels per automatic or arrow step: 400 featured, 320 strips (SPEC 9). */
  step: number;
  /** A link beside the heading (View All, View More). */
  action?: ReactNode;
  children: ReactNode[];
  className?: string;
  testId?: string;
}

/**
 * A horizontal story strip. It scrolls itself every 2 s and turns back near either end; an arrow
 * click pauses that for 5 s; hovering, keyboard focus inside, the pause button, a hidden tab or a
 * reduced-motion preference stop it. Arrows, pause and every story link are keyboard operable.
 */
export function Carousel({ title, step, action, children, className, testId }: Props) {
  const headingId = useId();
  const listId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const direction = useRef<1 | -1>(1);
  const pausedUntil = useRef(0);
  const hovering = useRef(false);
  const focused = useRef(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion || stopped) return;
    const timer = window.setInterval(() => {
      const el = scroller.current;
      if (!el || document.hidden || hovering.current || focused.current || Date.now() < pausedUntil.current) return;
      const next = nextAutoScroll(el, direction.current, step);
      if (!next) return;
      direction.current = next.direction;
      el.scrollTo({ left: next.left, behavior: "smooth" });
    }, INTERVALS_MS.carousel);
    return () => window.clearInterval(timer);
  }, [reducedMotion, stopped, step]);

  const arrow = useCallback(
    (dir: 1 | -1) => {
      pausedUntil.current = Date.now() + INTERVALS_MS.carouselPause;
      direction.current = dir;
      scroller.current?.scrollBy({ left: dir * step, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [step, reducedMotion],
  );

  return (
    <section aria-labelledby={headingId} className={cn("min-w-0", className)} data-testid={testId}>
      <div className="carousel-head">
        <div className="carousel-lead">
          <h2 id={headingId} className="carousel-title">
            {title}
          </h2>
          {action}
        </div>
        <div className="carousel-controls">
          <TipGroup>
            {!reducedMotion && (
              <Tip label={stopped ? "Resume auto-scroll" : "Pause auto-scroll"}>
                <button
                  type="button"
                  className="icon-button hidden sm:inline-flex"
                  aria-label={stopped ? `Resume auto-scroll of ${title}` : `Pause auto-scroll of ${title}`}
                  aria-pressed={stopped}
                  onClick={() => setStopped((s) => !s)}
                >
                  <Icon name={stopped ? "play" : "pause"} className="h-4 w-4" />
                </button>
              </Tip>
            )}
            <Tip label="Previous">
              <button
                type="button"
                className="icon-button"
                aria-label={`Previous ${title}`}
                aria-controls={listId}
                onClick={() => arrow(-1)}
              >
                <Icon name="chevron-left" className="h-5 w-5" />
              </button>
            </Tip>
            <Tip label="Next">
              <button
                type="button"
                className="icon-button"
                aria-label={`Next ${title}`}
                aria-controls={listId}
                onClick={() => arrow(1)}
              >
                <Icon name="chevron-right" className="h-5 w-5" />
              </button>
            </Tip>
          </TipGroup>
        </div>
      </div>
      <ul
        id={listId}
        ref={scroller}
        className="carousel-track"
        onMouseEnter={() => {
          hovering.current = true;
        }}
        onMouseLeave={() => {
          hovering.current = false;
        }}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = false;
        }}
      >
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the children are rendered in a fixed order by the caller
          <li key={i}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
