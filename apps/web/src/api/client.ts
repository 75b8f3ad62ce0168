import type { KyInstance, KyResponse, Options } from 'ky';

// The API client every read and write goes through: `api.get` and `api.post`, as ky's. ky itself
// (ky-client.ts, 10 KB compressed) is loaded on the first call, not with the page: a page the server
// rendered draws and hydrates from the answers it came with, and reads or writes only once the
// visitor does something (issue 28: every public page carried it in its first load). The first
// press, key or touch starts loading it, so a navigation's read does not wait for it.

export { HANDLES_EXPIRY, onUnauthorized, setServerFetch } from './client-setup.ts';

let loading: Promise<KyInstance> | undefined;

/** ky's instance, loaded once. */
function loadApiClient(): Promise<KyInstance> {
  return (loading ??= import('./ky-client.ts').then((m) => m.kyApi));
}

if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    window.addEventListener(type, () => void loadApiClient(), { once: true, passive: true, capture: true });

/** A call: awaited, its response; `.json()`, its body (what src/api/ reads of ky's answer). */
export type ApiCall = Promise<KyResponse> & { json: <T = unknown>() => Promise<T> };

/** ky's `get` or `post`, called once ky is loaded. */
function later(method: 'get' | 'post') {
  return (input: string, options?: Options): ApiCall => {
    // Wrapped, so that awaiting `started` does not wait for the response itself.
    const started = loadApiClient().then((k) => ({ call: k[method](input, options) }));
    const response = started.then(({ call }) => call);
    // A caller that only reads the body (`.json()`) never awaits the response: its failure is the
    // body's, not another unhandled one.
    response.catch(() => undefined);
    return Object.assign(response, { json: <T>() => started.then(({ call }) => call.json<T>()) });
  };
}

/** The one HTTP client (docs/product.md, "Calls"); see ky-client.ts for what every call carries. */
export const api = { get: later('get'), post: later('post') };
