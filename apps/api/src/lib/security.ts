import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// Passwords: scrypt at OWASP's recommended N=2^17, r=8, p=1 (64-byte key, 16-byte salt). The
// parameters are stored with the hash, so they can be raised later without breaking old hashes.
const KEY_LEN = 64;

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = crypto.randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password, salt, KEY_LEN, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const N = 2 ** logN;
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: 256 * N * r });
  return crypto.timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(logN: number): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-0', logN);
  return dummyHash;
}

/** 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function randomName(): string {
  return crypto.randomBytes(16).toString('hex');
}
