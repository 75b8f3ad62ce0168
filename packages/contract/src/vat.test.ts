import { describe, expect, it } from 'vitest';
import { decodeInvoiceQr, decodeInvoiceQrBytes, encodeInvoiceQr, validateVatNumber, vatOfGross } from './vat.ts';

describe('VAT from a VAT-inclusive price', () => {
  it('standard 15%: net rounded half up to the halala, VAT the rest', () => {
    expect(vatOfGross(115_00, 'standard')).toEqual({ net: 100_00, vat: 15_00 });
    expect(vatOfGross(1, 'standard')).toEqual({ net: 1, vat: 0 }); // 0.87 → 1
    expect(vatOfGross(23, 'standard')).toEqual({ net: 20, vat: 3 }); // 20.0 exactly
    // 0.575 halala is the half: 66.125 → 66 vs. 66.5 → 67
    expect(vatOfGross(76, 'standard')).toEqual({ net: 66, vat: 10 }); // 66.0869…
    expect(vatOfGross(77, 'standard')).toEqual({ net: 67, vat: 10 }); // 66.956…
    expect(vatOfGross(1_140_000, 'standard')).toEqual({ net: 991_304, vat: 148_696 }); // 991304.347…
    for (let g = 0; g < 2000; g++) {
      const { net, vat } = vatOfGross(g, 'standard');
      expect(net + vat).toBe(g);
      expect(Math.abs(net - (g * 100) / 115)).toBeLessThanOrEqual(0.5);
    }
  });

  it('zero-rated and outside the scope: no VAT', () => {
    expect(vatOfGross(12_345, 'zero')).toEqual({ net: 12_345, vat: 0 });
    expect(vatOfGross(12_345, 'out_of_scope')).toEqual({ net: 12_345, vat: 0 });
  });

  it('a credit note’s negative amount splits the same way', () => {
    expect(vatOfGross(-115_00, 'standard')).toEqual({ net: -100_00, vat: -15_00 });
  });
});

describe('the VAT registration number', () => {
  it('is 15 digits starting and ending with 3', () => {
    expect(validateVatNumber('310122393500003')).toBeNull();
    expect(validateVatNumber('210122393500003')).not.toBeNull();
    expect(validateVatNumber('31012239350000')).not.toBeNull();
    expect(validateVatNumber('310122393500004')).not.toBeNull();
  });
});

describe('the invoice QR (ZATCA TLV, fields 1–5)', () => {
  it('round-trips Arabic text and matches a known encoding', () => {
    const qr = encodeInvoiceQr({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '1000.00',
      vat: '150.00',
    });
    // ZATCA's published example for these values.
    expect(qr).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
    const arabic = encodeInvoiceQr({
      sellerName: 'شركة رحلة للسياحة',
      vatNumber: '310122393500003',
      timestamp: 't',
      total: '1',
      vat: '0',
    });
    expect(decodeInvoiceQr(arabic)[1]).toBe('شركة رحلة للسياحة');
  });
});

describe('the invoice QR of phase 2 (fields 6–9)', () => {
  const base = {
    sellerName: 'Bobs Records',
    vatNumber: '310122393500003',
    timestamp: '2022-04-25T15:30:00Z',
    total: '1000.00',
    vat: '150.00',
  };
  // A secp256k1 SubjectPublicKeyInfo is 88 bytes (0x30 0x56 …); a DER ECDSA signature about 71.
  const publicKey = Uint8Array.from({ length: 88 }, (_, i) => (i * 7 + 0x30) % 256);
  const certificateSignature = Uint8Array.from({ length: 71 }, (_, i) => 255 - i);
  const phase2 = {
    ...base,
    invoiceHash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzI=',
    signature: 'MEUCIQD' + 'A'.repeat(89),
    publicKey,
    certificateSignature,
  };

  it('keeps fields 1–5 byte for byte and appends 6–9', () => {
    const one = atob(encodeInvoiceQr(base));
    const two = atob(encodeInvoiceQr(phase2));
    expect(two.startsWith(one)).toBe(true);
    const fields = decodeInvoiceQr(encodeInvoiceQr(phase2));
    expect(fields).toMatchObject({ 1: 'Bobs Records', 5: '150.00', 6: phase2.invoiceHash, 7: phase2.signature });
    expect(Object.keys(fields)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('writes the public key and the certificate signature as bytes, not text', () => {
    const qr = encodeInvoiceQr(phase2);
    const bytes = decodeInvoiceQrBytes(qr);
    expect(bytes[8]).toEqual(publicKey);
    expect(bytes[9]).toEqual(certificateSignature);
    // Tag 8, length 88, then the key's own bytes (no base64 or UTF-8 in between).
    const raw = Uint8Array.from(atob(qr), (c) => c.charCodeAt(0));
    const at = raw.indexOf(8, raw.length - (2 + 88) - (2 + 71));
    expect([raw[at], raw[at + 1], raw[at + 2]]).toEqual([8, 88, publicKey[0]]);
    // The text decoding gives those bytes in base64.
    expect(decodeInvoiceQr(qr)[8]).toBe(btoa(String.fromCharCode(...publicKey)));
  });

  it('refuses half of phase 2 and a field over 255 bytes', () => {
    expect(() => encodeInvoiceQr({ ...base, invoiceHash: 'x' })).toThrow(/6 to 9/);
    expect(() => encodeInvoiceQr({ ...phase2, publicKey: new Uint8Array(256) })).toThrow(/field 8/);
  });

  it('refuses a truncated QR', () => {
    const qr = atob(encodeInvoiceQr(phase2));
    expect(() => decodeInvoiceQrBytes(btoa(qr.slice(0, -3)))).toThrow(/past the end/);
  });
});
