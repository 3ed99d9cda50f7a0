/**
 * The reader pages' one script (ADR 0021): no router, no route modules, no hydration data. It hydrates
 * each island container the server marked, as a React root of its own, mounts the page's toast host,
 * marks the page interactive (`data-hydrated` on <html>) once every island has hydrated, and on an
 * article page counts the read (read-beacon.ts).
 */
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Toaster } from "#web/ui/toaster.js";
import { RESUME_EVENT } from "../lib/fetched.js";
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, IslandRoot, islandPrefix } from "./island.js";
import { sendReadBeacon } from "./read-beacon.js";
import { type IslandName, islands } from "./registry.js";

function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
}

/** Hydrates every island of the page; calls `done` when all have reported (at once when there is none). */
export function hydrateIslands(done: () => void): void {
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  let waiting = containers.length;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) done();
  };
  if (waiting === 0) {
    done();
    return;
  }
  for (const el of containers) {
    const name = el.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
    const Component = Object.hasOwn(islands, name) ? (islands[name] as (props: object) => ReactNode) : undefined;
    let props: object;
    try {
      props = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
    } catch (error) {
      console.error(`Island ${name}: unreadable props`, error);
      ready();
      continue;
    }
    if (!Component) {
      console.error(`Unknown island ${name}`);
      ready();
      continue;
    }
    hydrateRoot(
      el,
      <IslandRoot onReady={ready}>
        <Component {...props} />
      </IslandRoot>,
      {
        identifierPrefix: islandPrefix(el.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ""),
        onRecoverableError: (error) => console.error(`Island ${name} was rendered anew:`, error),
      },
    );
  }
}

/** Brings polling widgets up to date when the page comes back from the back/forward cache. */
function resumeOnRestore() {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) window.dispatchEvent(new Event(RESUME_EVENT));
  });
}

if (typeof document !== "undefined") {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Toaster />);
  resumeOnRestore();
  hydrateIslands(markHydrated);
  sendReadBeacon();
}
