// Hydrate less, later (issue 28): a section below the fold keeps the server's HTML until it comes
// near the viewport or the visitor reaches into it, and only then is its code asked for. Under a
// Suspense boundary a lazily loaded component that is still loading leaves the server's markup in
// place (React's selective hydration), so the page reads and scrolls the same meanwhile; a press in
// it is replayed once it has hydrated.

/** How far ahead of the viewport a section starts loading, so a scrolling visitor rarely waits. */
const AHEAD = '400px';

/**
 * Resolves once a pointer, a touch or the focus enters `element` (never without one); `signal`
 * stops listening when something else came first. Heard on the window as the event starts out:
 * React's listener on the root stops these events when their target is in a section it has not
 * hydrated yet, so the section itself would never hear them.
 */
export function whenReached(element: Element | null | undefined, signal?: AbortSignal): Promise<void> {
  if (!element) return new Promise(() => {});
  return new Promise((resolve) => {
    const stop = new AbortController();
    signal?.addEventListener('abort', () => stop.abort(), { once: true });
    const reached = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      stop.abort();
      resolve();
    };
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
      window.addEventListener(type, reached, { capture: true, passive: true, signal: stop.signal });
  });
}

/**
 * Resolves once `element` comes within AHEAD of the viewport or is reached into (whenReached); at
 * once where there is nothing to wait for (no element, the server, an old browser).
 */
export function whenNear(element: Element | null | undefined): Promise<void> {
  if (!element || typeof IntersectionObserver !== 'function') return Promise.resolve();
  // Whichever comes first, the other stops watching.
  const settled = new AbortController();
  let observer: IntersectionObserver | undefined;
  const seen = new Promise<void>((resolve) => {
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && resolve(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
  });
  return Promise.race([seen, whenReached(element, settled.signal)]).finally(() => {
    observer?.disconnect();
    settled.abort();
  });
}
