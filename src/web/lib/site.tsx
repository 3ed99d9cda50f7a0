import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useState } from "react";
import { INTERVALS_MS } from "../../shared/constants.js";
import type { Settings } from "../../shared/schemas/setting.js";
import { throwIfNotOk } from "./api.js";

export interface Site {
  /** Live settings: server-rendered, then polled every 30 s (SPEC 9). */
  settings: Settings;
  publicUrl: string;
  googleNewsUrl: string;
}

export const SiteContext = createContext<Site>({ settings: {}, publicUrl: "", googleNewsUrl: "" });

export function useSite(): Site {
  return useContext(SiteContext);
}

export const SETTINGS_QUERY_KEY = ["/api/settings"] as const;

/**
 * Always asks the server (`no-cache`): the API allows shared caches to serve a stale copy while they
 * revalidate, and a browser doing that would show a changed announcement one poll late.
 */
async function fetchSettings(): Promise<Settings> {
  const response = await fetch("/api/settings", { credentials: "include", cache: "no-cache" });
  await throwIfNotOk(response);
  return (await response.json()) as Settings;
}

/** Settings as rendered by the server, refreshed in the background every 30 seconds. */
export function useLiveSettings(initial: Settings): Settings {
  const { data } = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: fetchSettings,
    initialData: initial,
    refetchInterval: INTERVALS_MS.settingsPoll,
  });
  return data ?? initial;
}

/** A setting flag that is on unless it is the string 'false' (widgets default to enabled, SPEC 3). */
export function isEnabled(settings: Settings, key: string): boolean {
  return settings[key] !== "false";
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

/** True once the component runs in the browser (after hydration). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
