import { createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
} from '@peculiar/asn1-x509';
import { CertificationRequest } from '@peculiar/asn1-csr';

// The simulator's certificate authority: it reads the CSR the product sends (its signature, ZATCA's
// template name and the EGS fields of its subjectAltName) and issues CSIDs signed by its own
// secp256k1 key, as ZATCA's issuing CA does.

const ECDSA_SHA256 = '1.2.840.10045.4.3.2';
const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';
const TEMPLATE_NAME = '1.3.6.1.4.1.311.20.2';
const SUBJECT_ALT_NAME = '2.5.29.17';
const EGS_FIELDS: Record<string, string> = {
  '2.5.4.4': 'SN',
  '0.9.2342.19200300.100.1.1': 'UID',
  '2.5.4.12': 'title',
  '2.5.4.26': 'registeredAddress',
  '2.5.4.15': 'businessCategory',
};

const toArrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

export interface Authority {
  key: KeyObject;
  name: Name;
  certificate: Buffer;
}

export function createAuthority(): Authority {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({ type: '2.5.4.3', value: new AttributeValue({ utf8String: 'ZATCA Simulator Issuing CA' }) }),
    ]),
  ]);
  const certificate = issue({ key: privateKey, name, certificate: Buffer.alloc(0) }, name, spki(createPublicKey(privateKey)), []);
  return { key: privateKey, name, certificate };
}

const spki = (publicKey: KeyObject) => AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo);

function issue(ca: Authority, subject: Name, publicKeyInfo: SubjectPublicKeyInfo, extensions: Extension[]): Buffer {
  // Positive and minimal DER (apps/api/src/modules/invoices/x509.ts, certificateSerial): a first
  // byte of 0x00 before one under 0x80 made OpenSSL refuse one certificate in 256.
  const serial = randomBytes(12);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  const now = Date.now();
  const tbs = new TBSCertificate({
    version: 2,
    serialNumber: toArrayBuffer(serial),
    signature: new AlgorithmIdentifier({ algorithm: ECDSA_SHA256 }),
    issuer: ca.name,
    validity: new Validity({ notBefore: new Date(now - 60_000), notAfter: new Date(now + 365 * 86_400_000) }),
    subject,
    subjectPublicKeyInfo: publicKeyInfo,
    extensions: extensions.length ? new Extensions(extensions) : undefined,
  });
  const signature = createSign('sha256')
    .update(Buffer.from(AsnConvert.serialize(tbs)))
    .sign(ca.key);
  const cert = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: ECDSA_SHA256 }),
    signatureValue: toArrayBuffer(signature),
  });
  return Buffer.from(AsnConvert.serialize(cert));
}

export interface ReadCsr {
  publicKeyInfo: SubjectPublicKeyInfo;
  subject: Name;
  extensions: Extension[];
  template: string | null;
  egs: Record<string, string>;
}

/** The CSR's content once its signature verifies; the problems otherwise. */
export function readCsr(pem: string): { csr?: ReadCsr; errors: string[] } {
  const body = pem.replace(/-----(BEGIN|END) CERTIFICATE REQUEST-----/g, '').replace(/\s+/g, '');
  let req: CertificationRequest;
  try {
    req = AsnConvert.parse(Buffer.from(body, 'base64'), CertificationRequest);
  } catch (e) {
    return { errors: [`the CSR cannot be read: ${(e as Error).message}`] };
  }
  const info = req.certificationRequestInfo;
  const key = createPublicKey({ key: Buffer.from(AsnConvert.serialize(info.subjectPKInfo)), format: 'der', type: 'spki' });
  const signed = Buffer.from(req.certificationRequestInfoRaw ?? AsnConvert.serialize(info));
  if (!createVerify('sha256').update(signed).verify(key, Buffer.from(req.signature)))
    return { errors: ['the CSR signature does not verify'] };
  const errors: string[] = [];
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') errors.push('the key must be ECDSA on secp256k1');
  const requested = info.attributes.find((a) => a.type === EXTENSION_REQUEST);
  const extensions = requested ? [...AsnConvert.parse(requested.values[0]!, Extensions)] : [];
  const templateExt = extensions.find((e) => e.extnID === TEMPLATE_NAME);
  const template = templateExt ? Buffer.from(templateExt.extnValue.buffer).subarray(2).toString('ascii') : null;
  if (!template || !/^(TST|PRE)?ZATCA-Code-Signing$/.test(template))
    errors.push('the certificate template name is missing or unknown');
  const egs: Record<string, string> = {};
  const sanExt = extensions.find((e) => e.extnID === SUBJECT_ALT_NAME);
  if (sanExt) {
    const san = AsnConvert.parse(sanExt.extnValue.buffer, SubjectAlternativeName);
    for (const rdn of san[0]?.directoryName ?? [])
      for (const atv of rdn) if (EGS_FIELDS[atv.type]) egs[EGS_FIELDS[atv.type]!] = atv.value.toString();
  }
  if (!/^3\d{13}3$/.test(egs.UID ?? '')) errors.push('the subjectAltName UID (VAT number) must be 15 digits, first and last 3');
  if (!/^1-.+\|2-.+\|3-.+$/.test(egs.SN ?? '')) errors.push('the subjectAltName SN must read 1-…|2-…|3-…');
  if (!/^[01]{4}$/.test(egs.title ?? '')) errors.push('the subjectAltName title (invoice types) must be 4 digits of 0 and 1');
  for (const f of ['registeredAddress', 'businessCategory']) if (!egs[f]) errors.push(`the subjectAltName lacks ${f}`);
  const subjectTypes = info.subject.flatMap((rdn) => [...rdn].map((a) => a.type));
  for (const [oid, label] of [
    ['2.5.4.6', 'C'],
    ['2.5.4.10', 'O'],
    ['2.5.4.11', 'OU'],
    ['2.5.4.3', 'CN'],
  ] as const)
    if (!subjectTypes.includes(oid)) errors.push(`the subject lacks ${label}`);
  return { csr: { publicKeyInfo: info.subjectPKInfo, subject: info.subject, extensions, template, egs }, errors };
}

/** A CSID: a certificate for the CSR's key and subject, signed by the authority (DER). */
export const issueCsid = (ca: Authority, csr: ReadCsr) => issue(ca, csr.subject, csr.publicKeyInfo, csr.extensions);

/** The signature of a certificate (QR field 9) and whether the authority issued it. */
export function certificateParts(der: Buffer, ca: Authority) {
  const cert = AsnConvert.parse(der, Certificate);
  const issuedHere = createVerify('sha256')
    .update(Buffer.from(AsnConvert.serialize(cert.tbsCertificate)))
    .verify(createPublicKey(ca.key), Buffer.from(cert.signatureValue));
  return { signature: Buffer.from(cert.signatureValue), issuedHere };
}
