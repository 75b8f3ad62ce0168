import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import * as data from './repositories/personal-data.ts';

// A customer's export (issue 29, item 7; docs/security.md): everything we hold about them, as JSON.
// Scans are listed (kind, name, size) with the address each downloads from while it is kept; the
// file itself is not inlined (megabytes of base64 in a JSON help no one).

const group = <T extends { booking_id: number }>(rows: T[]) => {
  const out = new Map<number, Omit<T, 'booking_id'>[]>();
  for (const { booking_id, ...rest } of rows) out.set(booking_id, [...(out.get(booking_id) ?? []), rest]);
  return out;
};

/**
 * Opens the customer's sealed passport numbers (modules/bookings/passport-seal.ts): their own, so
 * the export gives them in full, a booking traveller's and a saved traveller's alike.
 */
export interface PassportOpeners {
  /** A booking traveller's number (`bookingPassports`). */
  booking: { open(stored: string): string };
  /** A saved traveller's number, sealed for its customer (`passportSealer`). */
  saved: { open(customerId: number, stored: Buffer): string };
}

export async function personalData(db: Kysely<DB>, customerId: number, passports: PassportOpeners, now = new Date()) {
  const profile = await data.profileOf(db, customerId);
  if (!profile) return null;
  const bookings = await data.bookingsOf(db, customerId);
  const ids = bookings.map((b) => b.id);
  const [methods, sessions, saved, travellers, files, history, payments, refunds, invoices, ratings, favourites, mails] =
    await Promise.all([
      data.signInMethodsOf(db, customerId),
      data.sessionsOf(db, customerId),
      data.savedTravellersOf(db, customerId),
      data.travellersOf(db, ids),
      data.filesOf(db, ids),
      data.historyOf(db, ids),
      data.paymentsOf(db, ids),
      data.refundsOf(db, ids),
      data.invoicesOf(db, ids),
      data.ratingsOf(db, customerId),
      data.favouritesOf(db, customerId),
      data.mailsTo(db, profile.email),
    ]);
  const travellersBy = group(
    travellers.map(({ id: _id, passport, passport_masked: _masked, ...t }) => ({
      ...t,
      passport: passport ? passports.booking.open(passport) : '',
    })),
  );
  const filesBy = group(
    files.map((f) => ({ ...f, url: `/api/customer/bookings/${f.booking_id}/files/${f.id}` })).map(({ id: _id, ...f }) => f),
  );
  const historyBy = group(history);
  const paymentsBy = group(payments);
  const refundsBy = group(refunds);
  const invoicesBy = group(invoices);
  return {
    exported_at: now.toISOString(),
    about:
      'كل ما تحفظه رحلة عنك: بيانات حسابك، وطرق الدخول، والجلسات، والمسافرون المحفوظون، والحجوزات بمسافريها ووثائقها ومدفوعاتها وفواتيرها، والتقييمات، والمفضلة، والرسائل المرسلة إليك، ووقت موافقتك على سياسة الخصوصية.',
    profile: {
      name: profile.name,
      email: profile.email,
      country_code: profile.country_code,
      phone_number: profile.phone_number,
      birthday: profile.birthday,
      gender: profile.gender,
      avatar: profile.avatar,
      created_at: profile.created_at,
      email_verified_at: profile.email_verified_at,
      privacy_accepted_at: profile.privacy_accepted_at,
    },
    sign_in_methods: [...(profile.password_hash ? ['password'] : []), ...methods.map((m) => m.provider)],
    sessions,
    // Kept with their consent for the next bookings (issue 31); the passport number opened, like a
    // booking traveller's.
    saved_travellers: saved.map(({ id: _id, customer_id: _customer, passport_sealed, ...t }) => ({
      ...t,
      passport: passport_sealed ? passports.saved.open(customerId, Buffer.from(passport_sealed)) : '',
    })),
    bookings: bookings.map((b) => ({
      ...b,
      total_price: Number(b.total_price),
      travellers: travellersBy.get(b.id) ?? [],
      documents: filesBy.get(b.id) ?? [],
      status_history: historyBy.get(b.id) ?? [],
      payments: paymentsBy.get(b.id) ?? [],
      refunds: refundsBy.get(b.id) ?? [],
      invoices: invoicesBy.get(b.id) ?? [],
    })),
    ratings,
    favourites,
    emails_sent: mails,
  };
}
