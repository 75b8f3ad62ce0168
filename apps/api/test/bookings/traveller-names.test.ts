import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso, validationMessages, type TripDetail } from '@rihla/contract';
import {
  auth,
  book,
  bookableDay,
  bookableTrip,
  bookingParts,
  createTestApp,
  register,
  type Part,
  type TestApp,
} from '../helper.ts';
import { allMail } from '../security/mail.ts';
import { staffToken } from '../admin/staff-token.ts';

// Issue 31, item 1: every traveller by name, birth date and gender; children after the adults; the
// child age rule (under 12 on the trip's first day); the Latin-letters rule; a client without names
// told so in Arabic (422); and the saved travellers: kept with consent, listed, edited, removed,
// the passport number sealed at rest, and no customer reading another's.
let t: TestApp;
let trip: TripDetail;
beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
  // Children allowed on it, priced as the trip says.
  await t.app.db.updateTable('trips').set({ max_additional_childs: 3 }).where('id', '=', trip.id).execute();
});
afterAll(async () => t?.close());

const set = (parts: Part[], name: string, value: string) => parts.map((p) => (p.name === name ? { name, value } : p)) as Part[];
const travellersOf = async (token: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${id}`, headers: auth(token) })).json().data.travellers;

describe('travellers by name', () => {
  it('stores and returns every traveller, adults then children, names upper-cased as in the passport', async () => {
    const { token, payload } = await register(t.app);
    const date = bookableDay();
    let parts = bookingParts(trip.id, { adults: 1, children: 1, date });
    parts = set(parts, 'first_name[0]', '  Anne-Marie  ');
    parts = set(parts, 'last_name[1]', "o'neil");
    const res = await book(t.app, token, parts);
    expect(res.statusCode, res.body).toBe(200);
    // The booking's answer names them, as its page does.
    expect(res.json().data.travellers.map((x: { first_name: string }) => x.first_name)).toEqual(['ANNE-MARIE', 'TRAVELLER B']);
    const travellers = await travellersOf(token, res.json().data.id);
    expect(travellers).toEqual([
      expect.objectContaining({ traveller: 0, kind: 'adult', first_name: 'ANNE-MARIE', gender: 'male', nationality: 'SA' }),
      expect.objectContaining({
        traveller: 1,
        kind: 'child',
        first_name: 'TRAVELLER B',
        last_name: "O'NEIL",
        gender: 'female',
        nationality: null,
        passport_masked: null,
        passport_expiry: null,
      }),
    ]);
    // The back office sees the names, and the CSV lists them.
    const staff = auth(await staffToken(t.app, 'agent', `agent.${Date.now()}@rihla.example`));
    const id = res.json().data.id;
    const view = (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: staff })).json().data;
    expect(
      view.travellers.map((x: { kind: string; first_name: string; passport: string | null }) => [
        x.kind,
        x.first_name,
        x.passport,
      ]),
    ).toEqual([
      ['adult', 'ANNE-MARIE', 'A1234567'],
      ['child', 'TRAVELLER B', null],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/bookings.csv?q=${id}`, headers: staff });
    expect(csv.body.split('\r\n')[0]).toContain('أسماء المسافرين');
    expect(csv.body).toContain("ANNE-MARIE AL-TEST O'HARA؛ TRAVELLER B O'NEIL");
    // The booking's e-mail names them.
    await vi.waitFor(() => {
      const mail = allMail(t.dataDir).find((m) => m.to === payload.email && m.subject.includes(String(res.json().data.id)));
      expect(mail?.text).toContain("ANNE-MARIE AL-TEST O'HARA؛ TRAVELLER B O'NEIL");
    });
  });

  it('a child is under 12 on the trip date, an adult 12 or more; names in Latin letters; a gender', async () => {
    const { token } = await register(t.app);
    const date = addDays(todayIso(), 30);
    const twelveThatDay = `${Number(date.slice(0, 4)) - 12}${date.slice(4)}`;
    let parts = bookingParts(trip.id, { adults: 1, children: 1, date });
    parts = set(parts, 'birth_date[1]', twelveThatDay);
    parts = set(parts, 'first_name[0]', 'سارة');
    parts = set(parts, 'last_name[0]', 'Smith2');
    parts = set(parts, 'gender[1]', 'x');
    const res = await book(t.app, token, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'first_name[0]': [validationMessages.latinName],
      'last_name[0]': [validationMessages.latinName],
      'birth_date[1]': [validationMessages.childTooOld],
      'gender[1]': [validationMessages.gender],
    });
    // A day younger is still a child; an adult of 11 is not an adult.
    let ok = set(bookingParts(trip.id, { adults: 1, children: 1, date }), 'birth_date[1]', addDays(twelveThatDay, 1));
    expect((await book(t.app, token, ok)).statusCode).toBe(200);
    ok = set(bookingParts(trip.id, { adults: 1, date }), 'birth_date[0]', addDays(twelveThatDay, 1));
    const young = await book(t.app, token, ok);
    expect(young.statusCode).toBe(400);
    expect(young.json().errors['birth_date[0]']).toEqual([validationMessages.adultTooYoung]);
  });

  it('a client without names gets a clear Arabic 422, and nothing is booked', async () => {
    const { token, user } = await register(t.app);
    const res = await book(t.app, token, bookingParts(trip.id, { adults: 1, children: 1, noNames: true }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(validationMessages.travellerNamesMissing);
    expect(res.json().message).toMatch(/الاسم الأول/);
    const count = await t.app.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('saved travellers', () => {
  const body = {
    first_name: 'Layla',
    last_name: 'Haddad',
    birth_date: '1992-02-29',
    gender: 'female',
    nationality: 'jo',
    passport: 'n1234567',
    passport_expiry: addDays(todayIso(), 900),
  };
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/customer/travellers${url}`, headers: auth(token), payload });

  it('are added, listed, edited and removed; the passport number is sealed at rest', async () => {
    const { token } = await register(t.app);
    const added = await call(token, 'POST', '', body);
    expect(added.statusCode, added.body).toBe(200);
    const saved = added.json().data.traveller;
    expect(saved).toMatchObject({ first_name: 'LAYLA', nationality: 'JO', passport: 'N1234567', gender: 'female' });
    const row = await t.app.db.selectFrom('saved_travellers').selectAll().where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.passport_sealed!).toString('latin1')).not.toContain('N1234567');
    expect(JSON.stringify(row)).not.toContain('N1234567');
    const edited = await call(token, 'POST', `/${saved.id}`, {
      ...body,
      last_name: 'Haddad-Khoury',
      passport: '',
      nationality: '',
      passport_expiry: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.traveller).toMatchObject({ last_name: 'HADDAD-KHOURY', passport: null, nationality: null });
    expect((await call(token, 'GET', '')).json().data.travellers).toHaveLength(1);
    expect((await call(token, 'POST', `/${saved.id}/remove`)).statusCode).toBe(200);
    expect((await call(token, 'GET', '')).json().data.travellers).toEqual([]);
  });

  it('refuses a name in Arabic letters and a half-filled passport, in Arabic', async () => {
    const { token } = await register(t.app);
    const res = await call(token, 'POST', '', { ...body, first_name: 'ليلى', passport: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      first_name: [validationMessages.latinName],
      passport: [validationMessages.required],
    });
  });

  it('another customer can neither read, edit nor remove them (404)', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const saved = (await call(a.token, 'POST', '', body)).json().data.traveller;
    expect((await call(b.token, 'GET', '')).json().data.travellers).toEqual([]);
    expect((await call(b.token, 'POST', `/${saved.id}`, body)).statusCode).toBe(404);
    expect((await call(b.token, 'POST', `/${saved.id}/remove`)).statusCode).toBe(404);
    expect((await call(a.token, 'GET', '')).json().data.travellers).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/travellers' })).statusCode).toBe(401);
  });

  it('a booking with the consent saves its travellers once, and a second booking updates them', async () => {
    const { token } = await register(t.app);
    const parts = [...bookingParts(trip.id, { adults: 1, children: 1 }), { name: 'save_travellers', value: '1' }];
    expect((await book(t.app, token, parts)).statusCode).toBe(200);
    expect((await book(t.app, token, parts)).statusCode).toBe(200);
    const list = (await call(token, 'GET', '')).json().data.travellers;
    expect(list.map((s: { first_name: string; passport: string | null }) => [s.first_name, s.passport])).toEqual([
      ['TRAVELLER A', 'A1234567'],
      ['TRAVELLER B', null],
    ]);
    // Without the consent nothing is saved.
    const other = await register(t.app);
    expect((await book(t.app, other.token, bookingParts(trip.id))).statusCode).toBe(200);
    expect((await call(other.token, 'GET', '')).json().data.travellers).toEqual([]);
  });
});
