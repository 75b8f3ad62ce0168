import { allBookings, book, call, fetchBytes, type BookableTrip, type Customer } from '@rihla/bench/lib/api.ts';
import { servedHash, uploadHash } from '@rihla/bench/lib/png.ts';
import { bump } from './harness.ts';
import { pool } from './raw.ts';

// Bookings and reads as the tests drive them, and the check that every answered booking is stored
// with its files.

export interface Booked {
  customer: Customer;
  id: number;
  hashes: string[];
  key?: string;
}

/** Every answered booking is in the customer's list with each of its files, byte for byte. */
export async function verifyBooked(base: string, booked: Booked[]): Promise<string[]> {
  const problems: string[] = [];
  const byCustomer = new Map<Customer, Booked[]>();
  for (const b of booked) byCustomer.set(b.customer, [...(byCustomer.get(b.customer) ?? []), b]);
  await pool([...byCustomer.entries()], 8, async ([customer, mine]) => {
    const list = await allBookings(base, customer);
    const byId = new Map(list.map((b) => [b.id, b]));
    for (const b of mine) {
      const found = byId.get(b.id);
      if (!found) {
        problems.push(`booking ${b.id} answered 200 but missing from the customer's list`);
        continue;
      }
      if (found.files.length !== b.hashes.length)
        problems.push(`booking ${b.id}: ${found.files.length} files listed, ${b.hashes.length} uploaded`);
      const got: string[] = [];
      for (const f of found.files) {
        const res = await fetchBytes(base, f.url, customer.token);
        if (res.status !== 200) problems.push(`booking ${b.id}: file ${f.url} answered ${res.status}`);
        else got.push(await servedHash(res.bytes));
      }
      if ([...got].sort().join() !== [...b.hashes].sort().join())
        problems.push(`booking ${b.id}: file pixels differ from the upload`);
    }
  });
  return problems;
}

export async function readRequests(base: string): Promise<{ method: 'GET'; path: string }[]> {
  const home = await call(base, '/api/trips');
  const filter = await call(base, '/api/trips/filter?page=1');
  const last = filter.body.meta.last_page as number;
  const ids: number[] = filter.body.data.map((t: { id: number }) => t.id);
  const countryId = home.body.countries?.[0]?.id ?? 1;
  const image = filter.body.data[0]?.images?.[0] as string | undefined;
  const tags = await call(base, '/api/data/tags');
  const tagId = tags.body.data?.[0]?.id ?? 1;
  const paths = [
    '/api/trips',
    '/api/trips/filter?page=1',
    `/api/trips/filter?page=${Math.max(1, Math.floor(last / 2))}&sort_by=low_price`,
    `/api/trips/filter?page=${last}&sort_by=top_rated`,
    `/api/trips/filter?to_country_id=${countryId}&sort_by=top_visit`,
    `/api/trips/filter?tag_id=${tagId}&count_persons=2&count_nights=3`,
    ...ids.slice(0, 4).map((id) => `/api/trips/${id}`),
    '/api/cities',
    '/api/data/info',
    '/api/faq',
    '/api/data/banners?type=home',
    `/api/countries/${countryId}`,
    `/api/data/tags/${tagId}`,
    ...(image?.startsWith('/api/') ? [image] : []),
  ];
  return paths.map((p) => ({ method: 'GET' as const, path: p }));
}

/** A stream of bookings by `streams` workers until `stop()`; network failures retried with the same key. */
export function bookingStream(base: string, customers: Customer[], trips: BookableTrip[], streams: number, tag: string) {
  let stopping = false;
  const booked: Booked[] = [];
  const statuses = new Map<string, number>();
  const failures: string[] = [];
  const workers = Array.from({ length: streams }, async (_, w) => {
    for (let n = 0; !stopping && n < 100_000; n++) {
      const customer = customers[(w + n * streams) % customers.length]!;
      const trip = trips[(w * 7 + n) % trips.length]!;
      const key = `${tag}-${w}-${n}`;
      const input = { trip, adults: 1 + ((w + n) % 3), children: n % 2, seed: w * 1_000_000 + n, withVisa: n % 3 === 0 };
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const res = await book(base, customer, input, key, 60_000);
          bump(statuses, res.status);
          if (res.status === 200) booked.push({ customer, id: res.body.data.id, hashes: res.files.map(uploadHash), key });
          else if (failures.length < 5) failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          break;
        } catch (e) {
          bump(statuses, `error:${(e as Error).name}`);
          if (stopping) break;
        }
      }
    }
  });
  return {
    booked,
    statuses,
    failures,
    stop: async () => {
      stopping = true;
      await Promise.all(workers);
    },
  };
}
