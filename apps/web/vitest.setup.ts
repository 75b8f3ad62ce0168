import { configure } from '@testing-library/react';
// The DOM matchers' types for this project's files (the shared set-up has added the matchers).
import '@testing-library/jest-dom/vitest';

// After the shared jsdom set-up (packages/ui/test/jsdom-setup.ts: matchMedia, cleanup, fresh modules
// and an empty document), what the app's own tests need.

// jsdom lacks element observers (virtual lists, lazy images) and scrolling.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// Node's Request (which ky builds) refuses a relative URL; a browser resolves it against the page, so
// does this one: the API client's '/api/…' calls then reach the test's fetch stub as they would the server.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
};

// A route's screens are lazy chunks, transformed on first import: on a busy machine the first one
// takes longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// Test files share one jsdom per worker (isolate: false, vitest.config.ts): each starts as a new
// visitor would. The shared set-up has loaded the modules afresh (the session, the read cache and the
// staff session are module state) and emptied the document; here, no stored session or draft, no
// cookie, at the site's root.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
history.replaceState(null, '', '/');
