import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** SPEC 9: Radix's defaults, 700 ms before a tooltip opens and 300 ms in which the next one opens at once. */
export function TipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

/** A Radix tooltip on one control; `grouped`: a TipGroup's provider is already around it. */
export function RadixTip({ label, grouped, children }: { label: string; grouped: boolean; children: ReactElement }) {
  const tip = (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
  return grouped ? tip : <TipProvider>{tip}</TipProvider>;
}
