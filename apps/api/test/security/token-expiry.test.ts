import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';
import { deleteExpiredTokens } from '../../src/modules/accounts/auth.ts';
import { tokenHash } from '../../src/platform/tokens.ts';

// Item 7 of issue 12: tokens never expired. Now a token unused for TOKEN_IDLE_DAYS, or older than
// TOKEN_MAX_AGE_DAYS, answers 401 (the web's session machine then forgets it, docs/product.md, "States":
// machines/src/session tests "an expired token signs out locally") and the clean-up deletes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_IDLE_DAYS: '30', TOKEN_MAX_AGE_DAYS: '180' });
});
afterAll(async () => t?.close());

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) });
const setDates = (token: string, created_at: string, last_used_at: string) =>
  t.app.db.updateTable('access_tokens').set({ created_at, last_used_at }).where('token_hash', '=', tokenHash(token)).execute();
const rows = async (token: string) =>
  (await t.app.db.selectFrom('access_tokens').select('id').where('token_hash', '=', tokenHash(token)).execute()).length;

describe('token expiry', () => {
  it('a token idle past the limit answers 401 and is deleted', async () => {
    const { token } = await register(t.app);
    await setDates(token, daysAgo(40), daysAgo(31));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: errorMessages.unauthenticated });
    expect(await rows(token)).toBe(0);
  });

  it('a token in use is kept, and its use moves the idle limit', async () => {
    const { token } = await register(t.app);
    await setDates(token, daysAgo(100), daysAgo(29));
    expect((await me(token)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('access_tokens')
      .select('last_used_at')
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at!)).toBeLessThan(60_000);
  });

  it('a token past its absolute age answers 401 even when used daily', async () => {
    const { token } = await register(t.app);
    await setDates(token, daysAgo(181), daysAgo(0));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('the periodic clean-up deletes expired rows and keeps live ones', async () => {
    const idle = await register(t.app);
    const old = await register(t.app);
    const live = await register(t.app);
    await setDates(idle.token, daysAgo(50), daysAgo(45));
    await setDates(old.token, daysAgo(200), daysAgo(1));
    const deleted = await deleteExpiredTokens(t.app.db, t.config);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect([await rows(idle.token), await rows(old.token), await rows(live.token)]).toEqual([0, 0, 1]);
  });
});
