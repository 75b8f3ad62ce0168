import type { FastifyInstance } from 'fastify';
import { todayIso } from '@rihla/contract';
import type { CustomerRow } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { moveTripFigures } from '../catalogue/index.ts';
import { deleteMailTo, deleteRatings, eraseCustomer, liveBookings, ratingsOf } from './repositories/erasure.ts';

// Deleting an account (issue 29, item 8; docs/security.md, "What deletion keeps"). A booking still to
// come must be cancelled first (its seats, payment and refund follow the cancellation's rules). Then,
// in one transaction, the profile becomes a pseudonym, sign-ins and sessions end, favourites, saved
// travellers and reviews go, every booking's passport numbers and scans are deleted and its
// travellers anonymised (names a placeholder, birth date, gender, nationality and passport expiry
// cleared), and the mail to the address. Kept, because the law asks it: the bookings themselves
// (trip, dates, counts, total, history), payments, refunds and tax invoices (issued invoices are
// immutable and keep the name they were issued to), and the audit log.

export const deletionMessages = {
  liveBookings: 'لديك حجوزات قادمة: ألغِها أولًا من «رحلاتي»، ثم احذف حسابك',
  deleted: 'حُذف حسابك وبياناتك الشخصية. نتمنى أن نراك مجددًا',
} as const;

export async function deleteAccount(app: FastifyInstance, customer: CustomerRow): Promise<void> {
  const live = await liveBookings(app.db, customer.id, todayIso());
  if (live.length) throw new ApiError(409, deletionMessages.liveBookings, { bookings: live.map((b) => String(b.id)) });
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    await eraseCustomer(trx, customer.id, now);
    // Reviews carry the reviewer's name: they go, and each trip's public figures follow.
    for (const r of await ratingsOf(trx, customer.id)) if (!r.hidden_at) await moveTripFigures(trx, r.trip_id, -1, -r.rate);
    await deleteRatings(trx, customer.id);
    await deleteMailTo(trx, customer.email);
  });
}
