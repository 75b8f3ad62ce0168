import { lazy, memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { HeldInput, holdsKey } from './held-input.ts';
import { whenNear, whenReached } from './when-near.ts';

/**
 * A section whose code loads, and which hydrates, only when it is needed (issue 28, "Hydrate less,
 * later"; when-near.ts): below the fold, when it nears the viewport (`until: 'near'`, the default);
 * a form on the first screen, when the visitor reaches into it (`until: 'reached'`: a pointer, a
 * touch or the focus). `id` names its wrapper, rendered by the server too, which is what is watched;
 * `placeholder` (or a function of the section's props) shows while the browser loads it itself (a
 * navigation inside the site, where the code is asked for at once).
 *
 * What the visitor does to the section before it has hydrated would be lost: React's own listener on
 * the root, in the capture phase, finds the target under a boundary it cannot hydrate yet (the code
 * has not arrived) and stops the event there. So presses and typed keys are caught earlier still, on
 * the window, held, and given again to the same elements once the section is live (hydration keeps
 * the server's elements; held-input.ts). A press begun before then and ended after is held the same
 * way, since the section saw only its end.
 *
 * The section is memoised: an update reaching a boundary that has not hydrated yet would make React
 * drop the server's HTML for the fallback, so it re-renders only when its own props change.
 */
export function nearSection<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { className?: string; placeholder?: ReactNode | ((props: P) => ReactNode); until?: 'near' | 'reached' } = {},
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const anchor = () => (typeof document === 'undefined' ? null : document.getElementById(id));
  // The server draws every section at once: only a browser waits.
  const needed = () =>
    typeof document === 'undefined'
      ? Promise.resolve()
      : options.until === 'reached'
        ? whenReached(anchor())
        : whenNear(anchor());
  const Section = lazy(() => Promise.race([needed(), released]).then(load));

  // One section of this kind is on the page at a time (its id is unique).
  let live = false;
  let pressBegunEarly = false;
  const held = new HeldInput(anchor);
  const inSection = (target: EventTarget | null): target is HTMLElement =>
    target instanceof HTMLElement && !!anchor()?.contains(target);
  /** The element a press or key is for: an icon's (SVG) is its HTML parent's, the button. */
  const htmlOf = (target: EventTarget | null): HTMLElement | null => {
    let node = target instanceof Element ? target : null;
    while (node && !(node instanceof HTMLElement)) node = node.parentElement;
    return node;
  };
  /** Keeps the event from the browser and from React, to be given again once live. */
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    release();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pointerdown', (event) => (pressBegunEarly = !live && inSection(htmlOf(event.target))), true);
    window.addEventListener(
      'click',
      (event) => {
        const target = htmlOf(event.target);
        if ((live && !pressBegunEarly) || !inSection(target)) return;
        pressBegunEarly = false;
        hold(event);
        held.click(target);
        if (live) setTimeout(() => held.replay(inSection));
      },
      true,
    );
    window.addEventListener(
      'keydown',
      (event) => {
        if (live || !inSection(event.target) || !holdsKey(event, event.target)) return;
        hold(event);
        held.key(event, event.target);
      },
      true,
    );
    window.addEventListener(
      'beforeinput',
      (event) => {
        if (live || !event.cancelable || !inSection(event.target)) return;
        hold(event);
        held.text(event, event.target);
      },
      true,
    );
  }

  function LoadNow({ props }: { props: P }) {
    useEffect(release, []);
    const { placeholder } = options;
    return (typeof placeholder === 'function' ? placeholder(props) : placeholder) ?? null;
  }
  /** Committed with the section: its effect runs once the section is live. */
  function Live() {
    useEffect(() => {
      live = true;
      // After React's work, not inside it: each input given again is then a change React renders
      // before the next (inside an effect, React would put a field back to its old value meanwhile).
      setTimeout(() => held.replay(inSection));
    }, []);
    return null;
  }
  return memo(function NearSection(props: P) {
    useEffect(
      () => () => {
        live = false;
        held.clear();
      },
      [],
    );
    return (
      <div id={id} className={options.className}>
        <Suspense fallback={<LoadNow props={props} />}>
          <Section {...props} />
          <Live />
        </Suspense>
      </div>
    );
  });
}
