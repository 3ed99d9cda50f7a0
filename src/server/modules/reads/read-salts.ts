import { randomBytes } from "node:crypto";

/** A window's salt and the milliseconds left until the window ends (the database's clock when shared). */
export interface WindowSalt {
  salt: string;
  msLeft: number;
}

/**
 * Gives the salt of the window `now` is in (windows of `windowMs` from the epoch), making `candidate` that
 * salt when the window has none yet, and forgets the salts of earlier windows.
 */
export type LoadSalt = (windowMs: number, candidate: string) => Promise<WindowSalt>;

/** The salts of one process (PGlite): nothing to share, so never stored. */
export function memorySalts(now: () => number = Date.now): LoadSalt {
  let held: { start: number; salt: string } | undefined;
  return async (windowMs, candidate) => {
    const time = now();
    const start = time - (time % windowMs);
    if (held?.start !== start) held = { start, salt: candidate };
    return { salt: held.salt, msLeft: start + windowMs - time };
  };
}

/**
 * The salt that keys the reads spent in the shared budgets (issue 41): the same in every process for a
 * window (`load`: the database's row on PostgreSQL), random, and gone once its window ends, so that the
 * keys of a past window cannot be tied to addresses, not even by trying every IPv4 address. This process
 * asks for it once a window and reuses it until the window ends by its own clock.
 */
export function createReadSalts(deps: { load: LoadSalt; windowMs: number; now?: () => number }) {
  const { load, windowMs } = deps;
  const now = deps.now ?? Date.now;
  let held: { salt: string; until: number } | undefined;
  return {
    /** The current window's salt, and when (this process's clock) it ends. */
    async current(): Promise<{ salt: string; until: number }> {
      if (held && now() < held.until) return held;
      held = undefined;
      const asked = now();
      const { salt, msLeft } = await load(windowMs, randomBytes(32).toString("base64"));
      held = { salt, until: asked + msLeft };
      return held;
    },
    /** Whether the salt held ended with its window (time to ask again, which forgets the old one). */
    get expired(): boolean {
      return held !== undefined && now() >= held.until;
    },
  };
}
export type ReadSalts = ReturnType<typeof createReadSalts>;
