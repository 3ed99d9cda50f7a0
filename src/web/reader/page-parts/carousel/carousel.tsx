import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { INTERVALS_MS } from "#shared/constants.js";
import { nextAutoScroll } from "./auto-scroll.js";
import { cn } from "#web/ui/cn.js";
import { usePrefersReducedMotion } from "../../lib/site.js";
import { Tip, TipGroup } from "../../components/tip.js";
import { Icon } from "#web/ui/icon.js";
import { useMotionHold } from "../../lib/motion-hold.js";

interface Props {
  title: string;
  /** Pixels per automatic or arrow step: 400 featured, 320 strips (SPEC 9). */
  step: number;
  /** A link beside the heading (View All, View More). */
  action?: ReactNode;
  /**
   * On phones, show the stories as a list of compact rows instead of a sideways strip (app.css): nothing
   * to swipe, nothing moving. From 640 px on it is a carousel like any other.
   */
  phoneList?: boolean;
  children: ReactNode[];
  className?: string;
  testId?: string;
}

/**
 * A horizontal story strip. It scrolls itself every 2 s and turns back near either end; an arrow click
 * pauses that for 5 s. It stands still while a mouse is over it, while a finger or pen is on it (and 5 s
 * after), while keyboard focus is inside it and while the tab is hidden. Its Pause / Play button, shown at
 * every width, stops or starts it for good; for readers who prefer reduced motion it starts stopped, and
 * they may start it. Arrows, Pause / Play and every story link are keyboard operable.
 */
export function Carousel({ title, step, action, phoneList, children, className, testId }: Props) {
  const headingId = useId();
  const listId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const direction = useRef<1 | -1>(1);
  const reducedMotion = usePrefersReducedMotion();
  // The reader's own choice wins over the motion preference once made.
  const [choice, setChoice] = useState<boolean | null>(null);
  const running = choice ?? !reducedMotion;
  const hold = useMotionHold<HTMLElement>();

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const el = scroller.current;
      if (!el || hold.held()) return;
      const next = nextAutoScroll(el, direction.current, step);
      if (!next) return;
      direction.current = next.direction;
      el.scrollTo({ left: next.left, behavior: reducedMotion ? "auto" : "smooth" });
    }, INTERVALS_MS.carousel);
    return () => window.clearInterval(timer);
  }, [running, step, reducedMotion, hold]);

  const arrow = useCallback(
    (dir: 1 | -1) => {
      hold.pauseFor(INTERVALS_MS.carouselPause);
      direction.current = dir;
      scroller.current?.scrollBy({ left: dir * step, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [step, reducedMotion, hold],
  );

  const toggleLabel = running ? "Pause auto-scroll" : "Play auto-scroll";
  return (
    <section
      aria-labelledby={headingId}
      className={cn("min-w-0", phoneList && "carousel-phone-list", className)}
      data-testid={testId}
      {...hold.handlers}
    >
      <div className="carousel-head">
        <div className="carousel-lead">
          <h2 id={headingId} className="carousel-title">
            {title}
          </h2>
          {action}
        </div>
        <div className="carousel-controls">
          <TipGroup>
            <Tip label={toggleLabel}>
              <button
                type="button"
                className="icon-button"
                aria-label={`${toggleLabel} of ${title}`}
                aria-controls={listId}
                data-motion-toggle={running ? "pause" : "play"}
                onClick={() => setChoice(!running)}
              >
                <Icon name={running ? "pause" : "play"} className="h-4 w-4" />
              </button>
            </Tip>
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
      <ul id={listId} ref={scroller} className="carousel-track">
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the children are rendered in a fixed order by the caller
          <li key={i}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
