import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso, vatOfGross } from '@rihla/contract';
import { auth } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';
import { customerBooking, payInFull, payWorld, type PayWorld } from './payment-support.ts';

// The back office's invoices (issue 27, item 6) on both engines: the list and its filters, one
// document whole, the accountant's CSV with totals per VAT category, and admins only.
let w: PayWorld;
let admin: string;
let agent: string;
const docs: { booking: number; halalas: number; category: 'standard' | 'zero' }[] = [];

beforeAll(async () => {
  w = await payWorld();
  admin = await staffToken(w.t.app, 'admin', 'ledger-admin@rihla.test');
  agent = await staffToken(w.t.app, 'agent', 'ledger-agent@rihla.test');
  // Two standard-rated payments, one zero-rated, and a refund of the first (a credit note).
  for (const category of ['standard', 'standard', 'zero'] as const) {
    await w.t.app.db.updateTable('trips').set({ vat_category: category }).where('id', '=', w.trip.id).execute();
    const c = await customerBooking(w, { date: addDays(todayIso(), 30) });
    await payInFull(w, c);
    docs.push({ booking: c.booking.id, halalas: c.halalas, category });
    if (docs.length === 1) {
      const res = await w.t.app.inject({
        method: 'POST',
        url: `/api/customer/bookings/${c.booking.id}/cancel`,
        headers: auth(c.token),
        payload: { reason: 'تغيّرت خططي' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  await w.t.app.db.updateTable('trips').set({ vat_category: 'standard' }).where('id', '=', w.trip.id).execute();
});
afterAll(async () => w?.close());

const get = (url: string, token = admin) => w.t.app.inject({ method: 'GET', url, headers: auth(token) });

describe('the back office’s invoices', () => {
  it('lists invoices and credit notes newest first, with the credit note’s invoice', async () => {
    const res = await get('/api/admin/invoices');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'invoice', 'credit_note', 'invoice']);
    expect(list.map((d: { number: number }) => d.number)).toEqual([4, 3, 2, 1]);
    expect(list[2]).toMatchObject({
      booking_id: docs[0]!.booking,
      references_invoice_number: 1,
      total_with_vat_halalas: -docs[0]!.halalas,
    });
    expect(list[0]).toMatchObject({ booking_id: docs[2]!.booking, vat_total_halalas: 0 });
    // Each waits for the reporting job (ZATCA phase 2) until it runs.
    expect(list.map((d: { report_status: string }) => d.report_status)).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('filters by kind, booking and day, and pages by number', async () => {
    const notes = (await get('/api/admin/invoices?kind=credit_note')).json().data;
    expect(notes.map((d: { number: number }) => d.number)).toEqual([2]);
    const ofBooking = (await get(`/api/admin/invoices?booking=${docs[1]!.booking}`)).json().data;
    expect(ofBooking.map((d: { number: number }) => d.number)).toEqual([3]);
    const today = todayIso();
    expect((await get(`/api/admin/invoices?from=${today}&to=${today}`)).json().data).toHaveLength(4);
    const tomorrow = addDays(today, 1);
    expect((await get(`/api/admin/invoices?from=${tomorrow}`)).json().data).toEqual([]);
    const older = (await get('/api/admin/invoices?before=3')).json().data;
    expect(older.map((d: { number: number }) => d.number)).toEqual([2, 1]);
    expect((await get('/api/admin/invoices?from=yesterday')).statusCode).toBe(422);
    expect((await get('/api/admin/invoices?report=pending')).json().data).toHaveLength(4);
    expect((await get('/api/admin/invoices?report=reported')).json().data).toEqual([]);
    expect((await get('/api/admin/invoices?report=none')).json().data).toEqual([]);
    expect((await get('/api/admin/invoices?report=lost')).statusCode).toBe(422);
  });

  it('opens one document whole, and answers 404 for none', async () => {
    const [newest] = (await get('/api/admin/invoices')).json().data;
    const res = await get(`/api/admin/invoices/${newest.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      number: 4,
      booking_id: docs[2]!.booking,
      lines: [expect.objectContaining({ vat_category: 'zero' })],
    });
    expect((await get('/api/admin/invoices/999999')).statusCode).toBe(404);
  });

  it('exports the lines of a range with totals per VAT category, audited', async () => {
    const today = todayIso();
    const res = await get(`/api/admin/invoices.csv?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`invoices-${today}-${today}.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('رقم المستند');
    const riyals = (h: number) => (h / 100).toFixed(2);
    const standard = docs.filter((d) => d.category === 'standard').map((d) => d.halalas);
    // Two standard invoices minus the first's credit note: the second payment is what remains.
    const standardGross = standard[0]! + standard[1]! - standard[0]!;
    const { net, vat } = vatOfGross(standard[1]!, 'standard');
    const totalStandard = lines.find((l) => l.includes('الإجمالي,') && l.includes('15%'));
    expect(totalStandard).toBeDefined();
    expect(totalStandard).toContain(`${riyals(net)},${riyals(vat)},${riyals(standardGross)}`);
    const totalZero = lines.find((l) => l.includes('الإجمالي,') && l.includes('صفر'));
    expect(totalZero).toContain(`${riyals(docs[2]!.halalas)},0.00,${riyals(docs[2]!.halalas)}`);
    expect(lines.at(-1)).toContain(`${riyals(standardGross + docs[2]!.halalas)}`);
    const audit = await w.t.app.db.selectFrom('audit_log').select('action').where('action', '=', 'invoices.exported').execute();
    expect(audit).toHaveLength(1);
    expect((await get('/api/admin/invoices.csv')).statusCode).toBe(422);
  });

  it('is for admins: an agent gets 403', async () => {
    expect((await get('/api/admin/invoices', agent)).statusCode).toBe(403);
    expect((await get(`/api/admin/invoices.csv?from=${todayIso()}&to=${todayIso()}`, agent)).statusCode).toBe(403);
    expect((await get('/api/admin/invoices/1', agent)).statusCode).toBe(403);
  });
});
