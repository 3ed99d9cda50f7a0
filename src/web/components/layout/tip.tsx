import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement } from "react";

/** A Radix tooltip (700 ms open delay, 300 ms skip delay from the provider in root.tsx) on one control. */
export function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
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
}
