import type { FastifyInstance } from 'fastify';
import { currentCode } from '../../src/modules/staff/totp.ts';
import { inviteLink } from '../../src/modules/staff/staff-invite.ts';
import * as staff from '../../src/modules/staff/repositories/staff.ts';
import { openSecret } from '../../src/modules/staff/staff-credentials.ts';

/**
 * A new staff member of `role`, signed in through the API as staff do (set a password from the
 * invitation, then password and TOTP code): their bearer token. `email` must be new to the database.
 */
export async function staffToken(app: FastifyInstance, role: 'admin' | 'agent', email: string): Promise<string> {
  const member = await staff.createStaff(app.db, { email, name: 'موظف', role, invitedBy: null });
  const token = new URL(await inviteLink(app.db, 'https://x', member.id)).searchParams.get('token')!;
  const password = `${role} passphrase 1`;
  await app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    payload: { token, password, password_confirmation: password },
  });
  const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: member.email, password } });
  const { challenge } = login.json().data;
  const row = (await staff.staffById(app.db, member.id))!;
  const code = currentCode(openSecret(app.filesCipher, member.id, row.totp_secret!));
  const second = await app.inject({ method: 'POST', url: '/api/admin/auth/second-factor', payload: { challenge, code } });
  return second.json().data.access_token;
}
