import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlCharactersMessage } from '@rihla/contract';
import { allMail } from '../security/mail.ts';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import { staffToken } from './staff-token.ts';

// Issue 31, item 13: staff's internal notes on a booking (audited, never shown to the customer) and
// the queue's multi-select confirm, each booking through the lifecycle as the single confirm.

let t: TestApp;
let agent: string;
let customer: string;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const trip = await bookableTrip(t.app);
  const c = await register(t.app);
  customer = c.token;
  for (let k = 0; k < 4; k++) {
    const res = await book(t.app, c.token, bookingParts(trip.id));
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().data.id);
  }
  agent = await staffToken(t.app, 'agent', 'notes-agent@rihla.example');
});
afterAll(async () => t?.close());

const note = (id: number, body: string | number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/notes`, headers: auth(agent), payload: { body } });

describe('internal notes on a booking', () => {
  it('adds notes, lists them newest first to staff, and audits each', async () => {
    const first = await note(ids[0]!, '  اتصل العميل يطلب غرفة مطلة على الحرم  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.notes).toEqual([
      {
        id: expect.any(Number),
        body: 'اتصل العميل يطلب غرفة مطلة على الحرم',
        staff_name: 'موظف',
        created_at: expect.any(String),
      },
    ]);
    const second = await note(ids[0]!, 'السطر الأول\nالسطر الثاني');
    expect(second.statusCode, second.body).toBe(200);
    const page = (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${ids[0]}`, headers: auth(agent) })).json().data;
    expect(page.notes.map((n: { body: string }) => n.body)).toEqual([
      'السطر الأول\nالسطر الثاني',
      'اتصل العميل يطلب غرفة مطلة على الحرم',
    ]);
    const other = (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${ids[1]}`, headers: auth(agent) })).json().data;
    expect(other.notes).toEqual([]);
    const log = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject', 'staff_email'])
      .where('action', '=', 'booking.note-added')
      .execute();
    expect(log).toEqual([
      { action: 'booking.note-added', subject: `booking:${ids[0]}`, staff_email: 'notes-agent@rihla.example' },
      { action: 'booking.note-added', subject: `booking:${ids[0]}`, staff_email: 'notes-agent@rihla.example' },
    ]);
  });

  it('never shows them in the customer’s answers', async () => {
    for (const url of [`/api/customer/bookings/${ids[0]}`, '/api/customer/bookings']) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(customer) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('notes');
      expect(res.body).not.toContain('غرفة مطلة');
    }
  });

  it('refuses an empty, too long or control-character note with an Arabic 422, and an unknown booking with 404', async () => {
    const empty = await note(ids[1]!, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['اكتب نص الملاحظة']);
    const long = await note(ids[1]!, 'ا'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.body).toEqual(['الملاحظة أطول من 2000 حرف']);
    expect((await note(ids[1]!, 'ا'.repeat(2000))).statusCode).toBe(200);
    const nul = await note(ids[1]!, 'ملاحظة\u0000');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toBe(controlCharactersMessage);
    expect((await note(ids[1]!, 42)).statusCode).toBe(422);
    expect((await note(999999, 'ملاحظة')).statusCode).toBe(404);
  });
});

describe('confirming several bookings at once', () => {
  const confirm = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/bookings/confirm', headers: auth(agent), payload });

  it('confirms the pending ones through the lifecycle, refuses the others per id, and e-mails each customer', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${ids[3]}/status`,
      headers: auth(agent),
      payload: { to: 'cancelled', reason: 'طلب العميل' },
    });
    const res = await confirm({ ids: [ids[1], ids[2], ids[3], 999999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: ids[1], ok: true, message: 'تم تأكيد الحجز' },
      { id: ids[2], ok: true, message: 'تم تأكيد الحجز' },
      { id: ids[3], ok: false, message: 'لا يمكن نقل الحجز إلى هذه الحالة' },
      { id: 999999, ok: false, message: 'العنصر المطلوب غير موجود' },
    ]);
    const rows = await t.app.db.selectFrom('bookings').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'confirmed', 'confirmed', 'cancelled']);
    const history = await t.app.db
      .selectFrom('booking_status_history')
      .select(['booking_id', 'from_status', 'to_status'])
      .where('booking_id', 'in', [ids[1]!, ids[2]!])
      .where('to_status', '=', 'confirmed')
      .execute();
    expect(history).toHaveLength(2);
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('subject')
      .where('action', '=', 'booking.confirmed')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.subject)).toEqual([`booking:${ids[1]}`, `booking:${ids[2]}`]);
    await vi.waitFor(
      () => {
        const subjects = allMail(t.dataDir).map((m) => m.subject);
        expect(subjects).toContain(`تم تأكيد حجزك رقم ${ids[1]} - رحلة`);
        expect(subjects).toContain(`تم تأكيد حجزك رقم ${ids[2]} - رحلة`);
      },
      { timeout: 8000, interval: 200 },
    );
    // Asked again: already confirmed, refused, nothing e-mailed twice.
    expect((await confirm({ ids: [ids[1]] })).json().data).toEqual([
      { id: ids[1], ok: false, message: 'لا يمكن نقل الحجز إلى هذه الحالة' },
    ]);
  });

  it('refuses an empty list and more than 100 ids', async () => {
    expect((await confirm({ ids: [] })).statusCode).toBe(422);
    expect((await confirm({ ids: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(422);
    expect((await confirm({})).statusCode).toBe(422);
  });
});
