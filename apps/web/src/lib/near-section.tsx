import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { whenNear } from './when-near.ts';

/**
 * A section below the fold whose code loads, and which hydrates, only when it nears the viewport or
 * is reached into (issue 28, "Hydrate less, later"; when-near.ts). `id` names its wrapper, rendered
 * by the server too, which is what is watched; `placeholder` shows while the browser loads it
 * itself (a navigation inside the site, where the code is asked for at once).
 *
 * A press that lands in the section before it has hydrated would be lost (React replays no click
 * whose code has not arrived): it is held, and given again to the same element once the section is
 * live, since hydration keeps the server's elements.
 *
 * The section is memoised: an update reaching a boundary that has not hydrated yet would make React
 * drop the server's HTML for the fallback, so it re-renders only when its own props change.
 */
export function nearSection<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { className?: string; placeholder?: ReactNode } = {},
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const anchor = () => (typeof document === 'undefined' ? null : document.getElementById(id));
  const Section = lazy(() => Promise.race([whenNear(anchor()), released]).then(load));
  function LoadNow() {
    useEffect(release, []);
    return options.placeholder ?? null;
  }
  /** Committed with the section: its effect runs once the section is live. */
  function Live({ onLive }: { onLive: () => void }) {
    useEffect(onLive, [onLive]);
    return null;
  }
  return memo(function NearSection(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const state = useRef<{ live: boolean; held: HTMLElement | null; stopHolding?: () => void }>({
      live: false,
      held: null,
    });
    useEffect(() => {
      const element = wrapper.current;
      if (!element || state.current.live) return;
      const hold = (event: MouseEvent) => {
        if (!(event.target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        state.current.held = event.target;
        release();
      };
      element.addEventListener('click', hold, true);
      const stopHolding = () => element.removeEventListener('click', hold, true);
      state.current.stopHolding = stopHolding;
      return stopHolding;
    }, []);
    const onLive = useRef(() => {
      state.current.live = true;
      // Live, the section's own handlers take every press from now on.
      state.current.stopHolding?.();
      const held = state.current.held;
      state.current.held = null;
      if (held?.isConnected) held.click();
    }).current;
    return (
      <div ref={wrapper} id={id} className={options.className}>
        <Suspense fallback={<LoadNow />}>
          <Section {...props} />
          <Live onLive={onLive} />
        </Suspense>
      </div>
    );
  });
}
