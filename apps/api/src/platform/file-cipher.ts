import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

// Passport and visa files are stored in the database encrypted with AES-256-GCM (issue 16, item 2):
// a copy of the database, or of its backups, shows no passport. Each file gets a fresh 96-bit IV and
// keeps its 128-bit tag; its stored name is the additional data, so one row's bytes cannot be passed
// off as another's. The row also keeps a fingerprint of the key, so a server started with another
// key says so (503) instead of trying, and GCM's tag refuses anything else: never the wrong bytes.

export const KEY_FILE = 'files.key';
const IV_BYTES = 12;

export interface SealedFile {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

/** The stored file cannot be opened with this server's key (another key, or altered bytes). */
export class FilesKeyMismatch extends Error {
  constructor() {
    super('stored file cannot be decrypted with FILES_KEY');
  }
}

export class FileCipher {
  private readonly key: Buffer;
  /** A fingerprint of the key (not the key): the first 16 hex digits of its SHA-256. */
  readonly keyId: string;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('FILES_KEY must be 32 bytes');
    this.key = key;
    this.keyId = crypto.createHash('sha256').update(key).digest('hex').slice(0, 16);
  }

  seal(plain: Buffer, name: string): SealedFile {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(name));
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { keyId: this.keyId, iv, tag: cipher.getAuthTag(), data };
  }

  /** The plain bytes; FilesKeyMismatch when this key did not seal them, or they were changed. */
  open(sealed: SealedFile, name: string): Buffer {
    if (sealed.keyId !== this.keyId) throw new FilesKeyMismatch();
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, sealed.iv);
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(sealed.tag);
      return Buffer.concat([decipher.update(sealed.data), decipher.final()]);
    } catch {
      throw new FilesKeyMismatch();
    }
  }
}

/** 32 bytes written as 64 hex digits or in base64; anything else stops the start with a message. */
export function parseFilesKey(raw: string): Buffer {
  const text = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  // 32 bytes in base64 are 43 characters and one "=" (base64url and no padding accepted too).
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return Buffer.from(text, 'base64');
  throw new Error('FILES_KEY must be 32 bytes, as 64 hex digits or in base64 (openssl rand -base64 32)');
}

/**
 * FILES_KEY when set; otherwise the key in $DATA_DIR/files.key, made (0600) on the first start with
 * a warning to back it up: without it no stored passport can be read again.
 */
export async function loadFilesKey(filesKey: string | null, dataDir: string, log: FastifyBaseLogger): Promise<Buffer> {
  if (filesKey) return parseFilesKey(filesKey);
  const file = path.join(dataDir, KEY_FILE);
  try {
    await fs.writeFile(file, `${crypto.randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    log.warn(
      { file },
      'FILES_KEY is not set: generated the key that encrypts passport and visa files into this file. Back it up ' +
        '(or set FILES_KEY to its contents): without it the stored files cannot be read',
    );
  } catch (e) {
    // Another server on the same DATA_DIR, or an earlier start, made it: use that one.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parseFilesKey(await fs.readFile(file, 'utf8'));
}
