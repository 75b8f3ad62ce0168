import fsp from 'node:fs/promises';
import path from 'node:path';
import { tripEndDate } from '@rihla/contract';
import type { FastifyInstance } from 'fastify';
import type { TripRow } from '../../../db/schema.ts';
import { filesDir } from '../../../lib/uploads.ts';
import { createBooking } from '../../../repositories/bookings.ts';
import type { TempFile } from './parse-booking.ts';
import type { BookingOrder } from './validate-booking.ts';

// Storing a checked booking: its rows, its seats and its files together.

export interface Placement {
  customerId: number;
  trip: TripRow;
  order: BookingOrder;
  idempotencyKey: string | null;
  fingerprint: string;
}

/**
 * Writes the booking, its travellers and files (repositories/bookings.ts createBooking) and moves
 * the kept uploads into files/ before the commit (issue 12, item 9): a booking is stored with its
 * files or not at all. A failed rename rolls the rows back; a failed commit removes the files moved
 * (here); a crash in between leaves files no row names, which start-up deletes.
 */
export async function storeBooking(db: FastifyInstance['db'], uploadsDir: string, p: Placement): Promise<number> {
  const { order } = p;
  const moved: TempFile[] = [];
  try {
    return await createBooking(
      db,
      {
        customerId: p.customerId,
        tripId: p.trip.id,
        fromDate: order.fromDate,
        toDate: tripEndDate(order.fromDate, p.trip.duration),
        adults: order.adults,
        children: order.children,
        totalPrice: order.total,
        idempotencyKey: p.idempotencyKey,
        idempotencyHash: p.idempotencyKey ? p.fingerprint : null,
        seats: order.seats,
      },
      order.travellers.map((t) => ({
        ...t,
        files: t.files.map((f) => ({
          kind: f.field === 'passport_image' ? ('passport' as const) : ('visa' as const),
          storedName: f.storedName,
          mime: f.mime!,
          size: f.size,
          originalName: f.originalName,
        })),
      })),
      async () => {
        for (const f of order.keep) {
          await fsp.rename(f.tmpPath, path.join(filesDir(uploadsDir), f.storedName));
          moved.push(f);
        }
      },
    );
  } catch (e) {
    await Promise.all(moved.map((f) => fsp.rm(path.join(filesDir(uploadsDir), f.storedName), { force: true })));
    throw e;
  }
}
