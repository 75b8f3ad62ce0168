import type { Kysely } from 'kysely';
import type { DB, StaffRow } from '../../platform/db/schema.ts';
import type { FileCipher } from '../../platform/file-cipher.ts';
import { newToken, tokenHash } from '../../platform/tokens.ts';
import { deleteLink, insertLink, insertSession, useLink, type LinkPurpose } from './repositories/staff.ts';

// What a staff member holds: one-time links, back-office sessions and the sealed TOTP secret. A
// token exists in clear only here, in the answer that hands it out; the repository keeps its hash.

/** A one-time link's token (setting a password, a sign-in's second step), valid for ttlMs. */
export async function issueLink(db: Kysely<DB>, staffId: number, purpose: LinkPurpose, ttlMs: number): Promise<string> {
  const token = newToken();
  await insertLink(db, staffId, purpose, tokenHash(token), ttlMs);
  return token;
}

/** The staff member a live link names, counting one more use of it; undefined when unknown or expired. */
export function linkStaff(
  db: Kysely<DB>,
  token: string,
  purpose: LinkPurpose,
  maxAttempts: number,
): Promise<StaffRow | undefined> {
  return useLink(db, tokenHash(token), purpose, maxAttempts);
}

export function dropLink(db: Kysely<DB>, token: string): Promise<void> {
  return deleteLink(db, tokenHash(token));
}

/** A new back-office session's token. */
export async function issueSession(db: Kysely<DB>, staffId: number): Promise<string> {
  const token = newToken();
  await insertSession(db, staffId, tokenHash(token));
  return token;
}

// The TOTP secret sealed with the files key: key id (16 ASCII hex digits), IV (12), tag (16), data.
export function sealSecret(cipher: FileCipher, staffId: number, secret: Buffer): Buffer {
  const sealed = cipher.seal(secret, `staff-totp:${staffId}`);
  return Buffer.concat([Buffer.from(sealed.keyId, 'ascii'), sealed.iv, sealed.tag, sealed.data]);
}

export function openSecret(cipher: FileCipher, staffId: number, stored: Buffer): Buffer {
  const keyId = stored.subarray(0, 16).toString('ascii');
  return cipher.open(
    { keyId, iv: stored.subarray(16, 28), tag: stored.subarray(28, 44), data: stored.subarray(44) },
    `staff-totp:${staffId}`,
  );
}
