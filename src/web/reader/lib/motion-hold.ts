import type { PointerEvent as ReactPointerEvent } from "react";
import { useMemo, useRef } from "react";
import { INTERVALS_MS } from "#shared/constants.js";

export interface MotionHold<T extends HTMLElement> {
  /** Whether something moving by itself (a carousel, the ticker) should stand still at this tick. */
  held(): boolean;
  /** Stand still for `ms` from now (a carousel's arrow click). */
  pauseFor(ms: number): void;
  /** For the moving part's outer element. */
  handlers: {
    ref: (el: T | null) => void;
    onPointerEnter: (event: ReactPointerEvent) => void;
    onPointerLeave: (event: ReactPointerEvent) => void;
    onPointerDown: (event: ReactPointerEvent) => void;
    onPointerUp: (event: ReactPointerEvent) => void;
    onPointerCancel: (event: ReactPointerEvent) => void;
    onTouchEnd: () => void;
    onTouchCancel: () => void;
  };
}

/**
 * When self-moving content holds still (WCAG 2.2.2): while a mouse is over it; while a finger or pen is on
 * it and for 5 s after it lifts (a phone has no hover: a tap or swipe is how its reader says "wait"); while
 * keyboard focus is inside it; while the tab is hidden. A mouse's stray hover after a tap is not counted: on
 * a touch screen the emulated one would stay until the next tap elsewhere. Refs only: holding still never
 * re-renders anything.
 */
export function useMotionHold<T extends HTMLElement>(): MotionHold<T> {
  const state = useRef({ box: null as T | null, hovering: false, touching: false, until: 0 });
  return useMemo(() => {
    const s = state.current;
    const lift = () => {
      if (!s.touching) return;
      s.touching = false;
      s.until = Math.max(s.until, Date.now() + INTERVALS_MS.carouselPause);
    };
    return {
      held() {
        if (document.hidden || s.hovering || s.touching || Date.now() < s.until) return true;
        const active = document.activeElement;
        // Keyboard focus only: a button clicked with a mouse keeps focus too, and would never let go.
        return Boolean(s.box && active && s.box.contains(active) && active.matches(":focus-visible"));
      },
      pauseFor(ms) {
        s.until = Math.max(s.until, Date.now() + ms);
      },
      handlers: {
        ref: (el) => {
          s.box = el;
        },
        onPointerEnter: (event) => {
          if (event.pointerType === "mouse") s.hovering = true;
        },
        onPointerLeave: (event) => {
          if (event.pointerType === "mouse") s.hovering = false;
        },
        onPointerDown: (event) => {
          if (event.pointerType !== "mouse") s.touching = true;
        },
        onPointerUp: (event) => {
          if (event.pointerType !== "mouse") lift();
        },
        // A finger that starts to swipe cancels its pointer, yet it is still on the screen: its touchend says
        // when it lifts.
        onPointerCancel: (event) => {
          if (event.pointerType === "pen") lift();
        },
        onTouchEnd: lift,
        onTouchCancel: lift,
      },
    };
  }, []);
}
