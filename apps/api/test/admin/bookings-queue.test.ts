import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allMail } from '../security/mail.ts';
import { UTF8_BOM } from '../../src/modules/staff/csv.ts';
import { currentCode } from '../../src/modules/staff/totp.ts';
import { inviteLink } from '../../src/modules/staff/staff-invite.ts';
import * as staff from '../../src/modules/staff/repositories/staff.ts';
import { openSecret } from '../../src/modules/staff/staff-credentials.ts';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';

// The back office's bookings queue (issue 17): filters, search by number, e-mail or phone, paging by
// key, the CSV export, a booking's page with its passport images (each view audited, never cached),
// and the lifecycle's actions with the customer e-mailed.

let t: TestApp;
let agent: string;
const customers: { token: string; email: string; phone: string }[] = [];
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const trip = await bookableTrip(t.app);
  for (let i = 0; i < 3; i++) {
    const c = await register(t.app);
    customers.push({ token: c.token, email: c.payload.email, phone: c.payload.phone_number });
    for (let k = 0; k < 2; k++) {
      const res = await book(t.app, c.token, bookingParts(trip.id));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
  }
  const member = await staff.createStaff(t.app.db, {
    email: 'agent@rihla.example',
    name: 'وكيل',
    role: 'agent',
    invitedBy: null,
  });
  const token = new URL(await inviteLink(t.app.db, 'https://x', member.id)).searchParams.get('token')!;
  const password = 'agent passphrase 1';
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    payload: { token, password, password_confirmation: password },
  });
  const { challenge } = (
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: member.email, password } })
  ).json().data;
  const row = (await staff.staffById(t.app.db, member.id))!;
  const code = currentCode(openSecret(t.app.filesCipher, member.id, row.totp_secret!));
  agent = (await t.app.inject({ method: 'POST', url: '/api/admin/auth/second-factor', payload: { challenge, code } })).json().data
    .access_token;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(agent) });

