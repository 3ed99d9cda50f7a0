import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INTERVALS_MS } from "#shared/constants.js";
import { createMotionHold } from "./motion-hold.js";

/** A stand-in for the element a carousel's controls attach to: events, and nothing focused inside. */
function box() {
  const target = new EventTarget() as EventTarget & { contains(node: unknown): boolean };
  target.contains = () => false;
  return target as unknown as HTMLElement;
}

function pointer(type: string, pointerType: string) {
  return Object.assign(new Event(type), { pointerType });
}

describe("createMotionHold().attach", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("document", { hidden: false, activeElement: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("holds while a mouse is over the element, and lets go when it leaves", () => {
    const hold = createMotionHold();
    const el = box();
    hold.attach(el);
    expect(hold.held()).toBe(false);
    el.dispatchEvent(pointer("pointerenter", "mouse"));
    expect(hold.held()).toBe(true);
    el.dispatchEvent(pointer("pointerleave", "mouse"));
    expect(hold.held()).toBe(false);
  });

  it("holds while a finger is down and for the pause after its touch ends", () => {
    const hold = createMotionHold();
    const el = box();
    hold.attach(el);
    el.dispatchEvent(pointer("pointerdown", "touch"));
    // A swipe cancels the pointer; the finger is still on the screen.
    el.dispatchEvent(pointer("pointercancel", "touch"));
    expect(hold.held()).toBe(true);
    el.dispatchEvent(new Event("touchend"));
    expect(hold.held()).toBe(true);
    vi.advanceTimersByTime(INTERVALS_MS.carouselPause - 1);
    expect(hold.held()).toBe(true);
    vi.advanceTimersByTime(2);
    expect(hold.held()).toBe(false);
  });

  it("ignores a touch screen's emulated mouse hover and stops listening once detached", () => {
    const hold = createMotionHold();
    const el = box();
    const detach = hold.attach(el);
    el.dispatchEvent(pointer("pointerenter", "touch"));
    expect(hold.held()).toBe(false);
    detach();
    el.dispatchEvent(pointer("pointerenter", "mouse"));
    expect(hold.held()).toBe(false);
  });

  it("holds while the tab is hidden", () => {
    const hold = createMotionHold();
    vi.stubGlobal("document", { hidden: true, activeElement: null });
    expect(hold.held()).toBe(true);
  });
});
