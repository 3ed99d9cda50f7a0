export type Theme = "light" | "dark";
export const THEME_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

/** Runs inline in <head> before first paint, so a stored light theme never flashes dark (or the reverse). */
export const THEME_BOOT_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");var d=t?t==="dark":${DEFAULT_THEME === "dark"};document.documentElement.classList.toggle("dark",d);}catch(e){document.documentElement.classList.add("dark");}})();`;

/** The theme the page shows: the `dark` class the boot script set from the stored choice. */
export function shownTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** What both theme switches (reader and staff) do: show and store the other theme; answers it. */
export function toggleTheme(): Theme {
  const next: Theme = shownTheme() === "dark" ? "light" : "dark";
  applyTheme(next);
  return next;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be disabled; the theme still applies for this page view.
  }
}
