import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { issueLink } from './staff-credentials.ts';

/** An invitation (or a new first-admin link) stays good for 7 days, and once. */
const INVITE_MS = 7 * 24 * 60 * 60 * 1000;

/** The one-time link at which a staff member sets their password: the CLI prints it, an admin hands it on. */
export async function inviteLink(db: Kysely<DB>, publicUrl: string, staffId: number): Promise<string> {
  const token = await issueLink(db, staffId, 'set-password', INVITE_MS);
  return `${publicUrl.replace(/\/+$/, '')}/admin/set-password?token=${token}`;
}
