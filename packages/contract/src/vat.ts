// Saudi VAT on a booking (issue 27). Prices are shown and stored VAT-inclusive (B2C); an invoice
// derives the VAT from them with one rounding rule: the net is the gross × 100 / (100 + rate),
// rounded half up to the halala, and the VAT is what is left, so net + VAT is always the gross.
// Integers (halalas) only.

export const VAT_CATEGORIES = ['standard', 'zero', 'out_of_scope'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** `label_ar` for the back office's choice, `short_ar` for an invoice line. */
export const VAT_CATEGORY_INFO: Record<VatCategory, { rate: number; code: 'S' | 'Z' | 'O'; label_ar: string; short_ar: string }> =
  {
    standard: { rate: 15, code: 'S', label_ar: 'خاضع للنسبة الأساسية 15%', short_ar: '15%' },
    zero: { rate: 0, code: 'Z', label_ar: 'خاضع لنسبة صفر (مثل النقل الدولي)', short_ar: 'صفرية 0%' },
    out_of_scope: {
      rate: 0,
      code: 'O',
      label_ar: 'خارج نطاق ضريبة القيمة المضافة (خدمات تُقدَّم خارج المملكة)',
      short_ar: 'خارج النطاق',
    },
  };

export function isVatCategory(v: unknown): v is VatCategory {
  return typeof v === 'string' && (VAT_CATEGORIES as readonly string[]).includes(v);
}

/** Net and VAT of a VAT-inclusive amount in halalas. */
export function vatOfGross(grossHalalas: number, category: VatCategory): { net: number; vat: number } {
  if (!Number.isSafeInteger(grossHalalas)) throw new RangeError(`Halalas must be an integer: ${grossHalalas}`);
  const rate = VAT_CATEGORY_INFO[category].rate;
  if (rate === 0) return { net: grossHalalas, vat: 0 };
  const sign = grossHalalas < 0 ? -1 : 1;
  const gross = Math.abs(grossHalalas);
  // Half up: floor((2 × gross × 100 + (100 + rate)) / (2 × (100 + rate))).
  const net = Math.floor((gross * 200 + (100 + rate)) / (2 * (100 + rate)));
  return { net: sign * net, vat: sign * (gross - net) };
}

/** A VAT registration number: 15 digits, the first and the last 3 (ZATCA). */
export function validateVatNumber(v: string): string | null {
  return /^3\d{13}3$/.test(v.trim()) ? null : 'رقم التسجيل الضريبي 15 رقمًا يبدأ وينتهي بالرقم 3';
}

// ---- the QR code of a simplified tax invoice (ZATCA: fields 1 to 5 in phase 1, 6 to 9 in phase 2) ----

export interface InvoiceQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 instant of issue. */
  timestamp: string;
  /** With VAT, riyals with two decimals ("1150.00"). */
  total: string;
  vat: string;
  /** Phase 2, field 6: the invoice hash (base64 text, as in the XML). */
  invoiceHash?: string;
  /** Field 7: the ECDSA signature of the hash (base64 text, as in the XML's SignatureValue). */
  signature?: string;
  /** Field 8: the public key, the DER bytes of its SubjectPublicKeyInfo. */
  publicKey?: Uint8Array;
  /** Field 9: for a simplified invoice, the signature of the certificate by its issuer (DER bytes). */
  certificateSignature?: Uint8Array;
}

/** Tags whose value is bytes, not UTF-8 text. */
const BYTE_TAGS = new Set([8, 9]);

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * TLV: one byte tag, one byte length, the value (UTF-8 text for 1–7, raw bytes for 8 and 9); the
 * whole in base64. Fields 6–9 are written only when all four are given (phase 2).
 */
export function encodeInvoiceQr(f: InvoiceQrFields): string {
  const encoder = new TextEncoder();
  const values: Uint8Array[] = [f.sellerName, f.vatNumber, f.timestamp, f.total, f.vat].map((v) => encoder.encode(v));
  const phase2 = [f.invoiceHash, f.signature, f.publicKey, f.certificateSignature];
  if (phase2.some((v) => v !== undefined)) {
    if (phase2.some((v) => v === undefined)) throw new TypeError('QR fields 6 to 9 go together');
    values.push(encoder.encode(f.invoiceHash!), encoder.encode(f.signature!), f.publicKey!, f.certificateSignature!);
  }
  const parts: number[] = [];
  values.forEach((bytes, i) => {
    if (bytes.length > 255) throw new RangeError(`QR field ${i + 1} is longer than 255 bytes`);
    parts.push(i + 1, bytes.length, ...bytes);
  });
  return toBase64(Uint8Array.from(parts));
}

/** The raw value of each tag of a QR's base64 TLV. */
export function decodeInvoiceQrBytes(base64: string): Record<number, Uint8Array> {
  const bytes = fromBase64(base64);
  const out: Record<number, Uint8Array> = {};
  for (let i = 0; i < bytes.length;) {
    const tag = bytes[i]!;
    const length = bytes[i + 1]!;
    if (i + 2 + length > bytes.length) throw new RangeError(`QR field ${tag} runs past the end`);
    out[tag] = bytes.slice(i + 2, i + 2 + length);
    i += 2 + length;
  }
  return out;
}

/** The fields of a QR's base64 TLV, by tag, as text: 8 and 9 (bytes) in base64. */
export function decodeInvoiceQr(base64: string): Record<number, string> {
  const decoder = new TextDecoder();
  const out: Record<number, string> = {};
  for (const [tag, value] of Object.entries(decodeInvoiceQrBytes(base64)))
    out[Number(tag)] = BYTE_TAGS.has(Number(tag)) ? toBase64(value) : decoder.decode(value);
  return out;
}

/** Halalas as the invoice writes them: "1150.00". */
export const invoiceAmount = (halalas: number) => (halalas / 100).toFixed(2);
