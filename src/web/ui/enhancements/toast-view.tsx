import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useRef } from "react";
import type { ShownToast } from "../toaster.js";
import { Icon } from "../icon.js";

interface Props {
  current: ShownToast | null;
  onOpenChange(id: number, open: boolean): void;
  /** Focus the region once it is there: the reader pressed F8 before it was loaded. */
  focusOnMount: boolean;
}

/** Radix toasts with the spec's numbers: one at a time, 5000 ms, swipe right past 50 px, F8 focuses the region. */
export default function ToastView({ current, onOpenChange, focusOnMount }: Props) {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => onOpenChange(current.id, open)}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            current.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm">{current.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <Icon name="x" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        ref={viewport}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
