import { execFile } from 'node:child_process';
import { createPublicKey, createVerify, X509Certificate } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { addDays, decodeInvoiceQrBytes, invoiceAmount, todayIso, vatOfGross } from '@rihla/contract';
import { startZatcaSimulator, type SimulatorHandle } from '../../../../dev/zatca-simulator/server.ts';
import { FIRST_PREVIOUS_HASH, verifyInvoiceChain } from '../../src/modules/invoices/index.ts';
import { reportDue } from '../../src/modules/invoices/reporting.ts';
import { zatcaInvoiceHash } from '../../src/modules/invoices/zatca-signature.ts';
import { auth } from '../helper.ts';
import { customerBooking, payInFull, payWorld, type PayWorld } from '../payments/payment-support.ts';

// ZATCA phase 2 (issue 27, item 4) on both engines: each invoice and credit note is UBL 2.1 XML with
// ZATCA's fields, its hash is ZATCA's hash of that XML and chains to the one before, its signature
// verifies with the public key in its QR, the onboarding command gets CSIDs from the simulator, and
// the reporting job reports to it, retrying through a 503 and keeping a rejection's errors.

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../../src/cli/admin.ts');
const UBL = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};

let sim: SimulatorHandle;
let w: PayWorld;
const SELLER = {
  legal_name: 'شركة رحلة للسياحة',
  vat_number: '310122393500003',
  cr_number: '1010123456',
  address_building: '2322',
  address_street: 'طريق الملك فهد',
  address_district: 'العليا',
  address_city: 'الرياض',
  address_postal_code: '12214',
};

beforeAll(async () => {
  sim = await startZatcaSimulator({ port: 0 });
  w = await payWorld({
    ZATCA: 'simulator',
    ZATCA_API_URL: sim.url,
    ZATCA_JOB_INTERVAL_S: '100000',
    ZATCA_RETRY_BASE_S: '0',
    ZATCA_MAX_ATTEMPTS: '3',
  });
  await w.t.app.db.updateTable('site_info').set(SELLER).execute();
});
afterAll(async () => {
  await w?.close();
  await sim?.close();
});

const detail = (id: number, token: string) =>
  w.t.app.inject({ method: 'GET', url: `/api/customer/bookings/${id}`, headers: auth(token) }).then((r) => r.json().data);
const row = (id: number) => w.t.app.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const report = (id: number) =>
  w.t.app.db.selectFrom('invoice_reports').selectAll().where('invoice_id', '=', id).executeTakeFirstOrThrow();

async function paidInvoice(options: { date?: string } = {}) {
  const c = await customerBooking(w, options);
  await payInFull(w, c);
  const d = await detail(c.booking.id, c.token);
  return { c, invoice: await row(d.invoices[0].id) };
}

function xmlOf(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const el = (ns: keyof typeof UBL, name: string, i = 0) => doc.getElementsByTagNameNS(UBL[ns], name)[i] as Element | undefined;
  const t = (ns: keyof typeof UBL, name: string, i = 0) => el(ns, name, i)?.textContent ?? null;
  /** A child of the root (the signature block has a cbc:ID of its own). */
  const top = (name: string) =>
    Array.from(doc.documentElement!.childNodes as unknown as Element[]).find((n) => n.localName === name)?.textContent ?? null;
  const refs = Array.from(doc.getElementsByTagNameNS(UBL.cac, 'AdditionalDocumentReference') as unknown as Element[]);
  const ref = (id: string) => refs.find((r) => r.getElementsByTagNameNS(UBL.cbc, 'ID')[0]?.textContent === id);
  return { doc, el, t, top, ref };
}

