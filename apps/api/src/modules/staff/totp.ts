import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// The staff's second factor (issue 17): RFC 6238 time-based codes (otpauth), 6 digits every 30 s,
// as every authenticator app reads them, and ten one-time recovery codes shown once.

const PERIOD_S = 30;
const ISSUER = 'Rihla';

const totpFor = (secret: Buffer, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromHex(secret.toString('hex')),
  });

export function newTotpSecret(): Buffer {
  return crypto.randomBytes(20);
}

/** What the set-up screen shows: the otpauth:// URI as a QR code (SVG), and the secret to type by hand. */
export async function totpSetup(secret: Buffer, email: string): Promise<{ uri: string; qr_svg: string; secret: string }> {
  const totp = totpFor(secret, email);
  const uri = totp.toString();
  return {
    uri,
    qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    secret: totp.secret.base32,
  };
}

/**
 * The time step the code belongs to (one step either side of now is allowed, for clocks a little
 * apart), or null. The caller refuses a step at or before the last one accepted: a code works once.
 */
export function acceptedStep(secret: Buffer, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The current code (tests, and nothing else: the server never needs it). */
export function currentCode(secret: Buffer, now = Date.now()): string {
  return totpFor(secret, 'x').generate({ timestamp: now });
}

const hashCode = (code: string) => crypto.createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** Ten recovery codes ("k3f9-2mzq-8h1w"), and their hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () =>
    Array.from({ length: 3 }, () => Array.from(crypto.randomBytes(4), (b) => alphabet[b % alphabet.length]).join('')).join('-'),
  );
  return { codes, hashes: codes.map(hashCode) };
}

/** The stored hashes without the one this code matches, or null when it matches none. */
export function spendRecoveryCode(hashes: string[], code: string): string[] | null {
  const hash = hashCode(code);
  const i = hashes.indexOf(hash);
  return i === -1 ? null : [...hashes.slice(0, i), ...hashes.slice(i + 1)];
}
