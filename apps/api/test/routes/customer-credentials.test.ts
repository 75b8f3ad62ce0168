import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';

// Issue 31, item 9, on both engines: the customer changes e-mail (re-verified, password asked),
// phone (any country's format, taken ones refused) and password (the current one first; other
// devices signed out).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });
const PASSWORD = 'Passw0rdOk';

describe('changing e-mail, phone and password', () => {
  it('a new e-mail needs the password, is refused when taken, and is unverified with a fresh link', async () => {
    const c = await register(t.app);
    const other = await register(t.app);
    await t.app.db
      .updateTable('customers')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', c.user.id)
      .execute();
    expect(
      (await post('/api/customer/account/email', c.token, { email: 'new.address@example.com', password: 'wrong' })).statusCode,
    ).toBe(422);
    const taken = await post('/api/customer/account/email', c.token, { email: other.payload.email, password: PASSWORD });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email[0]).toBe(errorMessages.emailTaken);
    expect((await post('/api/customer/account/email', c.token, { email: 'not an address', password: PASSWORD })).statusCode).toBe(
      422,
    );
    const email = `changed.${Date.now()}@example.com`;
    const res = await post('/api/customer/account/email', c.token, { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ email, email_verified_at: null });
    const link = await t.app.db.selectFrom('email_verifications').select('email').where('customer_id', '=', c.user.id).execute();
    expect(link.map((l) => l.email)).toContain(email);
    // Signs in with the new address.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('a new phone in the local format is stored in E.164; a taken one is refused', async () => {
    const c = await register(t.app);
    const other = await register(t.app);
    const res = await post('/api/customer/account/phone', c.token, { country_code: 'sa', phone_number: '٠٥٠١٢٣٤٥٦٧' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ phone_number: '+966501234567', country_code: 'sa' });
    const taken = await post('/api/customer/account/phone', other.token, { country_code: 'sa', phone_number: '0501234567' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.phone_number[0]).toBe(errorMessages.phoneTaken);
    expect((await post('/api/customer/account/phone', c.token, { country_code: 'sa', phone_number: '12' })).statusCode).toBe(422);
  });

  it('a new password needs the current one, follows the rule, and signs the other devices out', async () => {
    const c = await register(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.payload.email, password: PASSWORD },
    });
    const otherDevice = login.json().access_token as string;
    const wrong = await post('/api/customer/account/password', c.token, {
      current_password: 'nope',
      password: 'NewPassw0rd',
      password_confirmation: 'NewPassw0rd',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password[0]).toBe('كلمة المرور الحالية غير صحيحة');
    expect(
      (
        await post('/api/customer/account/password', c.token, {
          current_password: PASSWORD,
          password: 'short',
          password_confirmation: 'short',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await post('/api/customer/account/password', c.token, {
          current_password: PASSWORD,
          password: 'NewPassw0rd',
          password_confirmation: 'Different1',
        })
      ).statusCode,
    ).toBe(422);
    const ok = await post('/api/customer/account/password', c.token, {
      current_password: PASSWORD,
      password: 'NewPassw0rd',
      password_confirmation: 'NewPassw0rd',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // This device stays, the other is signed out.
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(c.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(otherDevice) })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: c.payload.email, password: 'NewPassw0rd' },
    });
    expect(again.statusCode).toBe(200);
  });
});
