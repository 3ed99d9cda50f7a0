import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";

/*
 * Tooltips are Radix's, but its code (with its positioning library, about a fifth of a reader page's
 * JavaScript) is fetched only when a reader could want one: at the first mouse movement or focus on the
 * page. Touch readers, who never see tooltips, never fetch it (ADR 0009). Until then a control renders
 * without its tooltip; when the code arrives, every control gets its tooltip at once.
 */
type TipModule = typeof import("../enhancements/tip-radix.js");

let tipModule: TipModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The controls that carry a tooltip, in page order. */
const triggers = () => [...document.querySelectorAll<HTMLElement>("[data-tip]")];

/** Whether a mouse button is held down: switching then would take the element from under the click. */
let pressing = false;
let waiting: TipModule | null = null;

/**
 * Gives every control its tooltip. Their elements are made anew: the one that had focus gets it back (and
 * shows its tooltip); under a mouse that stands still, the tooltip opens when the mouse next moves.
 */
function switchToRadix(module: TipModule) {
  stopListening();
  const focused = triggers().indexOf(document.activeElement as HTMLElement);
  tipModule = module;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
  if (focused >= 0) triggers()[focused]?.focus();
}

function loadTips(): void {
  loading ??= import("../enhancements/tip-radix.js").then(
    (module) => {
      if (pressing) waiting = module;
      else switchToRadix(module);
    },
    () => {
      loading = null; // offline for a moment: the next movement or focus tries again
    },
  );
}

function onPointer(event: PointerEvent) {
  if (event.pointerType === "touch") return;
  if (event.type === "pointermove") return loadTips();
  pressing = event.type === "pointerdown";
  if (!pressing && waiting) {
    const module = waiting;
    waiting = null;
    setTimeout(() => switchToRadix(module)); // after the click that follows this pointerup
  }
}

const POINTER_EVENTS = ["pointermove", "pointerdown", "pointerup", "pointercancel"];

function listenForFirstUse() {
  for (const type of POINTER_EVENTS) {
    document.addEventListener(type, onPointer as EventListener, { capture: true, passive: true });
  }
  document.addEventListener("focusin", loadTips);
}

function stopListening() {
  for (const type of POINTER_EVENTS) {
    document.removeEventListener(type, onPointer as EventListener, { capture: true });
  }
  document.removeEventListener("focusin", loadTips);
}

function useTipModule(): TipModule | null {
  const module = useSyncExternalStore(
    subscribe,
    () => tipModule,
    () => null,
  );
  useEffect(() => {
    if (!tipModule && !loading) listenForFirstUse();
  }, []);
  return module;
}

const InTipGroup = createContext(false);

/** Controls side by side whose tooltips share Radix's skip delay (moving from one to the next opens it at once). */
export function TipGroup({ children }: { children: ReactNode }) {
  const module = useTipModule();
  if (!module) return children;
  return (
    <module.TipProvider>
      <InTipGroup.Provider value={true}>{children}</InTipGroup.Provider>
    </module.TipProvider>
  );
}

/** A tooltip (SPEC 9: 700 ms open delay, 300 ms skip delay) on one control. */
export function Tip({ label, children }: { label: string; children: ReactElement<Record<string, unknown>> }) {
  const module = useTipModule();
  const grouped = useContext(InTipGroup);
  const trigger = cloneElement(children, { "data-tip": "" });
  return module ? (
    <module.RadixTip label={label} grouped={grouped}>
      {trigger}
    </module.RadixTip>
  ) : (
    trigger
  );
}
