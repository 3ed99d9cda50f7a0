import { Moon, Sun } from "lucide-react";
import { applyTheme } from "../../lib/theme.js";
import { Tip } from "./tip.js";

/**
 * Light/dark switch, stored under `theme`. The page's theme was applied before first paint by the boot
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
        onClick={() => applyTheme(document.documentElement.classList.contains("dark") ? "light" : "dark")}
      >
        <Sun className="hidden h-5 w-5 dark:block" aria-hidden />
        <Moon className="h-5 w-5 dark:hidden" aria-hidden />
      </button>
    </Tip>
  );
}
