import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { currentCode } from '../../src/modules/staff/totp.ts';
import { inviteLink } from '../../src/modules/staff/staff-invite.ts';
import * as staff from '../../src/modules/staff/repositories/staff.ts';
import { openSecret } from '../../src/modules/staff/staff-credentials.ts';
import { auth, createTestApp, isPg, register, type TestApp } from '../helper.ts';

// The back office's door (issue 17): staff accounts apart from customers, a password set from a
// one-time link, a TOTP second factor set up at the first sign-in, sessions of 12 hours and 30
// minutes idle, the roles, and the audit log nobody can edit.

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'a long staff passphrase';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

/** A staff member created as the CLI does, with the password set through their link. */
async function newStaff(
  role: 'admin' | 'agent',
  email = `${role}.${Date.now()}.${Math.random().toString(36).slice(2)}@rihla.example`,
) {
  const member = await staff.createStaff(t.app.db, { email, name: role === 'admin' ? 'مديرة' : 'وكيل', role, invitedBy: null });
  const link = await inviteLink(t.app.db, 'https://rihla.example', member.id);
  const token = new URL(link).searchParams.get('token')!;
  const set = await post('/api/admin/auth/password', { token, password: PASSWORD, password_confirmation: PASSWORD });
  expect(set.statusCode, set.body).toBe(200);
  return { id: member.id, email };
}

