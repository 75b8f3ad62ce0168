import { validateEmail } from '@rihla/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { inviteLink } from './staff-invite.ts';
import * as staff from './repositories/staff.ts';
import { recordAudit } from './repositories/audit-log.ts';
import { CommandError } from '../../platform/command-error.ts';

// The back office's first admin (issue 17): created from the command line, since nobody can invite
// before anyone exists. Prints the one-time link at which they set their password; the second factor
// is set up at their first sign-in.

export const STAFF_HELP = `  pnpm admin create-staff --email E --role admin|agent [--name N]
                                                           a staff account; prints its one-time password link
  pnpm admin staff-link --email E                          a new password link (a lost password or an expired invitation)
  pnpm admin disable-staff --email E                       disable a staff member: every session of theirs ends at once
  pnpm admin enable-staff --email E                        enable a disabled staff member again
  pnpm admin set-role --email E --role admin|agent         change a staff member's role
                                                           (never disables or demotes the last active admin)`;

export async function runStaffCommand(
  database: Database,
  config: Config,
  command: string,
  options: { email?: string; role?: string; name?: string },
): Promise<boolean> {
  const { db } = database;
  const email = options.email?.trim().toLowerCase() ?? '';
  switch (command) {
    case 'create-staff': {
      if (validateEmail(email)) throw new CommandError('--email must be an e-mail address');
      if (options.role !== 'admin' && options.role !== 'agent') throw new CommandError('--role must be admin or agent');
      if (await staff.staffByEmail(db, email))
        throw new CommandError(`${email} is already a staff member (pnpm admin staff-link --email ${email})`);
      const member = await staff.createStaff(db, {
        email,
        name: options.name?.trim() || email.split('@')[0]!,
        role: options.role,
        invitedBy: null,
      });
      await recordAudit(db, {
        staffId: null,
        staffEmail: 'cli',
        action: 'staff.created',
        subject: `staff:${member.id}`,
        details: { email, role: member.role },
      });
      console.log(
        `${member.role} ${email} created. Set the password within 7 days at:\n${await inviteLink(db, config.publicUrl, member.id)}`,
      );
      return true;
    }
    case 'staff-link': {
      const member = await staff.staffByEmail(db, email);
      if (!member) throw new CommandError(`no staff member ${email}`);
      await recordAudit(db, { staffId: null, staffEmail: 'cli', action: 'staff.password-link', subject: `staff:${member.id}` });
      console.log(`Password link for ${email} (7 days, once):\n${await inviteLink(db, config.publicUrl, member.id)}`);
      return true;
    }
    case 'disable-staff':
    case 'enable-staff':
    case 'set-role': {
      const member = await staff.staffByEmail(db, email);
      if (!member) throw new CommandError(`no staff member ${email}`);
      const cli = { staffId: null, staffEmail: 'cli', subject: `staff:${member.id}` };
      if (command === 'enable-staff') {
        if (member.disabled_at) {
          await staff.enableStaff(db, member.id);
          await recordAudit(db, { ...cli, action: 'staff.enabled', details: { email, disabled_at: member.disabled_at } });
        }
        console.log(`${email} is enabled`);
        return true;
      }
      if (command === 'disable-staff') {
        if (!member.disabled_at) {
          const result = await staff.disableStaff(db, member.id);
          if (result === 'last-admin') throw new CommandError(`${email} is the last active admin: make another admin first`);
          await recordAudit(db, { ...cli, action: 'staff.disabled', details: { email, role: member.role } });
        }
        console.log(`${email} is disabled; their sessions have ended`);
        return true;
      }
      if (options.role !== 'admin' && options.role !== 'agent') throw new CommandError('--role must be admin or agent');
      if (member.role !== options.role) {
        const result = await staff.setStaffRole(db, member.id, options.role);
        if (result === 'last-admin') throw new CommandError(`${email} is the last active admin: make another admin first`);
        await recordAudit(db, { ...cli, action: 'staff.role-changed', details: { email, from: member.role, to: options.role } });
      }
      console.log(`${email} is ${options.role === 'admin' ? 'an admin' : 'an agent'}`);
      return true;
    }
    default:
      return false;
  }
}
