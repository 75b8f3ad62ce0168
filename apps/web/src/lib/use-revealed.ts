import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's `total` parts to draw: the first at once, then one more per task, each in a
 * transition of its own. A form of react-aria fields pays, in the task that first draws it, for every
 * field's second drawing (each field learns in a layout effect that it has no description or error
 * yet, and React draws it again before the task ends); drawn part by part, no single task is long on a
 * slow phone (issue 28: the booking wizard's details step).
 */
export function useRevealed(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
