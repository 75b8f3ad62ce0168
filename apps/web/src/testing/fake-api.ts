import { vi } from 'vitest';

/** One answer of the fake server with its status, told apart from a plain 200 body by its class. */
class FakeReply {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    this.status = status;
    this.body = body;
  }
}

/** An answer other than 200, e.g. `reply(404, { message: 'غير موجود' })`. */
export const reply = (status: number, body: unknown = {}) => new FakeReply(status, body);

/** What a route answers: a 200 body, a `reply(...)`, or a function of the request returning either. */
export type FakeRoute = unknown | ((request: Request) => unknown);

export interface FakeApi {
  /** Every call made, as 'GET /api/trips/7?page=1', in order. */
  calls: string[];
}

/**
 * Stands in for the API server under the real ky client (its hooks, token header and error shape
 * included): `fetch` answers from `routes`, keyed 'METHOD /api/path' (the query string is ignored).
 * A call no route answers gets the server's 404, as a path the API does not know would.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await (route as (r: Request) => unknown)(request) : route;
    const { status, body } =
      route === undefined ? reply(404, { message: 'Not found' }) : answer instanceof FakeReply ? answer : reply(200, answer);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls };
}
