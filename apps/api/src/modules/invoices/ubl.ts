import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { invoiceAmount, VAT_CATEGORY_INFO, type VatCategory } from '@rihla/contract';

// The UBL 2.1 XML of a simplified tax invoice, credit note or debit note as ZATCA's e-invoicing
// (phase 2) takes it (issue 27, item 4): profile reporting:1.0, the number, UUID, issue date and
// time, InvoiceTypeCode 388/381/383 named "0200000" (simplified), the invoice counter value (ICV)
// and previous invoice hash (PIH), the QR, the seller (VAT number, CR, national address), the
// customer, the VAT per category, the totals and one line per priced part, and the signature block
// (UBLExtensions with XAdES). Written compact (no whitespace between elements) with every namespace
// declared on the root, so that the canonical form ZATCA's hash is taken over is unambiguous.

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

export const TYPE_CODE = { invoice: '388', credit_note: '381', debit_note: '383' } as const;
/** "02": simplified; then third party, nominal, exports, summary, self-billed: none. */
export const SIMPLIFIED = '0200000';

/** Why a line carries no VAT (ZATCA's VATEX codes): zero-rated international transport, or outside the scope. */
export const EXEMPTION: Partial<Record<VatCategory, { code: string; reason: string }>> = {
  zero: { code: 'VATEX-SA-34-2', reason: 'International transport of passengers' },
  out_of_scope: { code: 'VATEX-SA-OOS', reason: 'Services supplied outside the Kingdom, not subject to VAT' },
};

export interface UblLine {
  description: string;
  category: VatCategory;
  /** Halalas, VAT included; a note's lines may be negative (written as positive amounts). */
  gross: number;
  net: number;
  vat: number;
}

export interface UblSeller {
  name: string;
  vatNumber: string;
  crNumber: string | null;
  building: string | null;
  street: string | null;
  district: string | null;
  city: string | null;
  postalCode: string | null;
}

export interface UblInvoice {
  kind: keyof typeof TYPE_CODE;
  number: number;
  uuid: string;
  /** ISO instant to the second ("2026-11-27T05:00:00Z"): IssueDate and IssueTime (UTC). */
  issuedAt: string;
  /** The invoice counter value. */
  icv: number;
  /** The previous invoice's hash (base64). */
  previousHash: string;
  seller: UblSeller;
  customerName: string;
  lines: UblLine[];
  /** A note's invoice: its number (BillingReference) and the reason (PaymentMeans' InstructionNote). */
  reference?: { number: number; reason: string };
}

