import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@rihla/contract';
import { changedValues, maskedObject } from '../../src/modules/staff/audit-values.ts';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';
import { adminCli } from '../admin-cli.ts';

// Issue 29, finding 5: the audit log had gaps. An agent opening a booking (passport numbers in clear)
// left no entry; content and site-info changes kept field names only; the operator's commands wrote
// nothing. (Failed sign-in steps: staff-code-lock.test.ts.)

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t.app, 'admin', `audit.admin.${Date.now()}@rihla.example`);
  agent = await staffToken(t.app, 'agent', `audit.agent.${Date.now()}@rihla.example`);
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const entries = async (subject: string) =>
  (
    await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'staff_email', 'details'])
      .where('subject', '=', subject)
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, details: JSON.parse(r.details ?? 'null') as Record<string, unknown> | null }));
const cli = (...args: string[]) => adminCli(t, ...args);

describe('the audit log has no gaps (issue 29, finding 5)', () => {
  it('an agent opening a booking (passport numbers in clear) leaves an entry', async () => {
    const trip = await bookableTrip(t.app);
    const { token } = await register(t.app);
    const booked = await book(t.app, token, bookingParts(trip.id));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id as number;
    const opened = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: auth(agent) });
    expect(opened.statusCode).toBe(200);
    const log = await entries(`booking:${id}`);
    expect(log).toEqual([expect.objectContaining({ action: 'booking.viewed', details: { travellers: 1 } })]);
    expect(log[0]!.staff_email).toMatch(/^audit\.agent\./);
  });

  it('site-info, FAQ and content changes keep the old and the new values', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/site-info', headers: auth(admin) })).json().data;
    expect((await post('/api/admin/site-info', { phone_number: '+966500000002' })).statusCode).toBe(200);
    const [site] = (await entries('site-info')).filter((e) => e.action === 'site-info.updated');
    expect(site!.details).toEqual({
      fields: ['phone_number'],
      changes: { phone_number: { from: before.phone_number, to: '+966500000002' } },
    });

    const faq = (await post('/api/admin/faq', { question: 'سؤال قديم؟', answer: 'جواب قديم.' })).json().data;
    expect((await post(`/api/admin/faq/${faq.id}`, { answer: 'جواب جديد.' })).statusCode).toBe(200);
    const faqLog = await entries(`faq:${faq.id}`);
    expect(faqLog.map((e) => e.action)).toEqual(['faq.created', 'faq.updated']);
    expect(faqLog[1]!.details).toEqual({ fields: ['answer'], changes: { answer: { from: 'جواب قديم.', to: 'جواب جديد.' } } });

    const tag = (await post('/api/admin/tags', { name: 'وسم', image: '/t.svg', title: 'عنوان', description: 'وصف' })).json().data;
    expect((await post(`/api/admin/tags/${tag.id}`, { title: 'عنوان آخر' })).statusCode).toBe(200);
    expect((await post(`/api/admin/tags/${tag.id}/delete`, {})).statusCode).toBe(200);
    const tagLog = await entries(`tag:${tag.id}`);
    expect(tagLog.map((e) => e.action)).toEqual(['tag.created', 'tag.updated', 'tag.deleted']);
    expect(tagLog[1]!.details).toEqual({ fields: ['title'], changes: { title: { from: 'عنوان', to: 'عنوان آخر' } } });
    expect(tagLog[2]!.details).toMatchObject({ was: { name: 'وسم', title: 'عنوان آخر' } });

    const trip = await bookableTrip(t.app);
    expect((await post(`/api/admin/trips/${trip.id}`, { title: 'عنوان رحلة جديد' })).statusCode).toBe(200);
    const [tripChange] = (await entries(`trip:${trip.id}`)).filter((e) => e.action === 'trip.updated');
    expect(tripChange!.details).toEqual({ fields: ['title'], changes: { title: { from: trip.title, to: 'عنوان رحلة جديد' } } });
  });

  it('masks secrets and passport numbers in what an entry keeps', () => {
    expect(
      changedValues(
        { passport: 'A1234567', password_hash: 'x', api_key: 'k', note: 'a' },
        { passport: 'B7654321', password_hash: 'y', api_key: 'l', note: 'b' },
      ).changes,
    ).toEqual({
      passport: { from: '•••67', to: '•••21' },
      password_hash: { from: '•••', to: '•••' },
      api_key: { from: '•••', to: '•••' },
      note: { from: 'a', to: 'b' },
    });
    expect(maskedObject({ travellers: [{ passport: 'A1234567', name: 'سارة' }], secret: 's' })).toEqual({
      travellers: [{ passport: '•••67', name: 'سارة' }],
      secret: '•••',
    });
  });

  it('pnpm admin confirm, cancel, complete, departures and capacity write entries as the CLI', async () => {
    const trip = await bookableTrip(t.app);
    const { token } = await register(t.app);
    const first = (await book(t.app, token, bookingParts(trip.id))).json().data.id as number;
    const second = (await book(t.app, token, bookingParts(trip.id))).json().data.id as number;
    await cli('confirm', String(first));
    await cli('complete', String(first));
    await cli('cancel', String(second), '--reason', 'طلب العميل');
    const day = addDays(todayIso(), 60);
    await cli('departures', 'add', String(trip.id), day, '5');
    await cli('departures', 'remove', String(trip.id), day);
    await cli('capacity', 'set', String(trip.id), '30');
    const byCli = (
      await t.app.db.selectFrom('audit_log').selectAll().where('staff_email', '=', 'cli').orderBy('id').execute()
    ).map((r) => ({ staff_id: r.staff_id, action: r.action, subject: r.subject, details: JSON.parse(r.details!) }));
    expect(byCli).toEqual([
      {
        staff_id: null,
        action: 'booking.confirmed',
        subject: `booking:${first}`,
        details: { from: 'pending', to: 'confirmed', reason: null },
      },
      {
        staff_id: null,
        action: 'booking.completed',
        subject: `booking:${first}`,
        details: { from: 'confirmed', to: 'completed', reason: null },
      },
      {
        staff_id: null,
        action: 'booking.cancelled',
        subject: `booking:${second}`,
        details: { from: 'pending', to: 'cancelled', reason: 'طلب العميل' },
      },
      expect.objectContaining({ action: 'trip.departure-added', subject: `trip:${trip.id}` }),
      expect.objectContaining({ action: 'trip.departure-removed', subject: `trip:${trip.id}` }),
      { staff_id: null, action: 'trip.updated', subject: `trip:${trip.id}`, details: { fields: ['daily_capacity'], to: 30 } },
    ]);
  });
});
