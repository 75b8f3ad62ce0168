import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso, type TripDetail } from '@rihla/contract';
import { addDeparture } from '../../src/modules/catalogue/repositories/departures.ts';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import { staffToken } from './staff-token.ts';

// The dashboard's figures and a departure's manifest (issue 31, item 14), on both engines.
let t: TestApp;
let trip: TripDetail;
let agent: string;
const date = addDays(todayIso(), 20);
const booked: { id: number; total: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
  agent = await staffToken(t.app, 'agent', 'figures-agent@rihla.test');
  await addDeparture(t.app.db, { tripId: trip.id, date, seats: 10 });
  for (let i = 0; i < 2; i++) {
    const { token } = await register(t.app);
    const res = await book(t.app, token, bookingParts(trip.id, { date, adults: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    booked.push({ id: res.json().data.id, total: res.json().data.total_price });
  }
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(agent) });

describe('the dashboard’s figures', () => {
  it('counts today’s bookings and revenue, the weeks, and each departure’s occupancy', async () => {
    const res = await get('/api/admin/figures');
    expect(res.statusCode, res.body).toBe(200);
    const { days, weeks, departures } = res.json().data;
    expect(days).toHaveLength(14);
    expect(days[0].date).toBe(todayIso());
    expect(days[0].bookings).toBeGreaterThanOrEqual(2);
    expect(days[0].revenue).toBeGreaterThanOrEqual(booked[0]!.total + booked[1]!.total);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toMatchObject({ to: todayIso(), from: addDays(todayIso(), -6) });
    expect(weeks[0].bookings).toBe(days.slice(0, 7).reduce((s: number, d: { bookings: number }) => s + d.bookings, 0));
    const dep = departures.find((d: { trip_id: number; date: string }) => d.trip_id === trip.id && d.date === date);
    expect(dep).toMatchObject({ seats: 10, seats_taken: 4, occupancy_percent: 40 });
  });

  it('gives a departure’s manifest, every traveller with the lead’s contact, audited; as CSV too', async () => {
    const res = await get(`/api/admin/manifest?trip_id=${trip.id}&date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().data;
    expect(m).toMatchObject({ trip_id: trip.id, date, bookings: 2, title: trip.title });
    expect(m.passengers).toHaveLength(4);
    expect(m.passengers[0]).toMatchObject({ booking_id: booked[0]!.id, position: 0, kind: 'adult' });
    expect(m.passengers[0].passport).toBeTruthy();
    expect(m.passengers[0].contact.email).toContain('@');
    expect(m.passengers[1].contact).toBeNull();
    const csv = await get(`/api/admin/manifest.csv?trip_id=${trip.id}&date=${date}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`manifest-${trip.id}-${date}.csv`);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(5);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('action', '=', 'manifest.viewed').execute();
    expect(audit).toHaveLength(2);
    expect((await get(`/api/admin/manifest?trip_id=99999999&date=${date}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/manifest?trip_id=${trip.id}&date=tomorrow`)).statusCode).toBe(422);
  });
});
