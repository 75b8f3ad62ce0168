import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization, ExclusiveCanonicalization } from 'xml-crypto';
import { certificateParts, type Authority } from './pki.ts';

// What the simulator checks of a signed simplified invoice, credit or debit note, written apart
// from the product's code so that it is a second reading of ZATCA's rules, not the same one twice:
// the XML parses; the UBL fields ZATCA requires are there (BR-KSA-…); the totals add up; the hash
// recomputed from the XML (C14N without UBLExtensions, cac:Signature and the QR) is the one sent and
// the one in the signature block; the ECDSA signature verifies with the certificate's key; the
// certificate and signed-properties digests match; the QR's nine fields match the document.

const NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
};

export interface Message {
  type: 'ERROR' | 'WARNING';
  code: string;
  category: string;
  message: string;
  status: 'ERROR' | 'WARNING';
}

export interface Validation {
  errors: Message[];
  warnings: Message[];
  typeCode: string | null;
  typeName: string | null;
  /** The signing certificate (DER), when it could be read. */
  certificate: Buffer | null;
}

type Path = [keyof typeof NS, string][];

const kids = (el: Element, ns: string, name: string): Element[] => {
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).namespaceURI === ns && (c as Element).localName === name) out.push(c as Element);
  return out;
};

function at(el: Element | undefined, path: Path): Element | undefined {
  let cur = el;
  for (const [prefix, name] of path) {
    if (!cur) return undefined;
    cur = kids(cur, NS[prefix], name)[0];
  }
  return cur;
}

const text = (el: Element | undefined) => el?.textContent?.trim() ?? '';
const num = (el: Element | undefined) => Number(text(el));

function tlv(base64: string): Record<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const out: Record<number, Buffer> = {};
  for (let i = 0; i + 1 < bytes.length;) {
    const length = bytes[i + 1]!;
    out[bytes[i]!] = bytes.subarray(i + 2, i + 2 + length);
    i += 2 + length;
  }
  return out;
}

const hexThenBase64 = (s: string) => Buffer.from(createHash('sha256').update(s, 'utf8').digest('hex')).toString('base64');

