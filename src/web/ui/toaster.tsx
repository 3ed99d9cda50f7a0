import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

const ToastContext = createContext<(toast: ToastOptions) => void>(() => {});

/** `const toast = useToast(); toast({ title, description })` shows one toast (a new one replaces the last). */
export function useToast() {
  return useContext(ToastContext);
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

let nextId = 0;

/** Holds the toast on screen; the Radix region that shows it is loaded on first use. */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [f8Pressed, setF8Pressed] = useState(false);
  const show = useCallback((toast: ToastOptions) => setCurrent({ ...toast, id: ++nextId, open: true }), []);
  const onOpenChange = useCallback(
    (id: number, open: boolean) => setCurrent((t) => (t && t.id === id ? { ...t, open } : t)),
    [],
  );
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
    <ToastContext.Provider value={show}>
      {children}
      {wanted && ToastView && <ToastView current={current} onOpenChange={onOpenChange} focusOnMount={f8Pressed} />}
    </ToastContext.Provider>
  );
}
