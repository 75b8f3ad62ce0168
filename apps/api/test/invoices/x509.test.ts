import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureSigningCredentials } from '../../src/modules/invoices/credentials.ts';
import { createTestApp } from '../helper.ts';
import { certificateInfo, generateSigningKey, selfSignedCertificate, type EgsIdentity } from '../../src/modules/invoices/x509.ts';

const egs: EgsIdentity = {
  commonName: 'Rihla-310122393500003',
  organization: 'Rihla Travel',
  organizationalUnit: 'Riyadh',
  vatNumber: '310122393500003',
  serialNumber: '1-Rihla|2-1.0|3-test',
  invoiceTypes: '0100',
  location: 'Riyadh',
  industry: 'Travel',
};

describe('the self-signed certificate a server signs with before onboarding', () => {
  // The random bytes that once made a certificate OpenSSL refuses ("no start line"): a serial
  // starting 0x00 then a byte under 0x80 is not minimal DER. One certificate in 256 was so.
  it.each([
    ['a zero byte before a small one', [0x00, 0x05]],
    ['two zero bytes', [0x00, 0x00]],
    ['the top bit set', [0x80, 0x00]],
    ['every bit set', [0xff, 0xff]],
  ])('is valid DER whatever the serial’s random bytes: %s', (_, start) => {
    const random = Buffer.alloc(16, 0x11);
    random.set(start!);
    const { privateKey } = generateSigningKey();
    const der = selfSignedCertificate(egs, privateKey, 30, random);
    const x509 = new X509Certificate(der);
    expect(x509.serialNumber).toMatch(/^[4-7][0-9A-F]{31}$/);
    expect(certificateInfo(der).serialNumber).toMatch(/^\d+$/);
  });
});

describe('a stored self-signed certificate OpenSSL cannot read', () => {
  it('is replaced by a new one when the server starts, so payments can be invoiced again', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.db;
      // What a non-minimal serial made: bytes OpenSSL refuses.
      await db
        .updateTable('zatca_credentials')
        .set({ certificate: Buffer.from('not a certificate').toString('base64') })
        .where('kind', '=', 'self_signed')
        .execute();
      expect(await ensureSigningCredentials(db, t.app.filesCipher)).toBe('created');
      const latest = await db
        .selectFrom('zatca_credentials')
        .selectAll()
        .where('kind', '=', 'self_signed')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(() => new X509Certificate(Buffer.from(latest.certificate, 'base64'))).not.toThrow();
      // A readable one is kept as it is.
      expect(await ensureSigningCredentials(db, t.app.filesCipher)).toBe('self_signed');
    } finally {
      await t.close();
    }
  });
});
