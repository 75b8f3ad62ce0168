import { createHash, createSign, createVerify, type KeyObject } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization, ExclusiveCanonicalization } from 'xml-crypto';
import { encodeInvoiceQr, type InvoiceQrFields } from '@rihla/contract';
import { buildUbl, NS, type UblInvoice, type UblSignature } from './ubl.ts';
import { certificateInfo } from './x509.ts';

// ZATCA's invoice hash and signature (issue 27, phase 2), as its security standard and the open
// SDK ports do it:
// - invoice hash: SHA-256, base64, of the canonical XML (C14N) without ext:UBLExtensions,
//   cac:Signature and the QR's cac:AdditionalDocumentReference;
// - the signature: ECDSA (secp256k1) with SHA-256 over the hash's 32 bytes, DER, base64;
// - the certificate's digest: SHA-256 of its base64 text, hex, then base64; the signed properties'
//   digest the same over their canonical form (exclusive C14N, so it does not depend on where the
//   element sits);
// - the QR then carries fields 6–9: hash, signature, public key, the certificate's signature.
// The hash becomes the next invoice's "previous invoice hash" (PIH).

export const HASH_METHOD = 'zatca-xml-c14n';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

function children(node: Node, ns: string, localName: string): Element[] {
  const out: Element[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && (c as Element).namespaceURI === ns && (c as Element).localName === localName) out.push(c as Element);
  return out;
}

const textOf = (el: Element | undefined) => el?.textContent ?? '';

/** The elements the hash leaves out, taken out of a parsed document. */
function removeUnhashed(doc: Document): void {
  const root = doc.documentElement!;
  for (const el of [
    ...children(root, NS.ext, 'UBLExtensions'),
    ...children(root, NS.cac, 'Signature'),
    ...children(root, NS.cac, 'AdditionalDocumentReference').filter((r) => textOf(children(r, NS.cbc, 'ID')[0]) === 'QR'),
  ])
    root.removeChild(el);
}

/** ZATCA's invoice hash of an invoice's XML (signed or not): base64 of SHA-256 over its canonical form. */
export function zatcaInvoiceHash(xml: string): string {
  const doc = parse(xml);
  removeUnhashed(doc);
  const canonical = new C14nCanonicalization().process(doc.documentElement! as unknown as Node, {});
  return createHash('sha256').update(canonical, 'utf8').digest('base64');
}

const hexThenBase64 = (data: string) => Buffer.from(createHash('sha256').update(data, 'utf8').digest('hex')).toString('base64');

/** The certificate's digest in xades:CertDigest: SHA-256 of its base64 text, hex, base64. */
export const certificateDigest = (certificateBase64: string) => hexThenBase64(certificateBase64);

function findSignedProperties(doc: Document): Element | undefined {
  const all = doc.getElementsByTagNameNS(NS.xades, 'SignedProperties');
  return all.length ? (all[0] as Element) : undefined;
}

/** The digest of the xades:SignedProperties of a signed invoice's XML. */
export function signedPropertiesDigest(xml: string): string | null {
  const props = findSignedProperties(parse(xml));
  if (!props) return null;
  return hexThenBase64(new ExclusiveCanonicalization().process(props, {}));
}

export interface SigningCredentials {
  privateKey: KeyObject;
  /** The certificate, DER. */
  certificate: Buffer;
}

export interface SignedInvoice {
  xml: string;
  hash: string;
  signature: string;
  qr: string;
}

/**
 * Signs an invoice: its hash, the ECDSA signature of the hash, the signature block, and the QR with
 * fields 1–5 (given) and 6–9; the XML returned is the whole signed document.
 */
export function signInvoice(
  inv: UblInvoice,
  credentials: SigningCredentials,
  qrFields: Omit<InvoiceQrFields, 'invoiceHash' | 'signature' | 'publicKey' | 'certificateSignature'>,
): SignedInvoice {
  const hash = zatcaInvoiceHash(buildUbl(inv));
  const signature = createSign('sha256').update(Buffer.from(hash, 'base64')).sign(credentials.privateKey).toString('base64');
  const cert = certificateInfo(credentials.certificate);
  const certificate = credentials.certificate.toString('base64');
  const qr = encodeInvoiceQr({
    ...qrFields,
    invoiceHash: hash,
    signature,
    publicKey: cert.publicKeyDer,
    certificateSignature: cert.signatureDer,
  });
  const parts: UblSignature = {
    invoiceDigest: hash,
    signedPropertiesDigest: '',
    signatureValue: signature,
    certificate,
    signingTime: inv.issuedAt.slice(0, 19),
    certificateDigest: certificateDigest(certificate),
    issuerName: cert.issuerName,
    serialNumber: cert.serialNumber,
  };
  // The signed properties do not hold their own digest: write them, digest them, write it in.
  parts.signedPropertiesDigest = signedPropertiesDigest(buildUbl(inv, { signature: parts, qr }))!;
  const xml = buildUbl(inv, { signature: parts, qr });
  if (zatcaInvoiceHash(xml) !== hash) throw new Error('the signed invoice does not hash as its content did');
  return { xml, hash, signature, qr };
}

/** What a signed invoice's XML says of itself, read back (tests, the chain's check). */
export function readSignedInvoice(xml: string) {
  const doc = parse(xml);
  const root = doc.documentElement!;
  const one = (parent: Element | undefined, ns: string, name: string) => (parent ? children(parent, ns, name)[0] : undefined);
  const refs = children(root, NS.cac, 'AdditionalDocumentReference');
  const ref = (id: string) => refs.find((r) => textOf(one(r, NS.cbc, 'ID')) === id);
  const binary = (r: Element | undefined) => textOf(one(one(r, NS.cac, 'Attachment'), NS.cbc, 'EmbeddedDocumentBinaryObject'));
  const byName = (ns: string, name: string) => doc.getElementsByTagNameNS(ns, name)[0] as Element | undefined;
  return {
    id: textOf(one(root, NS.cbc, 'ID')),
    uuid: textOf(one(root, NS.cbc, 'UUID')),
    icv: textOf(one(ref('ICV'), NS.cbc, 'UUID')),
    pih: binary(ref('PIH')),
    qr: binary(ref('QR')),
    invoiceDigest: textOf(byName(NS.ds, 'DigestValue')),
    signatureValue: textOf(byName(NS.ds, 'SignatureValue')),
    certificate: textOf(byName(NS.ds, 'X509Certificate')),
    signedPropertiesDigest: textOf(doc.getElementsByTagNameNS(NS.ds, 'DigestValue')[1] as Element | undefined),
  };
}

/** Problems with a signed invoice's XML: its hash, digests and signature against its own certificate. */
export function verifySignedXml(xml: string, expectedHash: string): string[] {
  const problems: string[] = [];
  const hash = zatcaInvoiceHash(xml);
  if (hash !== expectedHash) problems.push('its hash does not match its XML');
  const read = readSignedInvoice(xml);
  if (read.invoiceDigest !== hash) problems.push('the signature block digests another content');
  if (signedPropertiesDigest(xml) !== read.signedPropertiesDigest) problems.push('the signed properties digest does not match');
  try {
    const cert = certificateInfo(Buffer.from(read.certificate, 'base64'));
    const ok = createVerify('sha256')
      .update(Buffer.from(hash, 'base64'))
      .verify(cert.x509.publicKey, Buffer.from(read.signatureValue, 'base64'));
    if (!ok) problems.push('the signature does not verify with its certificate');
  } catch (e) {
    problems.push(`its certificate cannot be read: ${(e as Error).message}`);
  }
  return problems;
}
