import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { invoiceAmount, vatOfGross } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { nowIso } from '../../platform/db/constraints.ts';
import type { FileCipher } from '../../platform/file-cipher.ts';
import type { ZatcaConfig } from '../../zatca-config.ts';
import { egsIdentity, sealKey, sealSecret } from './credentials.ts';
import { FIRST_PREVIOUS_HASH } from './hash-chain.ts';
import { insertCredentials } from './repositories/zatca.ts';
import { sellerIdentity } from './repositories/invoices.ts';
import type { UblInvoice } from './ubl.ts';
import { certificateOfToken, zatcaClient, type Csid } from './zatca-client.ts';
import { signInvoice } from './zatca-signature.ts';
import { buildCsr, CERTIFICATE_TEMPLATE, generateSigningKey, type EgsIdentity } from './x509.ts';

// Onboarding an EGS unit with ZATCA (issue 27, phase 2; `pnpm admin zatca onboard --otp N`):
// 1. a new secp256k1 key and a CSR with ZATCA's subject and extensions (x509.ts);
// 2. POST /compliance with the OTP from the Fatoora portal → the compliance CSID;
// 3. the compliance checks: a simplified invoice, credit note and debit note signed with it, each
//    POSTed to /compliance/invoices and required to pass;
// 4. POST /production/csids → the production CSID, which signs every later invoice and
//    authenticates the reports. Both CSIDs are stored with the key (sealed with the files key).

export class OnboardingError extends Error {}

export interface OnboardingResult {
  complianceRequestId: string;
  productionRequestId: string;
  checks: { kind: string; status: string }[];
  commonName: string;
}

function sampleInvoices(seller: UblInvoice['seller']): UblInvoice[] {
  const gross = 115_000;
  const { net, vat } = vatOfGross(gross, 'standard');
  const issuedAt = nowIso().replace(/\.\d+Z$/, 'Z');
  const line = { description: 'Compliance check: a trip', category: 'standard' as const, gross, net, vat };
  const base = { seller, customerName: 'Compliance check', issuedAt, lines: [line] };
  return [
    { ...base, kind: 'invoice', number: 1, icv: 1, uuid: randomUUID(), previousHash: FIRST_PREVIOUS_HASH },
    {
      ...base,
      kind: 'credit_note',
      number: 2,
      icv: 2,
      uuid: randomUUID(),
      previousHash: '',
      reference: { number: 1, reason: 'Compliance check: refund' },
    },
    {
      ...base,
      kind: 'debit_note',
      number: 3,
      icv: 3,
      uuid: randomUUID(),
      previousHash: '',
      reference: { number: 1, reason: 'Compliance check: extra charge' },
    },
  ];
}

export async function onboard(
  db: Kysely<DB>,
  cipher: FileCipher,
  zatca: ZatcaConfig,
  options: { otp: string; identity?: Partial<EgsIdentity> },
  log: (line: string) => void = () => {},
): Promise<OnboardingResult> {
  if (!/^\d{6}$/.test(options.otp)) throw new OnboardingError('the OTP is the 6 digits the Fatoora portal gives');
  const s = await sellerIdentity(db);
  if (!s?.vat_number || !s.legal_name)
    throw new OnboardingError("set the seller's legal name and VAT number first (back office → content)");
  const identity = await egsIdentity(db, options.identity);
  const template =
    zatca.mode === 'production'
      ? CERTIFICATE_TEMPLATE.production
      : zatca.mode === 'simulation'
        ? CERTIFICATE_TEMPLATE.simulation
        : CERTIFICATE_TEMPLATE.sandbox;
  const { privateKey } = generateSigningKey();
  const csr = buildCsr(identity, template, privateKey);
  const client = zatcaClient(zatca.apiUrl, zatca.timeoutMs);
  log(`CSR for ${identity.commonName} (${template}); asking ${zatca.apiUrl} for a compliance CSID`);
  const compliance = await client.complianceCsid(csr, options.otp);
  const sealedKey = sealKey(cipher, privateKey);
  const save = (kind: string, csid: Csid) =>
    insertCredentials(db, {
      kind,
      certificate: certificateOfToken(csid.binarySecurityToken).toString('base64'),
      private_key: sealedKey,
      secret: sealSecret(cipher, csid.secret),
      binary_security_token: csid.binarySecurityToken,
      request_id: csid.requestID,
      created_at: nowIso(),
    });
  await save('compliance', compliance);
  log(`compliance CSID received (request ${compliance.requestID}); running the compliance checks`);

  const seller = {
    name: s.legal_name,
    vatNumber: s.vat_number,
    crNumber: s.cr_number,
    building: s.address_building,
    street: s.address_street,
    district: s.address_district,
    city: s.address_city,
    postalCode: s.address_postal_code,
  };
  const credentials = { privateKey, certificate: certificateOfToken(compliance.binarySecurityToken) };
  const checks: OnboardingResult['checks'] = [];
  let previousHash = FIRST_PREVIOUS_HASH;
  for (const sample of sampleInvoices(seller)) {
    const gross = sample.lines.reduce((sum, l) => sum + l.gross, 0);
    const vat = sample.lines.reduce((sum, l) => sum + l.vat, 0);
    const signed = signInvoice({ ...sample, previousHash }, credentials, {
      sellerName: seller.name,
      vatNumber: seller.vatNumber,
      timestamp: sample.issuedAt,
      total: invoiceAmount(gross),
      vat: invoiceAmount(vat),
    });
    previousHash = signed.hash;
    const answer = await client.complianceCheck(compliance, { hash: signed.hash, uuid: sample.uuid, xml: signed.xml });
    const results = (answer.body?.validationResults ?? {}) as { status?: string };
    const status = String(results.status ?? answer.status);
    checks.push({ kind: sample.kind, status });
    if (answer.status !== 200 && answer.status !== 202)
      throw new OnboardingError(
        `compliance check of the ${sample.kind} failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 1000)}`,
      );
  }
  log(`compliance checks passed (${checks.map((c) => `${c.kind} ${c.status}`).join(', ')}); asking for the production CSID`);
  const production = await client.productionCsid(compliance);
  await save('production', production);
  log(`production CSID stored (request ${production.requestID}): later invoices are signed with it`);
  return {
    complianceRequestId: compliance.requestID,
    productionRequestId: production.requestID,
    checks,
    commonName: identity.commonName,
  };
}
