import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { auth, createTestApp, type TestApp } from '../helper.ts';
import { staffToken } from './staff-token.ts';
import { adminCli } from '../admin-cli.ts';

// Issue 29, finding 4: staff can be offboarded. Before, no route or command disabled a member,
// changed a role or ended sessions (`disabled_at` existed, nothing set it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const unique = (what: string) => `${what}.${Date.now()}.${Math.random().toString(36).slice(2)}@rihla.example`;
const idOf = async (email: string) =>
  (await t.app.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const auditOf = async (id: number) =>
  (
    await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'staff_email', 'details'])
      .where('subject', '=', `staff:${id}`)
      .execute()
  ).map((r) => ({ action: r.action, by: r.staff_email, ...(JSON.parse(r.details ?? '{}') as Record<string, unknown>) }));
const cli = (...args: string[]) => adminCli(t, ...args);

describe('offboarding staff (issue 29, finding 4)', () => {
  let firstAdmin: string;
  let firstAdminId: number;

  it('the only admin can neither disable nor demote themselves: 409 in Arabic', async () => {
    const email = unique('first.admin');
    firstAdmin = await staffToken(t.app, 'admin', email);
    firstAdminId = await idOf(email);
    const disable = await post(`/api/admin/staff/${firstAdminId}/disable`, firstAdmin);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(errorMessages.staffLastAdmin);
    const demote = await post(`/api/admin/staff/${firstAdminId}/role`, firstAdmin, { role: 'agent' });
    expect(demote.statusCode).toBe(409);
    expect((await get('/api/admin/me', firstAdmin)).json().data).toMatchObject({ role: 'admin', disabled: false });
    // Nor from the command line.
    await expect(cli('disable-staff', '--email', email)).rejects.toThrow(/last active admin/);
    await expect(cli('set-role', '--email', email, '--role', 'agent')).rejects.toThrow(/last active admin/);
  });

  it('disabling ends every session at once and stops sign-in; enabling lets them back; both audited', async () => {
    const email = unique('agent');
    const agent = await staffToken(t.app, 'agent', email);
    const id = await idOf(email);
    // Agents may not offboard anyone.
    expect((await post(`/api/admin/staff/${firstAdminId}/disable`, agent)).statusCode).toBe(403);
    expect((await post(`/api/admin/staff/${id}/role`, agent, { role: 'admin' })).statusCode).toBe(403);

    const disabled = await post(`/api/admin/staff/${id}/disable`, firstAdmin);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id, disabled: true });
    expect((await get('/api/admin/me', agent)).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', id).execute()).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password: 'agent passphrase 1' },
    });
    expect(login.statusCode).toBe(401);

    const enabled = await post(`/api/admin/staff/${id}/enable`, firstAdmin);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.disabled).toBe(false);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password: 'agent passphrase 1' },
    });
    expect(back.statusCode).toBe(200);

    const log = await auditOf(id);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.disabled', email, role: 'agent' }),
        expect.objectContaining({ action: 'staff.enabled', email }),
      ]),
    );
    expect((await post('/api/admin/staff/999999/disable', firstAdmin)).statusCode).toBe(404);
  });

  it('changes roles, audited with the old and new role, and then the last admin may step down', async () => {
    const email = unique('promoted');
    const agent = await staffToken(t.app, 'agent', email);
    const id = await idOf(email);
    expect((await get('/api/admin/staff', agent)).statusCode).toBe(403);
    const promoted = await post(`/api/admin/staff/${id}/role`, firstAdmin, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.role).toBe('admin');
    // The same session now has the new role.
    expect((await get('/api/admin/staff', agent)).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'staff.role-changed', from: 'agent', to: 'admin' })]),
    );
    expect((await post(`/api/admin/staff/${id}/role`, firstAdmin, { role: 'boss' })).statusCode).toBe(422);

    // Two admins now: the first may step down to agent; then the second is the last admin.
    expect((await post(`/api/admin/staff/${firstAdminId}/role`, firstAdmin, { role: 'agent' })).statusCode).toBe(200);
    const last = await post(`/api/admin/staff/${id}/disable`, agent);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(errorMessages.staffLastAdmin);
  });

  it('pnpm admin disable-staff, enable-staff and set-role, audited as the CLI', async () => {
    const email = unique('cli');
    const token = await staffToken(t.app, 'agent', email);
    const id = await idOf(email);
    expect(await cli('set-role', '--email', email, '--role', 'admin')).toContain('is an admin');
    expect(await cli('disable-staff', '--email', email)).toContain('disabled');
    expect((await get('/api/admin/me', token)).statusCode).toBe(401);
    expect(await cli('enable-staff', '--email', email)).toContain('enabled');
    const log = await auditOf(id);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.role-changed', by: 'cli', from: 'agent', to: 'admin' }),
        expect.objectContaining({ action: 'staff.disabled', by: 'cli' }),
        expect.objectContaining({ action: 'staff.enabled', by: 'cli' }),
      ]),
    );
    await expect(cli('disable-staff', '--email', 'nobody@rihla.example')).rejects.toThrow(/no staff member/);
  });
});