/** Signs in with the password and the code; the first time, sets the authenticator up. */
async function signIn(email: string) {
  const login = await post('/api/admin/auth/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const { challenge, step, setup } = login.json().data;
  const member = (await staff.staffByEmail(t.app.db, email))!;
  const secret = openSecret(t.app.filesCipher, member.id, member.totp_secret!);
  // A code is good once: as if the next 30 s had come, the last step taken is forgotten.
  await t.app.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', member.id).execute();
  const code = currentCode(secret);
  const second = await post('/api/admin/auth/second-factor', { challenge, code });
  expect(second.statusCode, second.body).toBe(200);
  return { step, setup, ...second.json().data, secret, code };
}

describe('staff sign-in', () => {
  it('sets the password from the link, then the authenticator from a QR code, with recovery codes shown once', async () => {
    const { email } = await newStaff('admin');
    const first = await signIn(email);
    expect(first.step).toBe('totp-setup');
    expect(first.setup.qr_svg).toMatch(/^<svg/);
    expect(first.setup.uri).toMatch(/^otpauth:\/\/totp\/Rihla:/);
    expect(first.recovery_codes).toHaveLength(10);
    expect(first.staff).toMatchObject({ email, role: 'admin', has_second_factor: true });
    expect((await get('/api/admin/me', first.access_token)).json().data.email).toBe(email);

    // The next sign-in asks for the code only, and a code already used is refused.
    const login = (await post('/api/admin/auth/login', { email, password: PASSWORD })).json().data;
    expect(login).toMatchObject({ step: 'totp', setup: null });
    const replay = await post('/api/admin/auth/second-factor', { challenge: login.challenge, code: first.code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(errorMessages.staffCodeInvalid);
    // A recovery code works once.
    const recovered = await post('/api/admin/auth/second-factor', {
      challenge: login.challenge,
      recovery_code: first.recovery_codes[0],
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json().data.recovery_codes).toBeNull();
    const again = (await post('/api/admin/auth/login', { email, password: PASSWORD })).json().data;
    expect(
      (await post('/api/admin/auth/second-factor', { challenge: again.challenge, recovery_code: first.recovery_codes[0] }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a wrong password, a used link, a short password, and a challenge after five wrong codes', async () => {
    const { email, id } = await newStaff('agent');
    expect((await post('/api/admin/auth/login', { email, password: 'not it at all!' })).statusCode).toBe(401);
    const link = new URL(await inviteLink(t.app.db, 'https://rihla.example', id)).searchParams.get('token')!;
    const short = await post('/api/admin/auth/password', { token: link, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(
      (await post('/api/admin/auth/password', { token: link, password: PASSWORD, password_confirmation: PASSWORD })).statusCode,
    ).toBe(200);
    const used = await post('/api/admin/auth/password', { token: link, password: PASSWORD, password_confirmation: PASSWORD });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(errorMessages.staffLinkInvalid);

    const { challenge } = (await post('/api/admin/auth/login', { email, password: PASSWORD })).json().data;
    for (let i = 0; i < 5; i++)
      expect((await post('/api/admin/auth/second-factor', { challenge, code: '000000' })).statusCode).toBe(401);
    const member = (await staff.staffByEmail(t.app.db, email))!;
    const right = currentCode(openSecret(t.app.filesCipher, member.id, member.totp_secret!));
    const late = await post('/api/admin/auth/second-factor', { challenge, code: right });
    expect(late.json().message).toBe(errorMessages.staffChallengeExpired);
  });

  it('ends a session after 30 minutes idle or 12 hours, and at sign-out', async () => {
    const { email } = await newStaff('agent');
    const { access_token } = await signIn(email);
    const hash = (await import('../../src/platform/tokens.ts')).tokenHash(access_token);
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.app.db
      .updateTable('staff_sessions')
      .set({ last_used_at: ago(31 * 60_000) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await get('/api/admin/me', access_token)).statusCode).toBe(401);

    const second = await signIn(email);
    const hash2 = (await import('../../src/platform/tokens.ts')).tokenHash(second.access_token);
    await t.app.db
      .updateTable('staff_sessions')
      .set({ created_at: ago(12 * 3600_000 + 1000) })
      .where('token_hash', '=', hash2)
      .execute();
    const expired = await get('/api/admin/me', second.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(errorMessages.staffSessionEnded);

    const third = await signIn(email);
    expect((await post('/api/admin/auth/logout', {}, third.access_token)).statusCode).toBe(200);
    expect((await get('/api/admin/me', third.access_token)).statusCode).toBe(401);
  });
});

describe('clean-up', () => {
  it('removes sessions nobody used for 30 minutes and spent links, and keeps live ones', async () => {
    const { email } = await newStaff('agent');
    const idle = await signIn(email);
    const live = await signIn(email);
    const { tokenHash } = await import('../../src/platform/tokens.ts');
    await t.app.db
      .updateTable('staff_sessions')
      .set({ last_used_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('token_hash', '=', tokenHash(idle.access_token))
      .execute();
    await t.app.jobs.runNow('expired-staff-access');
    const left = await t.app.db
      .selectFrom('staff_sessions')
      .select('token_hash')
      .where('token_hash', 'in', [tokenHash(idle.access_token), tokenHash(live.access_token)])
      .execute();
    expect(left.map((r) => r.token_hash)).toEqual([tokenHash(live.access_token)]);
  });
});

describe('who may call what under /api/admin', () => {
  // Every route the server has under /api/admin, as its OpenAPI document lists them; a new route
  // must be put in one of these lists, or this test fails.
  const OPEN = ['POST /api/admin/auth/login', 'POST /api/admin/auth/second-factor', 'POST /api/admin/auth/password'];
  const ADMIN_ONLY = [
    // Money: refunds and the accountant's settlement (issue 26).
    'POST /api/admin/bookings/{id}/refunds',
    'GET /api/admin/settlements.csv',
    'GET /api/admin/invoices',
    'GET /api/admin/invoices.csv',
    'GET /api/admin/invoices/{id}',
    'GET /api/admin/staff',
    'POST /api/admin/staff',
    'POST /api/admin/staff/{id}/reset-second-factor',
    // Offboarding (issue 29).
    'POST /api/admin/staff/{id}/disable',
    'POST /api/admin/staff/{id}/enable',
    'POST /api/admin/staff/{id}/role',
    'GET /api/admin/audit',
    // The catalogue: agents read it, admins change it.
    'POST /api/admin/trips',
    'POST /api/admin/trips/{id}',
    'POST /api/admin/trips/{id}/publish',
    'POST /api/admin/trips/{id}/unpublish',
    'POST /api/admin/trips/{id}/departures',
    'POST /api/admin/trips/{id}/departures/remove',
    'POST /api/admin/trips/{id}/departures/recurring',
    'POST /api/admin/trips/{id}/duplicate',
    'POST /api/admin/trips/{id}/capacity',
    'POST /api/admin/trips/{id}/reviews/{bookingId}/hide',
    'POST /api/admin/trips/{id}/reviews/{bookingId}/show',
    'POST /api/admin/faq',
    'POST /api/admin/faq/order',
    'POST /api/admin/faq/{id}',
    'POST /api/admin/faq/{id}/delete',
    'POST /api/admin/site-info',
    'POST /api/admin/countries',
    'POST /api/admin/countries/{id}',
    'POST /api/admin/countries/{id}/delete',
    'POST /api/admin/cities',
    'POST /api/admin/cities/{id}',
    'POST /api/admin/cities/{id}/delete',
    'POST /api/admin/tags',
    'POST /api/admin/tags/{id}',
    'POST /api/admin/tags/{id}/delete',
    'POST /api/admin/banners',
    'POST /api/admin/banners/{id}',
    'POST /api/admin/banners/{id}/delete',
    'POST /api/admin/booking-terms',
    'POST /api/admin/pictures',
  ];
  const ANY_STAFF = [
    'GET /api/admin/me',
    'GET /api/admin/dashboard',
    'GET /api/admin/figures',
    'GET /api/admin/manifest',
    'GET /api/admin/manifest.csv',
    'GET /api/admin/vitals',
    'GET /api/admin/bookings',
    'GET /api/admin/bookings.csv',
    'GET /api/admin/bookings/{id}',
    'GET /api/admin/bookings/{id}/files/{fileId}',
    'POST /api/admin/bookings/{id}/status',
    'POST /api/admin/bookings/{id}/notes',
    'POST /api/admin/bookings/confirm',
    'GET /api/admin/trips',
    'GET /api/admin/trips/{id}',
    'GET /api/admin/trips/{id}/reviews',
    'GET /api/admin/faq',
    'GET /api/admin/site-info',
    'GET /api/admin/countries',
    'GET /api/admin/cities',
    'GET /api/admin/tags',
    'GET /api/admin/banners',
    'GET /api/admin/booking-terms',
    'POST /api/admin/auth/logout',
  ];
  /** Routes that need something to exist: past the door, "not found" (or a refused body) is the answer. */
  const PAST_THE_DOOR = [200, 400, 404, 422];

  it('refuses guests and customers everywhere, agents on admin routes, and lets each role through where it may go', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(routes.sort()).toEqual([...OPEN, ...ADMIN_ONLY, ...ANY_STAFF].sort());

    const customer = (await register(t.app)).token;
    const agent = (await signIn((await newStaff('agent')).email)).access_token;
    const admin = (await signIn((await newStaff('admin')).email)).access_token;
    const call = (route: string, token?: string) => {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const body = url.endsWith('/staff')
        ? { email: `new.${Math.random().toString(36).slice(2)}@rihla.example`, name: 'موظف', role: 'agent' }
        : {};
      return t.app.inject({
        method,
        url: url.replace(/\{[^}]+\}/g, '999999'),
        headers: token ? auth(token) : {},
        ...(method === 'POST' ? { payload: body } : {}),
      });
    };
    const rows: string[] = [];
    for (const route of [...ADMIN_ONLY, ...ANY_STAFF]) {
      const guest = await call(route);
      const asCustomer = await call(route, customer);
      const asAgent = await call(route, agent);
      expect(guest.statusCode, `${route} guest`).toBe(401);
      expect(asCustomer.statusCode, `${route} customer`).toBe(401);
      if (ADMIN_ONLY.includes(route)) expect(asAgent.statusCode, `${route} agent`).toBe(403);
      else expect(PAST_THE_DOOR, `${route} agent`).toContain(asAgent.statusCode);
      if (route !== 'POST /api/admin/auth/logout')
        expect(PAST_THE_DOOR, `${route} admin`).toContain((await call(route, admin)).statusCode);
      rows.push(`${route}: guest ${guest.statusCode}, customer ${asCustomer.statusCode}, agent ${asAgent.statusCode}`);
    }
    expect((await call('GET /api/admin/me', agent)).statusCode).toBe(401); // signed out by the logout above
    console.info(rows.join('\n'));
  });
});

describe('audit log', () => {
  it('records sign-ins and invitations, shows them to admins only, and cannot be changed', async () => {
    const admin = await signIn((await newStaff('admin')).email);
    const invited = await post(
      '/api/admin/staff',
      { email: `inv.${Date.now()}@rihla.example`, name: 'موظفة جديدة', role: 'agent' },
      admin.access_token,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.link).toMatch(/^http.*\/admin\/set-password\?token=/);
    const log = (await get('/api/admin/audit', admin.access_token)).json().data as { action: string; ip: string }[];
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['staff.invited', 'staff.sign-in', 'staff.second-factor-set-up']),
    );
    expect(log[0]!.ip).toBeTruthy();
    await expect(t.app.db.updateTable('audit_log').set({ action: 'nothing' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});

describe('invitations and a lost authenticator (issue 31, item 16)', () => {
  const mailTo = (email: string) =>
    t.app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).execute();

  it('e-mails the invitation with its link', async () => {
    const admin = await signIn((await newStaff('admin')).email);
    const email = `mailed.${Date.now()}@rihla.example`;
    const invited = await post('/api/admin/staff', { email, name: 'موظفة بالبريد', role: 'agent' }, admin.access_token);
    expect(invited.statusCode, invited.body).toBe(200);
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('دعوة إلى لوحة تحكم رحلة');
    expect(mails[0]!.text_body).toContain(invited.json().data.link);
  });

  it('an admin resets another member’s second factor: signed out, set up again at sign-in, e-mailed, audited', async () => {
    const adminAccount = await newStaff('admin');
    const admin = await signIn(adminAccount.email);
    const agentAccount = await newStaff('agent');
    const agent = await signIn(agentAccount.email);
    expect((await get('/api/admin/me', agent.access_token)).statusCode).toBe(200);

    const byAgent = await post(`/api/admin/staff/${agentAccount.id}/reset-second-factor`, {}, agent.access_token);
    expect(byAgent.statusCode).toBe(403);
    const self = await post(`/api/admin/staff/${adminAccount.id}/reset-second-factor`, {}, admin.access_token);
    expect(self.statusCode).toBe(409);

    const reset = await post(`/api/admin/staff/${agentAccount.id}/reset-second-factor`, {}, admin.access_token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.has_second_factor).toBe(false);
    expect((await get('/api/admin/me', agent.access_token)).statusCode).toBe(401);
    const again = await signIn(agentAccount.email);
    expect(again.step).toBe('totp-setup');
    expect((await mailTo(agentAccount.email)).map((m) => m.subject)).toContain('أُعيد تعيين التحقق بخطوتين لحسابك');
    const log = (await get('/api/admin/audit', admin.access_token)).json().data as { action: string; subject: string }[];
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.second-factor-reset', subject: `staff:${agentAccount.id}` }),
      ]),
    );
    expect((await post('/api/admin/staff/999999/reset-second-factor', {}, admin.access_token)).statusCode).toBe(404);
  });
});

describe.skipIf(isPg)('pnpm admin create-staff', () => {
  it('creates the first admin and prints the link to set the password', () => {
    const out = execFileSync(
      process.execPath,
      ['src/cli/admin.ts', 'create-staff', '--email', 'first@rihla.example', '--role', 'admin'],
      {
        cwd: API,
        env: { ...process.env, DATA_DIR: t.dataDir + '-cli', PUBLIC_URL: 'https://rihla.example', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    expect(out).toMatch(/admin first@rihla\.example created/);
    expect(out).toMatch(/https:\/\/rihla\.example\/admin\/set-password\?token=[A-Za-z0-9_-]{20,}/);
  });
});