describe('the UBL 2.1 XML of a simplified tax invoice', () => {
  it('parses and carries each field ZATCA requires, with the booking and the seller', async () => {
    const { c, invoice } = await paidInvoice();
    expect(invoice.hash_method).toBe('zatca-xml-c14n');
    const x = xmlOf(invoice.xml!);
    expect(x.doc.documentElement?.localName).toBe('Invoice');
    expect(x.t('cbc', 'ProfileID')).toBe('reporting:1.0');
    expect(x.top('ID')).toBe(String(invoice.number));
    expect(x.t('cbc', 'UUID')).toBe(invoice.uuid);
    expect(`${x.t('cbc', 'IssueDate')}T${x.t('cbc', 'IssueTime')}Z`).toBe(invoice.issued_at);
    expect(x.t('cbc', 'InvoiceTypeCode')).toBe('388');
    expect(x.el('cbc', 'InvoiceTypeCode')?.getAttribute('name')).toBe('0200000');
    expect(x.ref('ICV')?.getElementsByTagNameNS(UBL.cbc, 'UUID')[0]?.textContent).toBe(String(invoice.number));
    const binary = (id: string) => x.ref(id)?.getElementsByTagNameNS(UBL.cbc, 'EmbeddedDocumentBinaryObject')[0]?.textContent;
    expect(binary('PIH')).toBe(invoice.previous_hash);
    expect(binary('QR')).toBe(invoice.qr);
    const supplier = x.el('cac', 'AccountingSupplierParty')!;
    const s = (name: string) => supplier.getElementsByTagNameNS(UBL.cbc, name)[0];
    expect(s('CompanyID')?.textContent).toBe(SELLER.vat_number);
    expect(s('ID')?.getAttribute('schemeID')).toBe('CRN');
    expect(s('ID')?.textContent).toBe(SELLER.cr_number);
    expect(s('RegistrationName')?.textContent).toBe(SELLER.legal_name);
    expect(
      [
        s('BuildingNumber'),
        s('StreetName'),
        s('CitySubdivisionName'),
        s('CityName'),
        s('PostalZone'),
        s('IdentificationCode'),
      ].map((e) => e?.textContent),
    ).toEqual([
      SELLER.address_building,
      SELLER.address_street,
      SELLER.address_district,
      SELLER.address_city,
      SELLER.address_postal_code,
      'SA',
    ]);
    const customer = x.el('cac', 'AccountingCustomerParty')!;
    expect(customer.getElementsByTagNameNS(UBL.cbc, 'RegistrationName')[0]?.textContent).toBe(c.payload.name);
    const { vat } = vatOfGross(c.halalas, 'standard');
    expect(x.t('cbc', 'TaxAmount')).toBe(invoiceAmount(vat));
    expect(x.t('cbc', 'TaxInclusiveAmount')).toBe(invoiceAmount(c.halalas));
    expect(x.t('cbc', 'PayableAmount')).toBe(invoiceAmount(c.halalas));
    const lines = JSON.parse(invoice.lines) as unknown[];
    expect(x.doc.getElementsByTagNameNS(UBL.cac, 'InvoiceLine').length).toBe(lines.length);
    const category = x.el('cac', 'ClassifiedTaxCategory')!;
    expect(category.getElementsByTagNameNS(UBL.cbc, 'ID')[0]?.textContent).toBe('S');
    expect(category.getElementsByTagNameNS(UBL.cbc, 'Percent')[0]?.textContent).toBe('15.00');
    expect(x.el('ds', 'Signature')).toBeDefined();
    expect(x.el('ds', 'X509Certificate')?.textContent).toMatch(/^MII/);
  });

  it('writes zero-rated and out-of-scope lines with their exemption reason codes', async () => {
    for (const [category, code, reason] of [
      ['zero', 'Z', 'VATEX-SA-34-2'],
      ['out_of_scope', 'O', 'VATEX-SA-OOS'],
    ] as const) {
      await w.t.app.db.updateTable('trips').set({ vat_category: category }).where('id', '=', w.trip.id).execute();
      try {
        const { invoice } = await paidInvoice();
        const x = xmlOf(invoice.xml!);
        const c = x.el('cac', 'ClassifiedTaxCategory')!;
        expect(c.getElementsByTagNameNS(UBL.cbc, 'ID')[0]?.textContent).toBe(code);
        expect(c.getElementsByTagNameNS(UBL.cbc, 'Percent')[0]?.textContent).toBe('0.00');
        expect(c.getElementsByTagNameNS(UBL.cbc, 'TaxExemptionReasonCode')[0]?.textContent).toBe(reason);
        expect(x.el('cac', 'TaxSubtotal')?.getElementsByTagNameNS(UBL.cbc, 'TaxExemptionReasonCode')[0]?.textContent).toBe(
          reason,
        );
        expect(x.t('cbc', 'TaxAmount')).toBe('0.00');
      } finally {
        await w.t.app.db.updateTable('trips').set({ vat_category: 'standard' }).where('id', '=', w.trip.id).execute();
      }
    }
  });
});

