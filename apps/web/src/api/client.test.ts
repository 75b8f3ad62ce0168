import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { errorMessages } from '@rihla/contract';
import { serverMessage, toApiError } from '@rihla/machines/shared/api-error';
import { fakeApi, reply } from '../testing/fake-api.ts';
import { api } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call should fail'),
    (e: unknown) => e,
  );

describe('the API client: one shape for every failure', () => {
  it("gives an HTTP error the status, the server's message and its field errors", async () => {
    fakeApi({ 'POST /api/auth/register': reply(422, { message: 'بيانات غير صالحة', errors: { email: ['البريد مستخدم'] } }) });
    const error = await failure(api.post('auth/register', { json: {}, retry: 0 }).json());
    expect(error).toBeInstanceOf(HTTPError);
    expect(toApiError(error)).toEqual({ status: 422, message: 'بيانات غير صالحة', errors: { email: ['البريد مستخدم'] } });
  });

  it('falls back to the generic server text when the answer has no message', async () => {
    fakeApi({ 'GET /api/trips/1': reply(503, 'down') });
    const error = await failure(api.get('trips/1', { retry: 0 }).json());
    expect(toApiError(error)).toEqual({ status: 503, message: errorMessages.server });
  });

  it('fails the same when the call is awaited for its response, not its body', async () => {
    fakeApi({ 'POST /api/auth/logout': reply(500, { message: 'تعذر' }) });
    const error = await failure(api.post('auth/logout', { retry: 0 }));
    expect(error).toBeInstanceOf(HTTPError);
    expect(toApiError(error)).toEqual({ status: 500, message: 'تعذر' });
  });

  it('gives the response itself to a caller that awaits it', async () => {
    fakeApi({ 'GET /api/data/info': reply(200, { data: { phone: '1' } }) });
    const res = await api.get('data/info');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { phone: '1' } });
  });

  it('counts a network failure as status 0 with the generic server text', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('trips/1', { retry: 0 }).json());
    expect(toApiError(error).status).toBe(0);
    expect(serverMessage(toApiError(error))).toBe(errorMessages.server);
  });
});
