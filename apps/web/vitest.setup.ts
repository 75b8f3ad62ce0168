// The library's jsdom set-up (matchMedia, element observers, scrolling, cleanup), then the app's own.
import '@rihla/ui/vitest.setup';
// Its matchers' types for this app's tests (the set-up above registers them).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

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
