/** Auto-scroll geometry for the carousels: step forward until near an end, then reverse (SPEC 9). */
export interface ScrollState {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** How close (px) to an end counts as "at the end". */
export const EDGE_PX = 8;

export function nextAutoScroll(
  state: ScrollState,
  direction: 1 | -1,
  step: number,
): { direction: 1 | -1; left: number } | null {
  const max = state.scrollWidth - state.clientWidth;
  if (max <= EDGE_PX) return null;
  let dir = direction;
  if (dir === 1 && state.scrollLeft >= max - EDGE_PX) dir = -1;
  else if (dir === -1 && state.scrollLeft <= EDGE_PX) dir = 1;
  const left = Math.min(max, Math.max(0, state.scrollLeft + dir * step));
  return { direction: dir, left };
}
