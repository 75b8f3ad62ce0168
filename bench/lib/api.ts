/* eslint-disable @typescript-eslint/no-explicit-any -- answers are JSON of many shapes, checked by the tests that read them */
import { addDays, encodeBookingForm, todayIso, type BookingTraveller } from '@rihla/contract';
import { passportPng } from './png.ts';

// The customer's side of the API, as the web app calls it (docs/product.md, "Calls").

export interface Customer {
  id: number;
  email: string;
  password: string;
  token: string;
}

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  base: string,
  path: string,
  init: RequestInit & { token?: string; timeoutMs?: number } = {},
): Promise<HttpResult<T>> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('accept-language', 'ar');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(base + path, { ...init, headers, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

export async function register(base: string, tag: string | number): Promise<Customer> {
  const n = `${tag}`.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const email = `bench-${n}-${Date.now().toString(36)}@example.com`;
  const password = 'BenchPass1234';
  // A Saudi mobile the numbering plan accepts: 5 and eight more digits.
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const res = await call(base, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      name: `مسافر تجربة ${n}`,
      email,
      country_code: 'sa',
      phone_number: `5${digits}`,
      password,
      password_confirmation: password,
    }),
  });
  if (res.status !== 200) throw new Error(`register ${res.status}: ${JSON.stringify(res.body)}`);
  const token = res.body.access_token ?? res.body.data?.access_token;
  const user = res.body.user ?? res.body.data?.user;
  return { id: user.id, email, password, token };
}

export interface BookableTrip {
  id: number;
  maxAdults: number;
  maxChildren: number;
  date: string;
}

/** Trips that can be booked 10 days from now (expiry later or none), from page 1 of the search. */
export async function bookableTrips(base: string, count = 12): Promise<BookableTrip[]> {
  const date = addDays(todayIso(), 10);
  const out: BookableTrip[] = [];
  for (let page = 1; page <= 5 && out.length < count; page++) {
    const list = await call(base, `/api/trips/filter?page=${page}&start_date=${date}`);
    for (const card of list.body.data ?? []) {
      if (out.length >= count) break;
      const d = await call(base, `/api/trips/${card.id}`);
      const t = d.body.data;
      if (!t || (t.expiry_date && t.expiry_date < date)) continue;
      // Only trips without a seat limit on that date (docs/product.md, "Seats and cancellation"):
      // the benchmarks and the reliability suite book them many times over.
      const seats = await call(base, `/api/trips/${t.id}/availability?month=${date.slice(0, 7)}`);
      const day = (seats.body.data?.dates ?? []).find((x: { date: string }) => x.date === date);
      if (!day || day.seats_left !== null) continue;
      out.push({
        id: t.id,
        maxAdults: t.default_adults + t.max_additional_adults,
        maxChildren: t.default_childs + t.max_additional_childs,
        date,
      });
    }
  }
  if (!out.length) throw new Error('no bookable trip found');
  return out;
}

export interface BookingInput {
  trip: BookableTrip;
  adults?: number;
  children?: number;
  seed: number;
  withVisa?: boolean;
}

/** A traveller's name, birth date and gender: an adult born in 1985, a child five years old. */
export function benchIdentity(i: number, kind: 'adult' | 'child') {
  const birth = kind === 'adult' ? '1985-06-15' : addDays(todayIso(), -5 * 365);
  return {
    kind,
    first_name: `Bench ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}`,
    last_name: 'Traveller',
    birth_date: birth,
    gender: i % 2 ? ('female' as const) : ('male' as const),
  };
}

export function bookingForm(input: BookingInput): { form: FormData; files: Buffer[] } {
  const adults = Math.max(1, Math.min(input.adults ?? 1, input.trip.maxAdults));
  const children = Math.min(input.children ?? 0, input.trip.maxChildren);
  const files: Buffer[] = [];
  // Files carry their names (a File is the Blob the contract takes), as the browser's do.
  const png = (bytes: Buffer, name: string) => {
    files.push(bytes);
    return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
  };
  const expiry = addDays(todayIso(), 800);
  const travellers: BookingTraveller<Blob>[] = [];
  for (let i = 0; i < adults; i++) {
    const passport_image = png(passportPng(input.seed * 10 + i), `passport-${i}.png`);
    const visa_image = input.withVisa ? png(passportPng(input.seed * 10 + i + 5, 120, 80), `visa-${i}.png`) : null;
    travellers.push({
      ...benchIdentity(i, 'adult'),
      nationality: 'SA',
      passport: `P${input.seed}${i}`.slice(0, 20).padEnd(6, '0'),
      passport_expiry: expiry,
      passport_image,
      visa_image,
    });
  }
  // Every traveller by name (issue 31): the children after the adults, with no passport.
  for (let i = 0; i < children; i++) {
    travellers.push({
      ...benchIdentity(adults + i, 'child'),
      nationality: '',
      passport: '',
      passport_expiry: '',
      passport_image: null,
      visa_image: null,
    });
  }
  const form = encodeBookingForm({
    trip_id: input.trip.id,
    from_date: input.trip.date,
    adults_count: adults,
    children_count: children,
    travellers,
  });
  return { form, files };
}

export async function book(base: string, customer: Customer, input: BookingInput, idempotencyKey?: string, timeoutMs = 30_000) {
  const { form, files } = bookingForm(input);
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const res = await call(base, '/api/customer/trips/book', {
    method: 'POST',
    body: form,
    token: customer.token,
    headers,
    timeoutMs,
  });
  return { ...res, files };
}

export async function allBookings(base: string, customer: Customer): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; page <= 1000; page++) {
    const res = await call(base, `/api/customer/bookings?page=${page}`, { token: customer.token });
    if (res.status !== 200) throw new Error(`bookings ${res.status}`);
    out.push(...(res.body.data?.bookings ?? []));
    if (page >= (res.body.meta?.last_page ?? 1)) break;
  }
  return out;
}

export async function fetchBytes(
  base: string,
  path: string,
  token: string,
): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}