export function validateInvoice(xml: string, sent: { invoiceHash: string; uuid: string }, ca: Authority): Validation {
  const errors: Message[] = [];
  const warnings: Message[] = [];
  const v: Validation = { errors, warnings, typeCode: null, typeName: null, certificate: null };
  const error = (code: string, message: string, category = 'BR_ERROR') =>
    errors.push({ type: 'ERROR', code, category, message, status: 'ERROR' });
  const warn = (code: string, message: string, category = 'BR_KSA_WARNING') =>
    warnings.push({ type: 'WARNING', code, category, message, status: 'WARNING' });

  const parseErrors: string[] = [];
  const doc = new DOMParser({
    errorHandler: {
      warning: () => {},
      error: (m: string) => parseErrors.push(m),
      fatalError: (m: string) => parseErrors.push(m),
    },
  }).parseFromString(xml, 'text/xml');
  const root = doc?.documentElement;
  if (parseErrors.length || !root || root.localName !== 'Invoice' || root.namespaceURI !== NS.inv) {
    error(
      'XSD_SCHEMA_ERROR',
      `the invoice is not a UBL 2.1 Invoice: ${parseErrors[0] ?? root?.localName ?? 'empty'}`,
      'XSD_SCHEMA_ERROR',
    );
    return v;
  }

  // ---- required fields ----
  const need = (path: Path, code: string, what: string, test?: (t: string) => boolean) => {
    const t = text(at(root, path));
    if (!t) error(code, `${what} is missing`);
    else if (test && !test(t)) error(code, `${what} is not valid: ${t.slice(0, 80)}`);
    return t;
  };
  need([['cbc', 'ProfileID']], 'BR-KSA-EN16931-01', 'ProfileID', (t) => t === 'reporting:1.0');
  const id = need([['cbc', 'ID']], 'BR-02', 'the invoice number (ID)');
  need([['cbc', 'UUID']], 'BR-KSA-03', 'the UUID', (t) => t === sent.uuid);
  need([['cbc', 'IssueDate']], 'BR-03', 'IssueDate', (t) => /^\d{4}-\d{2}-\d{2}$/.test(t));
  need([['cbc', 'IssueTime']], 'BR-KSA-70', 'IssueTime', (t) => /^\d{2}:\d{2}:\d{2}Z?$/.test(t));
  const typeEl = at(root, [['cbc', 'InvoiceTypeCode']]);
  v.typeCode = text(typeEl) || null;
  v.typeName = typeEl?.getAttribute('name') ?? null;
  if (!['388', '381', '383'].includes(v.typeCode ?? '')) error('BR-KSA-05', 'InvoiceTypeCode must be 388, 381 or 383');
  if (!/^0[12]\d{5}$/.test(v.typeName ?? '')) error('BR-KSA-06', 'InvoiceTypeCode name must be 7 digits starting 01 or 02');
  need([['cbc', 'DocumentCurrencyCode']], 'BR-KSA-68', 'DocumentCurrencyCode', (t) => t === 'SAR');
  if (v.typeCode === '381' || v.typeCode === '383') {
    need(
      [
        ['cac', 'BillingReference'],
        ['cac', 'InvoiceDocumentReference'],
        ['cbc', 'ID'],
      ],
      'BR-KSA-56',
      "the note's BillingReference",
    );
    need(
      [
        ['cac', 'PaymentMeans'],
        ['cbc', 'InstructionNote'],
      ],
      'BR-KSA-17',
      "the note's reason (PaymentMeans/InstructionNote)",
    );
  }
  const refs = kids(root, NS.cac, 'AdditionalDocumentReference');
  const ref = (name: string) => refs.find((r) => text(at(r, [['cbc', 'ID']])) === name);
  const icv = text(at(ref('ICV'), [['cbc', 'UUID']]));
  if (!/^\d+$/.test(icv)) error('BR-KSA-33', 'the invoice counter value (ICV) is missing or not a number');
  const pih = text(
    at(ref('PIH'), [
      ['cac', 'Attachment'],
      ['cbc', 'EmbeddedDocumentBinaryObject'],
    ]),
  );
  if (!/^[A-Za-z0-9+/]{43}=$/.test(pih) && !/^[A-Za-z0-9+/]{86}==$/.test(pih))
    error('BR-KSA-61', 'the previous invoice hash (PIH) is missing or not a base64 SHA-256');
  const qrText = text(
    at(ref('QR'), [
      ['cac', 'Attachment'],
      ['cbc', 'EmbeddedDocumentBinaryObject'],
    ]),
  );
  if (!qrText) error('BR-KSA-27', 'the QR code is missing');
  if (!at(root, [['cac', 'Signature']])) error('BR-KSA-60', 'cac:Signature is missing');

  const seller: Path = [
    ['cac', 'AccountingSupplierParty'],
    ['cac', 'Party'],
  ];
  const vat = need([...seller, ['cac', 'PartyTaxScheme'], ['cbc', 'CompanyID']], 'BR-KSA-39', "the seller's VAT number", (t) =>
    /^3\d{13}3$/.test(t),
  );
  const sellerName = need([...seller, ['cac', 'PartyLegalEntity'], ['cbc', 'RegistrationName']], 'BR-06', "the seller's name");
  const sellerId = at(root, [...seller, ['cac', 'PartyIdentification'], ['cbc', 'ID']]);
  if (!text(sellerId) || !['CRN', 'MOM', 'MLS', '700', 'SAG', 'OTH'].includes(sellerId?.getAttribute('schemeID') ?? ''))
    error('BR-KSA-08', "the seller's identification (CRN) is missing");
  const address: Path = [...seller, ['cac', 'PostalAddress']];
  need([...address, ['cbc', 'StreetName']], 'BR-KSA-09', "the seller's street");
  const building = need([...address, ['cbc', 'BuildingNumber']], 'BR-KSA-09', "the seller's building number");
  if (building && !/^\d{4}$/.test(building)) warn('BR-KSA-37', "the seller's building number should be 4 digits");
  need([...address, ['cbc', 'CitySubdivisionName']], 'BR-KSA-09', "the seller's district");
  need([...address, ['cbc', 'CityName']], 'BR-KSA-09', "the seller's city");
  const postal = need([...address, ['cbc', 'PostalZone']], 'BR-KSA-09', "the seller's postal code");
  if (postal && !/^\d{5}$/.test(postal)) error('BR-KSA-66', "the seller's postal code must be 5 digits");
  need([...address, ['cac', 'Country'], ['cbc', 'IdentificationCode']], 'BR-09', "the seller's country", (t) => t === 'SA');

  // ---- amounts ----
  const totals: Path = [['cac', 'LegalMonetaryTotal']];
  const lineTotal = num(at(root, [...totals, ['cbc', 'LineExtensionAmount']]));
  const taxExclusive = num(at(root, [...totals, ['cbc', 'TaxExclusiveAmount']]));
  const taxInclusive = num(at(root, [...totals, ['cbc', 'TaxInclusiveAmount']]));
  need([...totals, ['cbc', 'PayableAmount']], 'BR-15', 'PayableAmount');
  const taxTotals = kids(root, NS.cac, 'TaxTotal');
  const vatTotal = num(at(taxTotals[0], [['cbc', 'TaxAmount']]));
  if (!taxTotals.length) error('BR-CO-14', 'TaxTotal is missing');
  if (Math.abs(taxExclusive + vatTotal - taxInclusive) > 0.005)
    error('BR-CO-15', 'TaxInclusiveAmount is not TaxExclusiveAmount + VAT');
  const lines = kids(root, NS.cac, 'InvoiceLine');
  if (!lines.length) error('BR-16', 'the invoice has no line');
  let sumLines = 0;
  for (const line of lines) {
    const net = num(at(line, [['cbc', 'LineExtensionAmount']]));
    sumLines += net;
    const category = at(line, [
      ['cac', 'Item'],
      ['cac', 'ClassifiedTaxCategory'],
    ]);
    const code = text(at(category, [['cbc', 'ID']]));
    const percent = num(at(category, [['cbc', 'Percent']]));
    const lineVat = num(
      at(line, [
        ['cac', 'TaxTotal'],
        ['cbc', 'TaxAmount'],
      ]),
    );
    if (!['S', 'Z', 'E', 'O'].includes(code))
      error('BR-KSA-18', `line ${text(at(line, [['cbc', 'ID']]))}: VAT category ${code || 'missing'}`);
    if (code !== 'S' && !text(at(category, [['cbc', 'TaxExemptionReasonCode']])))
      error('BR-KSA-69', `line ${text(at(line, [['cbc', 'ID']]))}: category ${code} needs an exemption reason code`);
    if (code === 'S' && percent !== 15) warn('BR-KSA-DEC-02', 'a standard-rated line at another rate than 15%');
    if (Math.abs(Math.round(net * percent) / 100 - lineVat) > 0.011)
      error('BR-KSA-50', `line ${text(at(line, [['cbc', 'ID']]))}: VAT is not net × rate`);
  }
  if (Math.abs(sumLines - lineTotal) > 0.005) error('BR-CO-10', 'LineExtensionAmount is not the sum of the lines');

  // ---- hash, signature, certificate ----
  const copy = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  for (const el of [
    ...kids(copy, NS.ext, 'UBLExtensions'),
    ...kids(copy, NS.cac, 'Signature'),
    ...kids(copy, NS.cac, 'AdditionalDocumentReference').filter((r) => text(at(r, [['cbc', 'ID']])) === 'QR'),
  ])
    copy.removeChild(el);
  const hash = createHash('sha256')
    .update(new C14nCanonicalization().process(copy as unknown as Node, {}), 'utf8')
    .digest('base64');
  if (hash !== sent.invoiceHash) error('invoiceHash', `the invoice hash sent is not the hash of the XML (${hash})`, 'HASH');
  const digests = doc.getElementsByTagNameNS(NS.ds, 'DigestValue');
  const signatureValue = text(doc.getElementsByTagNameNS(NS.ds, 'SignatureValue')[0] as Element | undefined);
  const certText = text(doc.getElementsByTagNameNS(NS.ds, 'X509Certificate')[0] as Element | undefined);
  if (text(digests[0] as Element | undefined) !== hash)
    error('BR-KSA-29', 'the signature block digests another content', 'SIGNATURE');
  let publicKeyDer: Buffer | null = null;
  let certSignature: Buffer | null = null;
  try {
    const der = Buffer.from(certText, 'base64');
    const cert = new X509Certificate(der);
    v.certificate = der;
    publicKeyDer = cert.publicKey.export({ type: 'spki', format: 'der' });
    const parts = certificateParts(der, ca);
    certSignature = parts.signature;
    if (!parts.issuedHere) warn('CERTIFICATE', 'the signing certificate was not issued by ZATCA (here: the simulator)');
    if (!createVerify('sha256').update(Buffer.from(hash, 'base64')).verify(cert.publicKey, Buffer.from(signatureValue, 'base64')))
      error('signature', 'the ECDSA signature does not verify with the certificate', 'SIGNATURE');
  } catch (e) {
    error('BR-KSA-28', `the signing certificate cannot be read: ${(e as Error).message}`, 'SIGNATURE');
  }
  const certDigest = text(
    doc.getElementsByTagNameNS(NS.xades, 'CertDigest')[0]?.getElementsByTagNameNS(NS.ds, 'DigestValue')[0] as Element | undefined,
  );
  if (certDigest !== hexThenBase64(certText)) error('certificateDigest', 'the certificate digest does not match', 'SIGNATURE');
  const props = doc.getElementsByTagNameNS(NS.xades, 'SignedProperties')[0] as Element | undefined;
  if (!props || text(digests[1] as Element | undefined) !== hexThenBase64(new ExclusiveCanonicalization().process(props, {})))
    error('signedPropertiesDigest', 'the signed properties digest does not match', 'SIGNATURE');

  // ---- the QR ----
  if (qrText) {
    const qr = tlv(qrText);
    const str = (tag: number) => qr[tag]?.toString('utf8') ?? '';
    if (str(1) !== sellerName) error('QRCODE_INVALID', 'QR field 1 is not the seller name', 'QR');
    if (str(2) !== vat) error('QRCODE_INVALID', 'QR field 2 is not the VAT number', 'QR');
    if (!str(3).startsWith(`${text(at(root, [['cbc', 'IssueDate']]))}T${text(at(root, [['cbc', 'IssueTime']])).slice(0, 8)}`))
      error('QRCODE_INVALID', 'QR field 3 is not the issue date and time', 'QR');
    if (Number(str(4)) !== taxInclusive) error('QRCODE_INVALID', 'QR field 4 is not the total with VAT', 'QR');
    if (Number(str(5)) !== vatTotal) error('QRCODE_INVALID', 'QR field 5 is not the VAT total', 'QR');
    if (str(6) !== hash) error('QRCODE_INVALID', 'QR field 6 is not the invoice hash', 'QR');
    if (str(7) !== signatureValue) error('QRCODE_INVALID', 'QR field 7 is not the signature', 'QR');
    if (!publicKeyDer || !qr[8]?.equals(publicKeyDer))
      error('QRCODE_INVALID', "QR field 8 is not the certificate's public key", 'QR');
    if (!certSignature || !qr[9]?.equals(certSignature))
      error('QRCODE_INVALID', "QR field 9 is not the certificate's signature", 'QR');
  }
  if (!id) error('BR-02', 'the invoice number is missing');
  return v;
}
