import { createPublicKey, createSign, generateKeyPairSync, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
} from '@peculiar/asn1-x509';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';

// The seller's e-invoicing key and certificates (issue 27, phase 2): an ECDSA key on secp256k1, the
// certificate signing request ZATCA's onboarding takes (the subject and the extensions of ZATCA's
// "EGS" profile), and a self-signed certificate for a server that has not been onboarded yet. Built
// with PeculiarVentures' ASN.1 schemas and signed with Node's crypto (WebCrypto has no secp256k1).

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  userId: '0.9.2342.19200300.100.1.1',
  extensionRequest: '1.2.840.113549.1.9.14',
  subjectAltName: '2.5.29.17',
  /** Microsoft's certificate template name, which ZATCA reads the environment from. */
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
};

/** ZATCA's template name per environment: sandbox (developer portal), simulation, production. */
export const CERTIFICATE_TEMPLATE = {
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
} as const;

export interface EgsIdentity {
  /** The EGS unit's name (CN), e.g. "Rihla-310122393500003". */
  commonName: string;
  /** The taxpayer's name (O). */
  organization: string;
  /** The branch (OU); for a VAT group, the member's TIN. */
  organizationalUnit: string;
  /** The VAT registration number (UID). */
  vatNumber: string;
  /** "1-solution|2-model|3-serial". */
  serialNumber: string;
  /** Invoice types the unit issues: "0100" simplified only, "1100" standard and simplified. */
  invoiceTypes: string;
  /** Branch address or website. */
  location: string;
  industry: string;
}

const algorithm = () => new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });

function rdn(type: string, value: string, printable = false): RelativeDistinguishedName {
  return new RelativeDistinguishedName([
    new AttributeTypeAndValue({
      type,
      value: new AttributeValue(printable ? { printableString: value } : { utf8String: value }),
    }),
  ]);
}

function subjectOf(id: EgsIdentity): Name {
  return new Name([
    rdn(OID.country, 'SA', true),
    rdn(OID.organizationalUnit, id.organizationalUnit),
    rdn(OID.organization, id.organization),
    rdn(OID.commonName, id.commonName),
  ]);
}

function egsExtensions(id: EgsIdentity, template: string): Extension[] {
  const dir = new Name([
    rdn(OID.surname, id.serialNumber),
    rdn(OID.userId, id.vatNumber),
    rdn(OID.title, id.invoiceTypes),
    rdn(OID.registeredAddress, id.location),
    rdn(OID.businessCategory, id.industry),
  ]);
  const san = new SubjectAlternativeName([new GeneralName({ directoryName: dir })]);
  // The template name is an ASN.1 PrintableString (tag 0x13).
  const templateValue = Buffer.concat([Buffer.from([0x13, template.length]), Buffer.from(template, 'ascii')]);
  return [
    new Extension({ extnID: OID.certificateTemplateName, critical: false, extnValue: new OctetString(templateValue) }),
    new Extension({ extnID: OID.subjectAltName, critical: false, extnValue: new OctetString(AsnConvert.serialize(san)) }),
  ];
}

const spkiOf = (publicKey: KeyObject) =>
  AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo);

function sign(data: ArrayBuffer, privateKey: KeyObject): ArrayBuffer {
  const signature = createSign('sha256').update(Buffer.from(data)).sign(privateKey);
  return signature.buffer.slice(signature.byteOffset, signature.byteOffset + signature.byteLength) as ArrayBuffer;
}

export function generateSigningKey(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
}

/** The PKCS #10 request of onboarding, PEM, signed with the key. */
export function buildCsr(id: EgsIdentity, template: string, privateKey: KeyObject): string {
  const publicKey = createPublicKey(privateKey);
  const info = new CertificationRequestInfo({
    version: 0,
    subject: subjectOf(id),
    subjectPKInfo: spkiOf(publicKey),
    attributes: new Attributes([
      new Attribute({
        type: OID.extensionRequest,
        values: [AsnConvert.serialize(new Extensions(egsExtensions(id, template)))],
      }),
    ]),
  });
  const csr = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: algorithm(),
    signature: sign(AsnConvert.serialize(info), privateKey),
  });
  return pem('CERTIFICATE REQUEST', Buffer.from(AsnConvert.serialize(csr)));
}

/**
 * A certificate serial from random bytes, as its DER INTEGER must be: positive (top bit clear) and
 * minimal (no leading zero byte). A first byte of 0x00 followed by one under 0x80 is not minimal
 * DER, and OpenSSL then refuses the whole certificate: one serial in 256 made the server's
 * self-signed certificate unreadable, and every payment's invoice with it (a 500). Bit 6 set keeps
 * the first byte in 0x40–0x7f; 126 random bits remain.
 */
export function certificateSerial(random: Buffer): ArrayBuffer {
  const serial = Buffer.from(random);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial.buffer.slice(serial.byteOffset, serial.byteOffset + serial.byteLength) as ArrayBuffer;
}

/** A certificate for the key signed by the key itself: what a server signs with before onboarding. */
export function selfSignedCertificate(id: EgsIdentity, privateKey: KeyObject, days = 3650, random = randomBytes(16)): Buffer {
  const publicKey = createPublicKey(privateKey);
  const now = new Date();
  const tbs = new TBSCertificate({
    version: 2,
    serialNumber: certificateSerial(random),
    signature: algorithm(),
    issuer: subjectOf(id),
    validity: new Validity({
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + days * 86_400_000),
    }),
    subject: subjectOf(id),
    subjectPublicKeyInfo: spkiOf(publicKey),
    extensions: new Extensions(egsExtensions(id, CERTIFICATE_TEMPLATE.sandbox)),
  });
  const cert = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: algorithm(),
    signatureValue: sign(AsnConvert.serialize(tbs), privateKey),
  });
  return Buffer.from(AsnConvert.serialize(cert));
}

export function pem(label: string, der: Buffer): string {
  const body = der.toString('base64').replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}

/** What the signature block and the QR need of a certificate (DER). */
export function certificateInfo(der: Buffer) {
  const x509 = new X509Certificate(der);
  const parsed = AsnConvert.parse(der, Certificate);
  return {
    x509,
    /** Issuer as ZATCA writes it: the RDNs from last to first, ", " between them. */
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    /** QR field 8: the public key, DER SubjectPublicKeyInfo. */
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    /** QR field 9: the certificate's signature (its issuer's ECDSA signature, DER). */
    signatureDer: Buffer.from(parsed.signatureValue),
  };
}
