import { toggleTheme } from "#web/ui/theme.js";
import { Tip } from "./tip.js";
import { Icon } from "#web/ui/icon.js";

/**
 * The reader's light/dark switch: an icon button with a tooltip (the staff screens' switch is a labelled
 * button; both run ui/theme.ts's toggleTheme), stored under `theme`. The page's theme was applied before first paint by the boot
 * script in root.tsx; the icons follow the `dark` class through CSS, so the server HTML needs no guess.
 */
export function ThemeToggle() {
  return (
    <Tip label="Toggle light or dark theme">
      <button
        type="button"
        aria-label="Toggle dark mode"
        data-testid="theme-toggle"
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        onClick={() => toggleTheme()}
      >
        <Icon name="sun" className="hidden h-5 w-5 dark:block" />
        <Icon name="moon" className="h-5 w-5 dark:hidden" />
      </button>
    </Tip>
  );
}
