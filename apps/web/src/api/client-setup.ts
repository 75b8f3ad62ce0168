// What the API client's calls share, whichever module makes them (client.ts's `api`, ky-client.ts's
// instance): the server render's fetch, the session's 401 listener, and the flags a call carries.

/** ky `context` flag of a call whose caller handles a 401 itself (see ky-client.ts's afterResponse). */
export const HANDLES_EXPIRY = 'handlesExpiry';

let unauthorizedListener: (() => void) | undefined;

/** The session registers here: a 401 on a call that carried our token means the token is dead. */
export function onUnauthorized(listener: () => void) {
  unauthorizedListener = listener;
}

/** Tells the session its token was refused (ky-client.ts's afterResponse). */
export const unauthorized = () => unauthorizedListener?.();

type Fetch = typeof globalThis.fetch;
let serverFetch: Fetch | undefined;

/**
 * The server render's way to the API (apps/api answers it in-process, through its own routes): set
 * once by the server entry. Only guests' reads are rendered there, so no token ever goes this way.
 */
export function setServerFetch(fetch: Fetch) {
  serverFetch = fetch;
}

/** The fetch the client calls: the server render's, else the browser's. */
export const apiFetch: Fetch = (input, init) => (serverFetch ?? globalThis.fetch)(input, init);

/** On the server there is no page origin to resolve `/api/` against; this one is never on the wire. */
export const SERVER_ORIGIN = 'http://rihla.server';