/** What the signature block holds (zatca-signature.ts makes it). */
export interface UblSignature {
  invoiceDigest: string;
  signedPropertiesDigest: string;
  signatureValue: string;
  /** The certificate, base64 DER. */
  certificate: string;
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

const amount = (halalas: number) => invoiceAmount(Math.abs(halalas));
const money = (parent: XMLBuilder, name: string, halalas: number) =>
  parent.ele(NS.cbc, `cbc:${name}`).att('currencyID', 'SAR').txt(amount(halalas));
const cbc = (parent: XMLBuilder, name: string, text: string) => parent.ele(NS.cbc, `cbc:${name}`).txt(text);

function taxCategory(parent: XMLBuilder, name: 'TaxCategory' | 'ClassifiedTaxCategory', category: VatCategory) {
  const info = VAT_CATEGORY_INFO[category];
  const el = parent.ele(NS.cac, `cac:${name}`);
  cbc(el, 'ID', info.code);
  cbc(el, 'Percent', info.rate.toFixed(2));
  const exemption = EXEMPTION[category];
  if (exemption) {
    cbc(el, 'TaxExemptionReasonCode', exemption.code);
    cbc(el, 'TaxExemptionReason', exemption.reason);
  }
  cbc(el.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
}

function signatureExtension(root: XMLBuilder, s: UblSignature) {
  const ext = root.ele(NS.ext, 'ext:UBLExtensions').ele(NS.ext, 'ext:UBLExtension');
  ext.ele(NS.ext, 'ext:ExtensionURI').txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  const info = ext
    .ele(NS.ext, 'ext:ExtensionContent')
    .ele(NS.sig, 'sig:UBLDocumentSignatures')
    .ele(NS.sac, 'sac:SignatureInformation');
  cbc(info, 'ID', 'urn:oasis:names:specification:ubl:signature:1');
  info.ele(NS.sbc, 'sbc:ReferencedSignatureID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
  const signature = info.ele(NS.ds, 'ds:Signature').att('Id', 'signature');
  const signedInfo = signature.ele(NS.ds, 'ds:SignedInfo');
  signedInfo.ele(NS.ds, 'ds:CanonicalizationMethod').att('Algorithm', 'http://www.w3.org/2006/12/xml-c14n11');
  signedInfo.ele(NS.ds, 'ds:SignatureMethod').att('Algorithm', 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256');
  const ref = signedInfo.ele(NS.ds, 'ds:Reference').att('Id', 'invoiceSignedData').att('URI', '');
  const transforms = ref.ele(NS.ds, 'ds:Transforms');
  for (const xpath of [
    'not(//ancestor-or-self::ext:UBLExtensions)',
    'not(//ancestor-or-self::cac:Signature)',
    "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
  ])
    transforms
      .ele(NS.ds, 'ds:Transform')
      .att('Algorithm', 'http://www.w3.org/TR/1999/REC-xpath-19991116')
      .ele(NS.ds, 'ds:XPath')
      .txt(xpath);
  transforms.ele(NS.ds, 'ds:Transform').att('Algorithm', 'http://www.w3.org/2006/12/xml-c14n11');
  ref.ele(NS.ds, 'ds:DigestMethod').att('Algorithm', 'http://www.w3.org/2001/04/xmlenc#sha256');
  ref.ele(NS.ds, 'ds:DigestValue').txt(s.invoiceDigest);
  const propsRef = signedInfo
    .ele(NS.ds, 'ds:Reference')
    .att('Type', 'http://www.w3.org/2000/09/xmldsig#SignatureProperties')
    .att('URI', '#xadesSignedProperties');
  propsRef.ele(NS.ds, 'ds:DigestMethod').att('Algorithm', 'http://www.w3.org/2001/04/xmlenc#sha256');
  propsRef.ele(NS.ds, 'ds:DigestValue').txt(s.signedPropertiesDigest);
  signature.ele(NS.ds, 'ds:SignatureValue').txt(s.signatureValue);
  signature.ele(NS.ds, 'ds:KeyInfo').ele(NS.ds, 'ds:X509Data').ele(NS.ds, 'ds:X509Certificate').txt(s.certificate);
  const props = signature
    .ele(NS.ds, 'ds:Object')
    .ele(NS.xades, 'xades:QualifyingProperties')
    .att('Target', 'signature')
    .ele(NS.xades, 'xades:SignedProperties')
    .att('Id', 'xadesSignedProperties')
    .ele(NS.xades, 'xades:SignedSignatureProperties');
  props.ele(NS.xades, 'xades:SigningTime').txt(s.signingTime);
  const cert = props.ele(NS.xades, 'xades:SigningCertificate').ele(NS.xades, 'xades:Cert');
  const digest = cert.ele(NS.xades, 'xades:CertDigest');
  digest.ele(NS.ds, 'ds:DigestMethod').att('Algorithm', 'http://www.w3.org/2001/04/xmlenc#sha256');
  digest.ele(NS.ds, 'ds:DigestValue').txt(s.certificateDigest);
  const serial = cert.ele(NS.xades, 'xades:IssuerSerial');
  serial.ele(NS.ds, 'ds:X509IssuerName').txt(s.issuerName);
  serial.ele(NS.ds, 'ds:X509SerialNumber').txt(s.serialNumber);
}

function documentReference(root: XMLBuilder, id: string, value: { uuid?: string; binary?: string }) {
  const ref = root.ele(NS.cac, 'cac:AdditionalDocumentReference');
  cbc(ref, 'ID', id);
  if (value.uuid !== undefined) cbc(ref, 'UUID', value.uuid);
  if (value.binary !== undefined)
    ref
      .ele(NS.cac, 'cac:Attachment')
      .ele(NS.cbc, 'cbc:EmbeddedDocumentBinaryObject')
      .att('mimeCode', 'text/plain')
      .txt(value.binary);
}

/**
 * The invoice's XML. Without `signature` and `qr` it is the content the invoice hash is taken over
 * (the same bytes as the signed document once its UBLExtensions and QR are taken out).
 */
export function buildUbl(inv: UblInvoice, extras: { signature?: UblSignature; qr?: string } = {}): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.invoice, 'Invoice');
  for (const prefix of ['cac', 'cbc', 'ext'] as const) root.att(NS.xmlns, `xmlns:${prefix}`, NS[prefix]);
  if (extras.signature) signatureExtension(root, extras.signature);
  cbc(root, 'ProfileID', 'reporting:1.0');
  cbc(root, 'ID', String(inv.number));
  cbc(root, 'UUID', inv.uuid);
  cbc(root, 'IssueDate', inv.issuedAt.slice(0, 10));
  cbc(root, 'IssueTime', inv.issuedAt.slice(11, 19));
  root.ele(NS.cbc, 'cbc:InvoiceTypeCode').att('name', SIMPLIFIED).txt(TYPE_CODE[inv.kind]);
  cbc(root, 'DocumentCurrencyCode', 'SAR');
  cbc(root, 'TaxCurrencyCode', 'SAR');
  if (inv.reference)
    cbc(root.ele(NS.cac, 'cac:BillingReference').ele(NS.cac, 'cac:InvoiceDocumentReference'), 'ID', String(inv.reference.number));
  documentReference(root, 'ICV', { uuid: String(inv.icv) });
  documentReference(root, 'PIH', { binary: inv.previousHash });
  if (extras.qr !== undefined) documentReference(root, 'QR', { binary: extras.qr });
  if (extras.signature) {
    const sig = root.ele(NS.cac, 'cac:Signature');
    cbc(sig, 'ID', 'urn:oasis:names:specification:ubl:signature:Invoice');
    cbc(sig, 'SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }

  const seller = root.ele(NS.cac, 'cac:AccountingSupplierParty').ele(NS.cac, 'cac:Party');
  if (inv.seller.crNumber)
    seller.ele(NS.cac, 'cac:PartyIdentification').ele(NS.cbc, 'cbc:ID').att('schemeID', 'CRN').txt(inv.seller.crNumber);
  const address = seller.ele(NS.cac, 'cac:PostalAddress');
  const s = inv.seller;
  if (s.street) cbc(address, 'StreetName', s.street);
  if (s.building) cbc(address, 'BuildingNumber', s.building);
  if (s.district) cbc(address, 'CitySubdivisionName', s.district);
  if (s.city) cbc(address, 'CityName', s.city);
  if (s.postalCode) cbc(address, 'PostalZone', s.postalCode);
  cbc(address.ele(NS.cac, 'cac:Country'), 'IdentificationCode', 'SA');
  const taxScheme = seller.ele(NS.cac, 'cac:PartyTaxScheme');
  cbc(taxScheme, 'CompanyID', s.vatNumber);
  cbc(taxScheme.ele(NS.cac, 'cac:TaxScheme'), 'ID', 'VAT');
  cbc(seller.ele(NS.cac, 'cac:PartyLegalEntity'), 'RegistrationName', s.name);

  const customer = root.ele(NS.cac, 'cac:AccountingCustomerParty').ele(NS.cac, 'cac:Party');
  cbc(customer.ele(NS.cac, 'cac:PartyLegalEntity'), 'RegistrationName', inv.customerName);

  // Paid by card, STC Pay or Apple Pay through the gateway: "48", bank card. A note says why (BR-KSA-17).
  const means = root.ele(NS.cac, 'cac:PaymentMeans');
  cbc(means, 'PaymentMeansCode', '48');
  if (inv.reference) cbc(means, 'InstructionNote', inv.reference.reason);

  const totals = { gross: 0, net: 0, vat: 0 };
  const byCategory = new Map<VatCategory, { net: number; vat: number }>();
  for (const l of inv.lines) {
    totals.gross += Math.abs(l.gross);
    totals.net += Math.abs(l.net);
    totals.vat += Math.abs(l.vat);
    const c = byCategory.get(l.category) ?? { net: 0, vat: 0 };
    c.net += Math.abs(l.net);
    c.vat += Math.abs(l.vat);
    byCategory.set(l.category, c);
  }
  const taxTotal = root.ele(NS.cac, 'cac:TaxTotal');
  money(taxTotal, 'TaxAmount', totals.vat);
  for (const [category, c] of byCategory) {
    const sub = taxTotal.ele(NS.cac, 'cac:TaxSubtotal');
    money(sub, 'TaxableAmount', c.net);
    money(sub, 'TaxAmount', c.vat);
    taxCategory(sub, 'TaxCategory', category);
  }
  // The VAT again in the tax currency (SAR), as ZATCA asks (BR-KSA-EN16931-09).
  money(root.ele(NS.cac, 'cac:TaxTotal'), 'TaxAmount', totals.vat);
  const legal = root.ele(NS.cac, 'cac:LegalMonetaryTotal');
  money(legal, 'LineExtensionAmount', totals.net);
  money(legal, 'TaxExclusiveAmount', totals.net);
  money(legal, 'TaxInclusiveAmount', totals.gross);
  money(legal, 'AllowanceTotalAmount', 0);
  money(legal, 'PrepaidAmount', 0);
  money(legal, 'PayableAmount', totals.gross);

  inv.lines.forEach((l, i) => {
    const line = root.ele(NS.cac, 'cac:InvoiceLine');
    cbc(line, 'ID', String(i + 1));
    line.ele(NS.cbc, 'cbc:InvoicedQuantity').att('unitCode', 'PCE').txt('1.000000');
    money(line, 'LineExtensionAmount', l.net);
    const tax = line.ele(NS.cac, 'cac:TaxTotal');
    money(tax, 'TaxAmount', l.vat);
    money(tax, 'RoundingAmount', l.gross);
    const item = line.ele(NS.cac, 'cac:Item');
    cbc(item, 'Name', l.description);
    taxCategory(item, 'ClassifiedTaxCategory', l.category);
    money(line.ele(NS.cac, 'cac:Price'), 'PriceAmount', l.net);
  });
  return root.end({ prettyPrint: false });
}
