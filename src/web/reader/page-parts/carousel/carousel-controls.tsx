import { useCallback, useEffect, useRef, useState } from "react";
import { INTERVALS_MS } from "#shared/constants.js";
import { Icon } from "#web/ui/icon.js";
import { Tip, TipGroup } from "../../components/tip.js";
import { useMotionHold } from "../../lib/motion-hold.js";
import { usePrefersReducedMotion } from "../../lib/site.js";
import { nextAutoScroll } from "./auto-scroll.js";

export interface CarouselControlsProps {
  /** The carousel's heading, named in each control's label. */
  title: string;
  /** Pixels per automatic or arrow step: 400 featured, 320 strips (SPEC 9). */
  step: number;
  /** The id of the carousel's list of stories (server-rendered, static). */
  listId: string;
}

/**
 * A carousel's moving part: Pause / Play, Previous, Next and the 2 s auto-scroll. It drives the story list
 * it is given by id and holds still by the rules of `useMotionHold` on the whole carousel (the `<section>`
 * around it), so the cards themselves stay plain server HTML.
 */
export function CarouselControls({ title, step, listId }: CarouselControlsProps) {
  const direction = useRef<1 | -1>(1);
  const reducedMotion = usePrefersReducedMotion();
  // The reader's own choice wins over the motion preference once made.
  const [choice, setChoice] = useState<boolean | null>(null);
  const running = choice ?? !reducedMotion;
  const hold = useMotionHold<HTMLElement>();

  const list = useCallback(() => document.getElementById(listId), [listId]);

  useEffect(() => {
    const section = list()?.closest("section");
    return section ? hold.attach(section) : undefined;
  }, [hold, list]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const el = list();
      if (!el || hold.held()) return;
      const next = nextAutoScroll(el, direction.current, step);
      if (!next) return;
      direction.current = next.direction;
      el.scrollTo({ left: next.left, behavior: reducedMotion ? "auto" : "smooth" });
    }, INTERVALS_MS.carousel);
    return () => window.clearInterval(timer);
  }, [running, step, reducedMotion, hold, list]);

  const arrow = (dir: 1 | -1) => {
    hold.pauseFor(INTERVALS_MS.carouselPause);
    direction.current = dir;
    list()?.scrollBy({ left: dir * step, behavior: reducedMotion ? "auto" : "smooth" });
  };

  const toggleLabel = running ? "Pause auto-scroll" : "Play auto-scroll";
  return (
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
  );
}
