import { lazy, memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { whenNear } from './when-near.ts';

/**
 * A section below the fold whose code loads, and which hydrates, only when it nears the viewport or
 * is reached into (issue 28, "Hydrate less, later"; when-near.ts). `id` names its wrapper, rendered
 * by the server too, which is what is watched; `placeholder` shows while the browser loads it
 * itself (a navigation inside the site, where the code is asked for at once).
 *
 * A press that lands in the section before it has hydrated would be lost: React's own listener on
 * the root, in the capture phase, finds the press's target under a boundary it cannot hydrate yet
 * (the code has not arrived) and stops the event there. So the press is caught earlier still, on
 * the window, held, and given again to the same element once the section is live (hydration keeps
 * the server's elements). A press begun before then and ended after is held the same way, since
 * the section saw only its end.
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

  // One section of this kind is on the page at a time (its id is unique).
  let live = false;
  let pressBegunEarly = false;
  let held: HTMLElement | null = null;
  const inSection = (target: EventTarget | null): target is HTMLElement =>
    target instanceof HTMLElement && !!anchor()?.contains(target);
  function giveHeldPress() {
    const element = held;
    held = null;
    if (element?.isConnected) element.click();
  }
  if (typeof window !== 'undefined') {
    window.addEventListener('pointerdown', (event) => (pressBegunEarly = !live && inSection(event.target)), true);
    window.addEventListener(
      'click',
      (event) => {
        if ((live && !pressBegunEarly) || !inSection(event.target)) return;
        pressBegunEarly = false;
        event.preventDefault();
        event.stopPropagation();
        held = event.target;
        if (live) setTimeout(giveHeldPress);
        else release();
      },
      true,
    );
  }

  function LoadNow() {
    useEffect(release, []);
    return options.placeholder ?? null;
  }
  /** Committed with the section: its effect runs once the section is live. */
  function Live() {
    useEffect(() => {
      live = true;
      giveHeldPress();
    }, []);
    return null;
  }
  return memo(function NearSection(props: P) {
    useEffect(
      () => () => {
        live = false;
        held = null;
      },
      [],
    );
    return (
      <div id={id} className={options.className}>
        <Suspense fallback={<LoadNow />}>
          <Section {...props} />
          <Live />
        </Suspense>
      </div>
    );
  });
}
