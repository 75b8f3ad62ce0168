import { useSyncExternalStore } from 'react';

// Same breakpoints as the Panda preset: sm 640px, lg 1024px.
const QUERIES = [
  ['(min-width: 1024px)', 3],
  ['(min-width: 640px)', 2],
] as const;

function columnsNow(max: number): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  for (const [query, columns] of QUERIES) if (window.matchMedia(query).matches) return Math.min(columns, max);
  return 1;
}

function subscribe(onChange: () => void) {
  const lists = QUERIES.map(([q]) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

/** Grid columns for the current width: 1 on a phone, 2 from 640 px, 3 (or `max`) from 1024 px. */
export function useColumns(max = 3): number {
  return useSyncExternalStore(
    subscribe,
    () => columnsNow(max),
    () => 1,
  );
}
