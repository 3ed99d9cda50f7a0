import * as SwitchPrimitive from "@radix-ui/react-switch";
import { useId } from "react";

export interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

/** A labelled on/off switch (Radix Switch: a button with role="switch", Space/Enter toggles). */
export function SwitchField({ label, description, checked, onCheckedChange, name, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 disabled:cursor-not-allowed disabled:opacity-60 border-transparent bg-slate-400 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 data-[state=checked]:bg-brand-600 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-950 dark:data-[state=checked]:bg-brand-500"
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </SwitchPrimitive.Root>
    </div>
  );
}
