import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { shownTheme, type Theme, toggleTheme } from "#web/ui/theme.js";

/**
 * The staff screens' light/dark switch, labelled with the theme it switches to; the reader's is an icon
 * button. Both follow and update the same stored `theme` (default dark) through ui/theme.ts.
 */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const [theme, setTheme] = useState<Theme>("dark");
  useEffect(() => setTheme(shownTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => setTheme(toggleTheme())}
      aria-label={`Switch to ${next} theme`}
      className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 ${className}`}
    >
      {theme === "dark" ? <Sun className="h-4 w-4" aria-hidden /> : <Moon className="h-4 w-4" aria-hidden />}
      {theme === "dark" ? "Light theme" : "Dark theme"}
    </button>
  );
}
