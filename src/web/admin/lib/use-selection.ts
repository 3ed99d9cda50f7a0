import { useEffect, useState } from "react";

/**
 * The rows ticked on a list screen, by id. A selection belongs to the rows on screen: when `view` (the page,
 * tab or filters shown) changes, it starts afresh.
 */
export function useSelection(view: string) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is what changes the rows
  useEffect(() => setSelected(new Set()), [view]);
  return {
    selected,
    /** Ticks or unticks one row. */
    select: (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    /** Ticks exactly these rows (none: clears the selection). */
    selectOnly: (ids: number[] = []) => setSelected(new Set(ids)),
  };
}
