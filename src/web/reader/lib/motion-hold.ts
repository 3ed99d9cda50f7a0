import type { PointerEvent as ReactPointerEvent } from "react";
import { useMemo, useRef } from "react";
import { INTERVALS_MS } from "#shared/constants.js";

export interface MotionHold<T extends HTMLElement> {
  /** Whether something moving by itself (a carousel, the ticker) should stand still at this tick. */
  held(): boolean;
  /** Stand still for `ms` from now (a carousel's arrow click). */
  pauseFor(ms: number): void;
  /** For the moving part's outer element, when this component renders it. */
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
  /**
   * The same rules for an outer element this component does not render (an island's container sits inside
   * it): native listeners on `el`, removed by the function it returns.
   */
  attach(el: T): () => void;
}

/** The rules, apart from React: what `useMotionHold` keeps in a ref. */
export function createMotionHold<T extends HTMLElement>(): MotionHold<T> {
  const s = { box: null as T | null, hovering: false, touching: false, until: 0 };
  const lift = () => {
    if (!s.touching) return;
    s.touching = false;
    s.until = Math.max(s.until, Date.now() + INTERVALS_MS.carouselPause);
  };
  const enter = (event: { pointerType: string }) => {
    if (event.pointerType === "mouse") s.hovering = true;
  };
  const leave = (event: { pointerType: string }) => {
    if (event.pointerType === "mouse") s.hovering = false;
  };
  const down = (event: { pointerType: string }) => {
    if (event.pointerType !== "mouse") s.touching = true;
  };
  const up = (event: { pointerType: string }) => {
    if (event.pointerType !== "mouse") lift();
  };
  // A finger that starts to swipe cancels its pointer, yet it is still on the screen: its touchend says
  // when it lifts.
  const cancel = (event: { pointerType: string }) => {
    if (event.pointerType === "pen") lift();
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
      onPointerEnter: enter,
      onPointerLeave: leave,
      onPointerDown: down,
      onPointerUp: up,
      onPointerCancel: cancel,
      onTouchEnd: lift,
      onTouchCancel: lift,
    },
    attach(el) {
      s.box = el;
      const listeners: [string, (event: never) => void][] = [
        ["pointerenter", enter],
        ["pointerleave", leave],
        ["pointerdown", down],
        ["pointerup", up],
        ["pointercancel", cancel],
        ["touchend", lift],
        ["touchcancel", lift],
      ];
      for (const [type, listener] of listeners) el.addEventListener(type, listener as EventListener);
      return () => {
        for (const [type, listener] of listeners) el.removeEventListener(type, listener as EventListener);
        if (s.box === el) s.box = null;
      };
    },
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
  const hold = useRef<MotionHold<T> | null>(null);
  hold.current ??= createMotionHold<T>();
  return useMemo(() => hold.current as MotionHold<T>, []);
}
