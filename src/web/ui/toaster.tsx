import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

/*
 * The toast on screen, kept for the whole page rather than in one component: every part of a page that
 * shows a toast (each reader island, every staff screen) shows it in the one host, one toast at a time.
 */
let current: ShownToast | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function setCurrent(update: (toast: ShownToast | null) => ShownToast | null) {
  const next = update(current);
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentToast = () => current;
const noToast = () => null;

/** Shows one toast; a new one replaces the last. */
export function showToast(toast: ToastOptions): void {
  setCurrent(() => ({ ...toast, id: ++nextId, open: true }));
}

function onOpenChange(id: number, open: boolean) {
  setCurrent((t) => (t && t.id === id ? { ...t, open } : t));
}

/** `const toast = useToast(); toast({ title, description })` shows one toast (a new one replaces the last). */
export function useToast() {
  return showToast;
}

type ToastViewComponent = typeof import("./enhancements/toast-view.js").default;

/**
 * Radix Toast, fetched when the first toast is shown or F8 pressed: most readers never see one (ADR 0009).
 * Not React.lazy: a Suspense boundary that resolves is revealed up to 300 ms late, and a toast must not be.
 */
let loadedView: ToastViewComponent | null = null;
let loadingView: Promise<ToastViewComponent> | null = null;

function loadToastView(): Promise<ToastViewComponent> {
  loadingView ??= import("./enhancements/toast-view.js").then(
    (module) => {
      loadedView = module.default;
      return loadedView;
    },
    (error: unknown) => {
      loadingView = null; // offline for a moment: the next toast tries again
      throw error;
    },
  );
  return loadingView;
}

/**
 * Fetches the toast code ahead of a toast that is likely soon (a form about to be sent, the staff screens),
 * so that it shows at once. Never fails: without the code, the toast loads when it is shown.
 */
export function preloadToasts(): Promise<void> {
  return loadToastView().then(
    () => {},
    () => {},
  );
}

/**
 * The page's one toast host: shows the current toast; the Radix region that shows it is loaded on first
 * use. Mount it once per page, around the tree or beside it.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const current = useSyncExternalStore(subscribe, currentToast, noToast);
  const [f8Pressed, setF8Pressed] = useState(false);
  const [ToastView, setToastView] = useState(() => loadedView);

  // What the region is wanted for (null: nothing yet); each new toast tries again if the code could not
  // be fetched for the last one.
  const wantedFor = current?.id ?? (f8Pressed ? "F8" : null);
  const wanted = wantedFor !== null;
  useEffect(() => {
    if (wantedFor === null || ToastView) return;
    loadToastView().then(
      (view) => setToastView(() => view),
      () => {},
    );
  }, [wantedFor, ToastView]);

  // Until the region is loaded, F8 loads it (and it takes focus); after that, Radix listens for F8 itself.
  useEffect(() => {
    if (wanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === "F8" && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
        setF8Pressed(true);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [wanted]);

  return (
    <>
      {children}
      {wanted && ToastView && <ToastView current={current} onOpenChange={onOpenChange} focusOnMount={f8Pressed} />}
    </>
  );
}
