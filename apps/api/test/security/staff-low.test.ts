import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { inviteLink } from '../../src/modules/staff/staff-invite.ts';
import * as staff from '../../src/modules/staff/repositories/staff.ts';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';

// Issue 29, finding 6 (low): a staff password of 12 spaces was accepted; /api/admin answers carried no
// Cache-Control; staff searches put customers' e-mails in URLs, which the request log kept.

const lines: string[] = [];
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, {}, { logStream: { write: (line: string) => void lines.push(line) } });
  admin = await staffToken(t.app, 'admin', `low.admin.${Date.now()}@rihla.example`);
});
afterAll(async () => t?.close());

describe('staff passwords', () => {
  it('refuses whitespace only and common or trivial passwords, in Arabic', async () => {
    const member = await staff.createStaff(t.app.db, {
      email: `pw.${Date.now()}@rihla.example`,
      name: 'وكيل',
      role: 'agent',
      invitedBy: null,
    });
    const token = new URL(await inviteLink(t.app.db, 'https://rihla.example', member.id)).searchParams.get('token')!;
    const set = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password',
        payload: { token, password, password_confirmation: password },
      });
    for (const weak of [' '.repeat(12), 'password1234', 'aaaaaaaaaaaa', '123456789012', 'qwertyuiopasdf']) {
      const res = await set(weak);
      expect([weak, res.statusCode]).toEqual([weak, 422]);
      expect(res.json().errors.password).toEqual([errorMessages.staffPasswordWeak]);
    }
    expect((await set('a long staff passphrase')).statusCode).toBe(200);
  });
});

describe('the back office’s answers', () => {
  it('all carry Cache-Control: no-store, errors and sign-in included', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/admin/me', headers: auth(admin) }),
      t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: auth(admin) }),
      t.app.inject({ method: 'GET', url: '/api/admin/site-info', headers: auth(admin) }),
      t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: auth(admin) }),
      t.app.inject({ method: 'GET', url: '/api/admin/me' }),
      t.app.inject({ method: 'GET', url: '/api/admin/no-such-route', headers: auth(admin) }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'x@rihla.example', password: 'not it at all' },
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 401]);
    for (const res of answers) expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('the request log', () => {
  it('keeps no query value of a back-office search: a customer’s e-mail or phone stays out', async () => {
    const { payload } = await register(t.app);
    lines.length = 0;
    const email = encodeURIComponent(payload.email);
    const phone = encodeURIComponent(payload.phone_number);
    for (const url of [`/api/admin/bookings?q=${email}`, `/api/admin/bookings.csv?q=${phone}`])
      expect((await t.app.inject({ method: 'GET', url, headers: auth(admin) })).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/admin/bookings?q=[redacted]'); // the request was logged, its value masked
    for (const secret of [payload.email, email, payload.phone_number, phone, payload.phone_number.slice(1)])
      expect(log).not.toContain(secret);
  });
});
