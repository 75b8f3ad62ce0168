import { createPrivateKey, randomUUID, X509Certificate, type KeyObject } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowIso } from '../../platform/db/constraints.ts';
import type { FileCipher } from '../../platform/file-cipher.ts';
import { sellerIdentity } from './repositories/invoices.ts';
import { deleteCredentials, insertCredentials, latestCredentials, signingCredentialsRow } from './repositories/zatca.ts';
import type { SigningCredentials } from './zatca-signature.ts';
import { generateSigningKey, selfSignedCertificate, type EgsIdentity } from './x509.ts';

// The seller's signing key and certificates in the database (issue 27, phase 2). The private key
// and the CSIDs' API secrets are sealed with the files key (FILES_KEY or $DATA_DIR/files.key,
// AES-256-GCM as the passports are): a copy of the database alone cannot sign or report. Every
// server registers its files key here when it starts (plugins/invoices.ts), so an invoice issued
// in any transaction can be signed.

type Db = Kysely<DB> | Transaction<DB>;

// Kept on the process, not the module: a test runner may load this module twice (once through the
// app's autoloaded plugins, once through a test's own import), and both copies must see the keys.
const shared = globalThis as { [key: symbol]: unknown };
const ciphers = (shared[Symbol.for('rihla.invoices.ciphers')] ??= new Map()) as Map<string, FileCipher>;
const keys = (shared[Symbol.for('rihla.invoices.keys')] ??= new Map()) as Map<string, KeyObject>;

/** Makes this files key available to open the sealed signing keys (each server, at start). */
export function useFilesCipher(cipher: FileCipher): void {
  ciphers.set(cipher.keyId, cipher);
}

interface SealedText {
  keyId: string;
  iv: string;
  tag: string;
  data: string;
}

export function seal(cipher: FileCipher, plain: string, name: string): string {
  const s = cipher.seal(Buffer.from(plain, 'utf8'), name);
  return JSON.stringify({
    keyId: s.keyId,
    iv: s.iv.toString('base64'),
    tag: s.tag.toString('base64'),
    data: s.data.toString('base64'),
  });
}

export class SigningKeyUnavailable extends Error {}

export function unseal(text: string, name: string): string {
  const s = JSON.parse(text) as SealedText;
  const cipher = ciphers.get(s.keyId);
  if (!cipher)
    throw new SigningKeyUnavailable(
      'the e-invoicing key was sealed with another files key (FILES_KEY): this server cannot sign invoices',
    );
  return cipher
    .open(
      { keyId: s.keyId, iv: Buffer.from(s.iv, 'base64'), tag: Buffer.from(s.tag, 'base64'), data: Buffer.from(s.data, 'base64') },
      name,
    )
    .toString('utf8');
}

const KEY_NAME = 'zatca-private-key';
const SECRET_NAME = 'zatca-secret';

export const sealKey = (cipher: FileCipher, key: KeyObject) =>
  seal(cipher, key.export({ type: 'pkcs8', format: 'pem' }) as string, KEY_NAME);
export const sealSecret = (cipher: FileCipher, secret: string) => seal(cipher, secret, SECRET_NAME);
export const unsealSecret = (text: string) => unseal(text, SECRET_NAME);

function openKey(sealed: string): KeyObject {
  let key = keys.get(sealed);
  if (!key) {
    key = createPrivateKey(unseal(sealed, KEY_NAME));
    keys.set(sealed, key);
  }
  return key;
}

/** The key and certificate invoices are signed with now (inside the issuing transaction). */
export async function signingCredentials(db: Db): Promise<SigningCredentials & { kind: string }> {
  const row = await signingCredentialsRow(db);
  if (!row) throw new SigningKeyUnavailable('no e-invoicing key yet: the server makes one when it starts');
  return { kind: row.kind, privateKey: openKey(row.private_key), certificate: Buffer.from(row.certificate, 'base64') };
}

/** The EGS unit as the seller's settings describe it (the CSR's subject and the self-signed certificate's). */
export async function egsIdentity(db: Db, overrides: Partial<EgsIdentity> = {}): Promise<EgsIdentity> {
  const s = await sellerIdentity(db);
  const vat = s?.vat_number || '399999999900003';
  const location = [s?.address_building, s?.address_street, s?.address_district, s?.address_city].filter(Boolean).join(' ');
  return {
    commonName: `Rihla-${vat}`,
    organization: s?.legal_name || 'Rihla',
    organizationalUnit: s?.address_city || 'Main branch',
    vatNumber: vat,
    serialNumber: `1-Rihla|2-1.0|3-${randomUUID()}`,
    invoiceTypes: '0100',
    location: location || 'Riyadh',
    industry: 'Travel agency',
    ...overrides,
  };
}

function readableCertificate(base64: string): boolean {
  try {
    new X509Certificate(Buffer.from(base64, 'base64'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A server with neither a production CSID nor a key of its own makes a self-signed secp256k1 key
 * and certificate, so that every invoice is signed; onboarding (pnpm admin zatca onboard) replaces
 * it. Returns what was done, for the log.
 */
export async function ensureSigningCredentials(
  db: Kysely<DB>,
  cipher: FileCipher,
): Promise<'production' | 'self_signed' | 'created'> {
  if (await latestCredentials(db, 'production')) return 'production';
  const existing = await latestCredentials(db, 'self_signed');
  // A self-signed certificate with a non-minimal serial (made before certificateSerial, x509.ts) is
  // one OpenSSL refuses: a new one replaces it, since no one else relies on it.
  if (existing && readableCertificate(existing.certificate)) {
    // Fails now, at start, rather than at the first payment, when the files key is another.
    openKey(existing.private_key);
    return 'self_signed';
  }
  if (existing) await deleteCredentials(db, existing.id);
  const { privateKey } = generateSigningKey();
  const certificate = selfSignedCertificate(await egsIdentity(db), privateKey);
  await insertCredentials(db, {
    kind: 'self_signed',
    certificate: certificate.toString('base64'),
    private_key: sealKey(cipher, privateKey),
    secret: null,
    binary_security_token: null,
    request_id: null,
    created_at: nowIso(),
  });
  return 'created';
}
