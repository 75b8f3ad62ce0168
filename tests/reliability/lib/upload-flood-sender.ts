import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { bookingForm, call, type BookableTrip } from '@rihla/bench/lib/api.ts';

// The upload flood's sender (upload-flood.ts), in a worker thread of its own: building and
// streaming its bodies (up to 38 files of 190 kB each) is JavaScript work in undici, and in the
// measuring thread it delayed the booking streams' own event loop by up to 300 ms, which the test
// then counted against the server. Here the sending costs the machine what it costs an attacker's
// client, and the measuring thread only passes messages.

export interface SenderData {
  base: string;
  token: string;
  trip: BookableTrip;
  big: Uint8Array<ArrayBuffer>;
}

/** A flood request refused with its connection closed mid-upload (a file for no adult). */
export const CLOSED = 499;

// Imported by upload-flood.ts for CLOSED and the types too: the sender starts in its worker only.
const { base, token, trip, big } = (isMainThread ? {} : workerData) as SenderData;

function floodForm(kind: number): FormData {
  const { form } = bookingForm({ trip, adults: 1, seed: 424242 });
  const jpeg = (name: string) => new File([big], name, { type: 'image/jpeg' });
  if (kind === 2) {
    // One adult and a passport and visa under every other traveller index too.
    for (let i = 1; i < 20; i++) {
      form.append(`passport_image[${i}]`, jpeg(`p${i}.jpg`));
      form.append(`visa_image[${i}]`, jpeg(`v${i}.jpg`));
    }
    return form;
  }
  form.set('trip_id', '0');
  form.delete('passport_image[0]');
  // The report's replay: its key, trip_id=0 and a 7000² JPEG as the passport; without the key, six
  // of them under six travellers' indexes.
  for (let i = 0; i < (kind === 0 ? 1 : 6); i++) form.append(`passport_image[${i}]`, jpeg(`big-${i}.jpg`));
  return form;
}

// A form refused while it is still being sent is answered 400 and the connection closed, the
// cheapest refusal there is: fetch then fails before it reads the answer. That counts as CLOSED; a
// request left without an answer (the 60 s timeout) is 0 and fails the test.
async function send(kind: number): Promise<number> {
  try {
    const res = await call(base, '/api/customer/trips/book', {
      method: 'POST',
      body: floodForm(kind),
      token,
      headers: kind === 0 ? { 'idempotency-key': 'K' } : {},
      timeoutMs: 60_000,
    });
    return res.status;
  } catch (e) {
    return (e as Error).name === 'TimeoutError' ? 0 : CLOSED;
  }
}

parentPort?.on('message', (m: { id: number; kind: number }) => {
  void send(m.kind).then((status) => parentPort!.postMessage({ id: m.id, status }));
});
