import { useCallback, useEffect, useState } from "react";

interface StoredDraft<T> {
  values: T;
  savedAt: string;
}

const PREFIX = "onff-admin-draft:";

function read<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a copy of unsaved form values in localStorage while they differ from what was loaded, so a
 * closed tab, a crash or an expired session never loses an editor's work. Returns a draft left over
 * from an earlier session (if any) and a way to clear it.
 */
export function useDraftStorage<T>(key: string, values: T, dirty: boolean) {
  const [leftover, setLeftover] = useState<StoredDraft<T> | null>(() =>
    typeof window === "undefined" ? null : read<T>(key),
  );

  useEffect(() => {
    if (leftover) return; // do not overwrite an older draft before the editor has decided about it
    try {
      if (dirty) localStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      else localStorage.removeItem(PREFIX + key);
    } catch {
      // Storage full or disabled: the dialog still works, only the safety copy is missing.
    }
  }, [key, values, dirty, leftover]);

  const clear = useCallback(() => {
    setLeftover(null);
    try {
      localStorage.removeItem(PREFIX + key);
    } catch {
      // ignore
    }
  }, [key]);

  const dismissLeftover = useCallback(() => setLeftover(null), []);

  return { leftover, clear, dismissLeftover };
}
