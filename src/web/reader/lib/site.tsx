import { createContext, useContext, useEffect, useState } from "react";
import { INTERVALS_MS } from "#shared/constants.js";
import type { Settings } from "#shared/schemas/setting.js";
import { api } from "#web/ui/api.js";
import { useFetched } from "./fetched.js";

export interface Site {
  publicUrl: string;
  googleNewsUrl: string;
  /** Whether readers can subscribe to the newsletter (the site can send e-mail). */
  newsletter: boolean;
}

export const SiteContext = createContext<Site>({ publicUrl: "", googleNewsUrl: "", newsletter: false });

export function useSite(): Site {
  return useContext(SiteContext);
}

/**
 * Always asks the server (`no-cache`): the API allows shared caches to serve a stale copy while they
 * revalidate, and a browser doing that would show a changed announcement one poll late.
 */
const fetchSettings = () => api<Settings>("/api/settings", { cache: "no-cache" });

/** Settings as rendered by the server, refreshed in the background every 30 seconds. */
export function useLiveSettings(initial: Settings): Settings {
  const { data } = useFetched("/api/settings", fetchSettings, {
    initialData: initial,
    intervalMs: INTERVALS_MS.settingsPoll,
  });
  return data ?? initial;
}

/** Whether the reader asked for less motion; false on the server and until hydration. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}