describe('the hash, the chain and the signature', () => {
  it('a credit note is a 381 referencing its invoice; each hash is the XML hash; the chain verifies from the first', async () => {
    const c = await customerBooking(w, { date: addDays(todayIso(), 30) });
    await payInFull(w, c);
    const cancel = await w.t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${c.booking.id}/cancel`,
      headers: auth(c.token),
      payload: { reason: 'تغيّرت خططي' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [invoice, note] = await Promise.all(
      (await detail(c.booking.id, c.token)).invoices.map((i: { id: number }) => row(i.id)),
    );
    const x = xmlOf(note!.xml!);
    expect(x.t('cbc', 'InvoiceTypeCode')).toBe('381');
    expect(x.el('cac', 'BillingReference')?.getElementsByTagNameNS(UBL.cbc, 'ID')[0]?.textContent).toBe(String(invoice!.number));
    expect(x.t('cbc', 'InstructionNote')).toBeTruthy();
    expect(x.t('cbc', 'TaxInclusiveAmount')).toBe(invoiceAmount(c.halalas));

    const all = await w.t.app.db.selectFrom('invoices').selectAll().orderBy('number').execute();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all[0]!.previous_hash).toBe(FIRST_PREVIOUS_HASH);
    for (const [i, inv] of all.entries()) {
      expect(zatcaInvoiceHash(inv.xml!), `invoice ${inv.number}`).toBe(inv.hash);
      if (i > 0) expect(inv.previous_hash).toBe(all[i - 1]!.hash);
    }
    expect(await verifyInvoiceChain(w.t.app.db)).toEqual([]);
  });

  it('the signature verifies with the public key of the QR (fields 6–9)', async () => {
    const { invoice } = await paidInvoice();
    const qr = decodeInvoiceQrBytes(invoice.qr);
    const text = (tag: number) => Buffer.from(qr[tag]!).toString('utf8');
    expect(text(6)).toBe(invoice.hash);
    expect(text(7)).toBe(invoice.signature);
    const publicKey = createPublicKey({ key: Buffer.from(qr[8]!), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(
      createVerify('sha256')
        .update(Buffer.from(invoice.hash, 'base64'))
        .verify(publicKey, Buffer.from(text(7), 'base64')),
    ).toBe(true);
    // Not with another hash.
    expect(
      createVerify('sha256')
        .update(Buffer.from(FIRST_PREVIOUS_HASH, 'base64'))
        .verify(publicKey, Buffer.from(text(7), 'base64')),
    ).toBe(false);
    // Field 9 is the signature of the certificate in the XML, by its issuer.
    const certificate = new X509Certificate(Buffer.from(xmlOf(invoice.xml!).t('ds', 'X509Certificate')!, 'base64'));
    expect(Buffer.from(qr[8]!).equals(certificate.publicKey.export({ type: 'spki', format: 'der' }))).toBe(true);
    expect(Buffer.from(certificate.raw).includes(Buffer.from(qr[9]!))).toBe(true);
  });

  it('a tampered XML no longer verifies', async () => {
    const { invoice } = await paidInvoice();
    expect(zatcaInvoiceHash(invoice.xml!.replace(`<cbc:CityName>${SELLER.address_city}`, '<cbc:CityName>جدة'))).not.toBe(
      invoice.hash,
    );
  });
});

describe('onboarding and reporting (against the ZATCA simulator)', () => {
  it('the onboarding command stores the CSIDs, and later invoices are signed with the production certificate', async () => {
    const before = await paidInvoice();
    const env = {
      ...process.env,
      DATA_DIR: w.t.config.dataDir,
      ...(w.t.config.databaseUrl ? { DATABASE_URL: w.t.config.databaseUrl } : {}),
      ...(w.t.config.databaseSchema ? { DATABASE_SCHEMA: w.t.config.databaseSchema } : {}),
      ZATCA: 'simulator',
      ZATCA_API_URL: sim.url,
      LOG_LEVEL: 'silent',
    };
    const wrong = await run(process.execPath, [CLI, 'zatca', 'onboard', '--otp', '654321'], { env }).catch(
      (e: { stderr: string; code: number }) => e,
    );
    expect((wrong as { code: number }).code).toBe(1);
    expect((wrong as { stderr: string }).stderr).toMatch(/Invalid-OTP/);
    const { stdout } = await run(process.execPath, [CLI, 'zatca', 'onboard', '--otp', '123456'], { env });
    expect(stdout).toMatch(/production CSID stored/);
    const kinds = await w.t.app.db.selectFrom('zatca_credentials').select('kind').orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['self_signed', 'compliance', 'production']);
    const production = await w.t.app.db
      .selectFrom('zatca_credentials')
      .selectAll()
      .where('kind', '=', 'production')
      .executeTakeFirstOrThrow();
    expect(production.private_key).not.toMatch(/PRIVATE KEY/);

    const after = await paidInvoice();
    const cert = (inv: { xml: string | null }) => xmlOf(inv.xml!).t('ds', 'X509Certificate');
    expect(cert(after.invoice)).toBe(production.certificate);
    expect(cert(before.invoice)).not.toBe(production.certificate);
    expect(new X509Certificate(Buffer.from(production.certificate, 'base64')).issuer).toMatch(/ZATCA Simulator/);
    expect(await verifyInvoiceChain(w.t.app.db)).toEqual([]);
  });

  it('the job reports pending invoices, retries after a 503 and ends reported', async () => {
    const { invoice } = await paidInvoice();
    expect(await report(invoice.id)).toMatchObject({ status: 'pending', attempts: 0 });
    // Everything issued so far is due; let the first run report it all but the new one.
    sim.failNext(1, 503);
    const first = await reportDue(w.t.app.zatca!);
    expect(first.retried).toBe(1);
    const pendings = await w.t.app.db.selectFrom('invoice_reports').selectAll().where('status', '=', 'pending').execute();
    expect(pendings.find((r) => r.attempts === 1)?.last_error).toMatch(/^503/);
    for (let i = 0; i < 5 && (await report(invoice.id)).status === 'pending'; i++) await reportDue(w.t.app.zatca!);
    const done = await report(invoice.id);
    expect(done).toMatchObject({ status: 'reported', last_error: null });
    expect(done.reported_at).toBeTruthy();
    expect(JSON.parse(done.response!).reportingStatus).toBe('REPORTED');
    expect(sim.reports().some((r) => r.uuid === invoice.uuid && r.status === 'REPORTED')).toBe(true);
    // Invoices signed with the self-signed key before onboarding are reported too, with a warning.
    const statuses = await w.t.app.db.selectFrom('invoice_reports').select('status').execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['reported']));
  });

  it('an invoice ZATCA refuses is rejected, with its errors kept', async () => {
    await w.t.app.db.updateTable('site_info').set({ address_postal_code: '122' }).execute();
    try {
      const { invoice } = await paidInvoice();
      await reportDue(w.t.app.zatca!);
      const r = await report(invoice.id);
      expect(r.status).toBe('rejected');
      expect(r.last_error).toMatch(/BR-KSA-66/);
      expect(JSON.parse(r.response!).validationResults.errorMessages).toEqual([expect.objectContaining({ code: 'BR-KSA-66' })]);
    } finally {
      await w.t.app.db.updateTable('site_info').set({ address_postal_code: SELLER.address_postal_code }).execute();
    }
  });

  it('gives up after ZATCA_MAX_ATTEMPTS failures', async () => {
    const { invoice } = await paidInvoice();
    sim.failNext(3, 500);
    for (let i = 0; i < 3; i++) await reportDue(w.t.app.zatca!);
    expect(await report(invoice.id)).toMatchObject({ status: 'failed', attempts: 3 });
  });
});
