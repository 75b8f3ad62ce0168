import crypto from 'node:crypto';
import os from 'node:os';

// Runs inside a worker thread of the password pool (password-pool.ts). scrypt is called synchronously
// here on purpose: the async crypto.scrypt would run on libuv's 4-thread pool, which file reads and
// writes share, so a burst of logins would stall every file the server serves or stores.
//
// Passwords: scrypt at OWASP's recommended N=2^17, r=8, p=1 (64-byte key, 16-byte salt). The
// parameters are stored with the hash, so they can be raised later without breaking old hashes.

const KEY_LEN = 64;

// Hashing threads yield the CPU to the event loop: on Linux a thread has its own nice value, and
// setpriority(0) from this thread sets only this thread's. A login waits a little longer under
// load; a booking or a file read does not wait behind 350 ms of scrypt.
try {
  os.setPriority(0, 15);
} catch {
  // not permitted on this system: hashing still runs off the event loop and off libuv's pool
}

export type PasswordTask = { op: 'hash'; password: string; logN: number } | { op: 'verify'; password: string; stored: string };

export function hashPasswordSync(password: string, logN: number): string {
  const salt = crypto.randomBytes(16);
  const N = 2 ** logN;
  const key = crypto.scryptSync(password, salt, KEY_LEN, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export function verifyPasswordSync(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // A stored hash is ours, but a corrupt row must not make the worker allocate without bound.
  if (!(logN >= 1 && logN <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16) return false;
  const N = 2 ** logN;
  const key = crypto.scryptSync(password, salt, expected.length, { N, r, p, maxmem: 256 * N * r });
  return crypto.timingSafeEqual(key, expected);
}

export default function run(task: PasswordTask): string | boolean {
  return task.op === 'hash' ? hashPasswordSync(task.password, task.logN) : verifyPasswordSync(task.password, task.stored);
}
