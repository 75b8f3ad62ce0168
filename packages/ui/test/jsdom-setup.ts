import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// The jsdom set-up of every React test project (ui, and web before its own vitest.setup.ts).

// jsdom has no matchMedia; swiper's breakpoints, the search bar and the reduced-motion checks ask it.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());

// Files share one jsdom per worker (isolate: false): each loads the modules afresh and starts on an
// empty document (a module's own nodes, such as the pending button's live region, would otherwise be
// found by the next file before its own).
vi.resetModules();
document.head.replaceChildren();
document.body.replaceChildren();
