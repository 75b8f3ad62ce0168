import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, decodeInvoiceQr, todayIso, vatOfGross } from '@rihla/contract';
import { buildApp } from '../../src/app.ts';
import { settlePayment } from '../../src/modules/payments/index.ts';
import { verifyInvoiceChain } from '../../src/modules/invoices/index.ts';
import { auth } from '../helper.ts';
import { createPayment, customerBooking, payInFull, payWorld, type PayWorld } from './payment-support.ts';

// Tax invoices (issue 27) against the local gateway, on both engines: issued with the payment, the
// QR's fields, the VAT split, immutability, credit notes, the chain, and gap-free numbers when many
// payments settle at once through two servers.
let w: PayWorld;
beforeAll(async () => {
  w = await payWorld();
  await w.t.app.db
    .updateTable('site_info')
    .set({ legal_name: 'شركة رحلة للسياحة', vat_number: '310122393500003', cr_number: '1010123456', address_city: 'الرياض' })
    .execute();
});
afterAll(async () => w?.close());

const detail = (id: number, token: string) =>
  w.t.app.inject({ method: 'GET', url: `/api/customer/bookings/${id}`, headers: auth(token) }).then((r) => r.json().data);
const invoice = (bookingId: number, invoiceId: number, token: string) =>
  w.t.app.inject({ method: 'GET', url: `/api/customer/bookings/${bookingId}/invoices/${invoiceId}`, headers: auth(token) });

describe('the simplified tax invoice', () => {
  it('is issued with the payment: its QR names the seller, the time, the total and the VAT', async () => {
    const c = await customerBooking(w);
    await payInFull(w, c);
    const d = await detail(c.booking.id, c.token);
    expect(d.invoices).toEqual([expect.objectContaining({ kind: 'invoice', total_with_vat_halalas: c.halalas })]);
    const inv = (await invoice(c.booking.id, d.invoices[0].id, c.token)).json().data;
    const { net, vat } = vatOfGross(c.halalas, 'standard');
    expect(inv).toMatchObject({
      customer_name: c.payload.name,
      total_with_vat_halalas: c.halalas,
      total_without_vat_halalas: net,
      vat_total_halalas: vat,
      seller: { legal_name: 'شركة رحلة للسياحة', vat_number: '310122393500003', cr_number: '1010123456' },
    });
    expect(inv.lines.reduce((s: number, l: { gross_halalas: number }) => s + l.gross_halalas, 0)).toBe(c.halalas);
    const qr = decodeInvoiceQr(inv.qr);
    // Fields 6–9 (phase 2: hash, signature, key, certificate signature) are checked in test/invoices/.
    expect(qr).toMatchObject({
      1: 'شركة رحلة للسياحة',
      2: '310122393500003',
      3: inv.issued_at,
      4: (c.halalas / 100).toFixed(2),
      5: (vat / 100).toFixed(2),
    });
    // Another customer cannot read it.
    const other = await customerBooking(w);
    expect((await invoice(c.booking.id, inv.id, other.token)).statusCode).toBe(404);
    expect((await invoice(other.booking.id, inv.id, other.token)).statusCode).toBe(404);
  });

  it('cannot be changed or deleted', async () => {
    await expect(w.t.app.db.updateTable('invoices').set({ customer_name: 'x' }).execute()).rejects.toThrow(/immutable/);
    await expect(w.t.app.db.deleteFrom('invoices').execute()).rejects.toThrow(/immutable/);
  });

  it('a zero-rated trip carries no VAT', async () => {
    await w.t.app.db.updateTable('trips').set({ vat_category: 'zero' }).where('id', '=', w.trip.id).execute();
    try {
      const c = await customerBooking(w);
      await payInFull(w, c);
      const d = await detail(c.booking.id, c.token);
      const inv = (await invoice(c.booking.id, d.invoices[0].id, c.token)).json().data;
      expect(inv.vat_total_halalas).toBe(0);
      expect(inv.lines[0].vat_category).toBe('zero');
    } finally {
      await w.t.app.db.updateTable('trips').set({ vat_category: 'standard' }).where('id', '=', w.trip.id).execute();
    }
  });

  it('a refund produces a credit note that references its invoice, in the same sequence', async () => {
    const c = await customerBooking(w, { date: addDays(todayIso(), 30) });
    await payInFull(w, c);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${c.booking.id}/cancel`,
      headers: auth(c.token),
      payload: { reason: 'تغيّرت خططي' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(c.booking.id, c.token);
    const [inv, note] = d.invoices;
    expect(note).toMatchObject({ kind: 'credit_note', number: inv.number + 1, total_with_vat_halalas: -c.halalas });
    const full = (await invoice(c.booking.id, note.id, c.token)).json().data;
    expect(full.references_invoice_number).toBe(inv.number);
    expect(full.vat_total_halalas).toBe(-vatOfGross(c.halalas, 'standard').vat);
  });
});

describe('numbers and the chain', () => {
  it('payments settling at once through two servers give invoices without gap or repeat, and the chain verifies', async () => {
    const second = await buildApp(w.t.config);
    try {
      const customers = await Promise.all(Array.from({ length: 12 }, () => customerBooking(w)));
      const payments = [];
      for (const c of customers) {
        const p = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
        await fetch(`${w.gateway.url}/__test/payments/${p.id}/status`, {
          method: 'POST',
          body: JSON.stringify({ status: 'paid', message: 'APPROVED', webhook: false }),
        });
        payments.push(p.id);
      }
      await Promise.all(payments.map((id, i) => settlePayment(i % 2 ? second.payments! : w.ctx(), id)));
      const numbers = (await w.t.app.db.selectFrom('invoices').select('number').orderBy('number').execute()).map((r) => r.number);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const invoiced = await w.t.app.db.selectFrom('invoices').select('payment_id').where('kind', '=', 'invoice').execute();
      expect(new Set(invoiced.map((r) => r.payment_id)).size).toBe(invoiced.length);
      expect(await verifyInvoiceChain(w.t.app.db)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