describe('bookings queue', () => {
  it('lists the newest first, pages by key without repeats, and filters and searches', async () => {
    const first = (await get('/api/admin/bookings')).json();
    expect(first.data.map((b: { id: number }) => b.id)).toEqual([...ids].reverse());
    expect(first.meta.next).toBeNull();
    expect(first.data[0].customer.email).toBe(customers[2]!.email);

    const byNumber = (await get(`/api/admin/bookings?q=%23${ids[1]}`)).json().data;
    expect(byNumber.map((b: { id: number }) => b.id)).toEqual([ids[1]]);
    const byEmail = (await get(`/api/admin/bookings?q=${encodeURIComponent(customers[0]!.email.toUpperCase())}`)).json().data;
    expect(byEmail.map((b: { id: number }) => b.id)).toEqual([ids[1], ids[0]]);
    const byPhone = (await get(`/api/admin/bookings?q=${encodeURIComponent(customers[1]!.phone)}`)).json().data;
    expect(byPhone.map((b: { id: number }) => b.id)).toEqual([ids[3], ids[2]]);
    expect((await get('/api/admin/bookings?q=nobody')).json().data).toEqual([]);
    expect((await get('/api/admin/bookings?status=confirmed')).json().data).toEqual([]);
    expect((await get('/api/admin/bookings?status=pending')).json().data).toHaveLength(6);
  });

  it('searches by the customer’s name, Arabic or Latin, however it is spelled (issue 31, item 13)', async () => {
    const trip = await bookableTrip(t.app);
    const made: Record<string, number> = {};
    for (const name of ['إسراء الزهراني', 'John Smithson']) {
      const c = await register(t.app, { name });
      const res = await book(t.app, c.token, bookingParts(trip.id));
      made[name] = res.json().data.id;
    }
    const found = async (q: string) =>
      (await get(`/api/admin/bookings?q=${encodeURIComponent(q)}`)).json().data.map((b: { id: number }) => b.id);
    expect(await found('اسراء')).toEqual([made['إسراء الزهراني']]);
    expect(await found('الزهرانى')).toEqual([made['إسراء الزهراني']]);
    expect(await found('إسْرَاء')).toEqual([made['إسراء الزهراني']]);
    expect(await found('smith')).toEqual([made['John Smithson']]);
    expect(await found('nobody')).toEqual([]);
    await t.app.db.deleteFrom('bookings').where('id', 'in', Object.values(made)).execute();
  });

  it('exports the filtered queue as CSV that Excel reads as Arabic', async () => {
    const res = await get(`/api/admin/bookings.csv?q=${encodeURIComponent(customers[0]!.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(UTF8_BOM + 'رقم الحجز,الحالة')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${ids[1]},قيد المراجعة,`);
    // Booking time on Riyadh's clock as a date Excel reads; the phone as text, no visible apostrophe.
    const row = await t.app.db.selectFrom('bookings').select('created_at').where('id', '=', ids[1]!).executeTakeFirstOrThrow();
    const riyadh = new Date(Date.parse(row.created_at) + 3 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(lines[1]!.endsWith(`,${riyadh}`)).toBe(true);
    expect(lines[1]).toContain(`,\u200E${customers[0]!.phone},`);
    expect(lines[1]).not.toContain("'+");
  });

  it('shows a booking with full passport numbers, sends its images uncached, and logs each view', async () => {
    const booking = (await get(`/api/admin/bookings/${ids[0]}`)).json().data;
    expect(booking.travellers[0].passport).toMatch(/^[A-Z0-9]{6,}$/);
    expect(booking.next_statuses).toEqual(['confirmed', 'cancelled']);
    const file = await get(booking.files[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const log = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'booking.file-viewed').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ staff_email: 'agent@rihla.example', subject: `booking:${ids[0]}` });
    expect((await get(`/api/admin/bookings/${ids[0]}/files/999999`)).statusCode).toBe(404);
  });

  it('confirms and cancels with the lifecycle’s rules, a reason to cancel, and the customer e-mailed', async () => {
    const post = (id: number, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/status`, headers: auth(agent), payload });
    const confirmed = await post(ids[2]!, { to: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'confirmed',
      status_text_ar: 'مؤكد',
      next_statuses: ['completed', 'cancelled'],
    });
    expect(confirmed.json().data.history.at(-1)).toMatchObject({ from: 'pending', to: 'confirmed', by: 'operator' });
    expect((await post(ids[2]!, { to: 'confirmed' })).statusCode).toBe(409);
    const noReason = await post(ids[3]!, { to: 'cancelled' });
    expect(noReason.statusCode).toBe(422);
    const cancelled = await post(ids[3]!, { to: 'cancelled', reason: 'الرحلة ممتلئة' });
    expect(cancelled.json().data.history.at(-1)).toMatchObject({ to: 'cancelled', reason: 'الرحلة ممتلئة' });
    const customerView = await t.app.inject({
      method: 'GET',
      url: `/api/customer/bookings/${ids[2]}`,
      headers: auth(customers[1]!.token),
    });
    expect(customerView.json().data.status).toBe('confirmed');
    await vi.waitFor(
      () => {
        const subjects = allMail(t.dataDir).map((m) => m.subject);
        expect(subjects).toContain(`تم تأكيد حجزك رقم ${ids[2]} - رحلة`);
        expect(subjects).toContain(`تم إلغاء حجزك رقم ${ids[3]} - رحلة`);
      },
      { timeout: 8000, interval: 200 },
    );
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', 'in', [`booking:${ids[2]}`, `booking:${ids[3]}`])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['booking.cancelled', 'booking.confirmed']);
  });

  it('counts today’s and the week’s bookings and those to confirm', async () => {
    const data = (await get('/api/admin/dashboard')).json().data;
    expect(data.bookings_today).toBe(6);
    expect(data.bookings_this_week).toBe(6);
    expect(data.pending).toBeGreaterThanOrEqual(4);
    expect(Array.isArray(data.departures_next_7_days)).toBe(true);
  });
});
