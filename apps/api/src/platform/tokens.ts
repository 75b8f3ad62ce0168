import crypto from 'node:crypto';

// Password hashing lives in password-worker.ts and runs in its own thread pool (password-pool.ts).

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
