import { book, type BookableTrip, type Customer } from '@rihla/bench/lib/api.ts';
import { sleep } from '@rihla/bench/lib/server.ts';

// What the flood tests share (login-flood.ts, upload-flood.ts): bookings (and, when asked, static
// reads) run throughout; the flood is switched on and off in turns, so the quiet and the flooded
// samples share whatever else the machine is doing. A sample counts as flooded when a flood request
// was in flight as it started or ended (a flood's queue drains after it is switched off).

export const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)]! : NaN;
};

/** Below this a p99 is scheduling noise of a shared 2-core machine, so 3× is taken of at least this. */
export const FLOOR_MS = 20;
export const overLimit = (flooded: number, quiet: number) => flooded > 3 * Math.max(quiet, FLOOR_MS);

export interface FloodRun {
  quiet: { booking: number[]; statics: number[] };
  flooded: { booking: number[]; statics: number[] };
  /** The flood requests' answers: status → count (0: no answer). */
  answers: Map<number, number>;
  /** The first few unexpected answers of the bookings and reads. */
  bad: string[];
}

export interface FloodOptions {
  base: string;
  customers: Customer[];
  trips: BookableTrip[];
  seconds: number;
  flooders: number;
  /** One flood request by flooder f, its n-th: resolves to the answer's status. */
  floodOnce: (f: number, n: number) => Promise<number>;
  /** A static file to read alongside (4 readers), if any. */
  staticUrl?: string;
  /** How long the flood stays on, then off, per turn. */
  onMs?: number;
  offMs?: number;
}

export async function interleaved(o: FloodOptions): Promise<FloodRun> {
  const run: FloodRun = {
    quiet: { booking: [], statics: [] },
    flooded: { booking: [], statics: [] },
    answers: new Map(),
    bad: [],
  };
  let stop = false;
  let floodOn = false;
  let inFlight = 0;
  const record = (kind: 'booking' | 'statics', wasFlooded: boolean, ms: number) =>
    (wasFlooded ? run.flooded : run.quiet)[kind].push(ms);
  const note = (what: string) => void (run.bad.length < 5 && run.bad.push(what));
  const bookers = o.customers.map(async (customer, w) => {
    for (let n = 0; !stop; n++) {
      const t0 = performance.now();
      const during = inFlight > 0;
      const trip = o.trips[(w + n) % o.trips.length]!;
      try {
        const res = await book(o.base, customer, { trip, adults: 1, seed: w * 100_000 + n }, `flood-${w}-${n}`, 60_000);
        if (res.status !== 200) note(`booking ${res.status}`);
      } catch (e) {
        note(`booking ${(e as Error).name}`);
      }
      record('booking', during || inFlight > 0, performance.now() - t0);
    }
  });
  const readers = Array.from({ length: o.staticUrl ? 4 : 0 }, async () => {
    while (!stop) {
      const t0 = performance.now();
      const during = inFlight > 0;
      try {
        const res = await fetch(o.staticUrl!, { signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (res.status !== 200) note(`static ${res.status}`);
      } catch (e) {
        note(`static ${(e as Error).name}`);
      }
      record('statics', during || inFlight > 0, performance.now() - t0);
    }
  });
  const flood = Array.from({ length: o.flooders }, async (_, f) => {
    for (let n = 0; !stop; n++) {
      if (!floodOn) {
        await sleep(20);
        continue;
      }
      inFlight++;
      let status = 0;
      try {
        status = await o.floodOnce(f, n);
      } catch {
        status = 0;
      } finally {
        inFlight--;
      }
      run.answers.set(status, (run.answers.get(status) ?? 0) + 1);
    }
  });
  const end = Date.now() + o.seconds * 1000;
  while (Date.now() < end) {
    floodOn = true;
    await sleep(o.onMs ?? 2500);
    floodOn = false;
    while (inFlight > 0) await sleep(20);
    // The queue took a while to drain; the quiet turn is long enough to hold as many samples.
    await sleep(o.offMs ?? 6000);
  }
  stop = true;
  await Promise.all([...bookers, ...readers, ...flood]);
  return run;
}

export const answersLine = (answers: Map<number, number>) =>
  [...answers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
