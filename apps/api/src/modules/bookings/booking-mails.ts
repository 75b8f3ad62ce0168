import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { bookingPath, formatDateTime, formatLongDate, formatRiyal, travellersText } from '@rihla/contract';
import type { Config } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { bookingById, bookingWithCustomer } from './repositories/bookings.ts';
import { travellerNamesOf } from './repositories/bookings-queue.ts';
import { enqueueMail } from '../../platform/mail/outbox-store.ts';
import type { Mail } from '../../platform/mail/transports.ts';
import { policyText } from './cancellation-policy.ts';

// The e-mail of each change of a booking (docs/product.md, "Seats and cancellation"): Arabic, plain
// text with an HTML part, from the templates in modules/bookings/mail-templates/ (its README lists them and their
// placeholders), which the operator can read and reword without touching code. Each is written to the
// mail outbox (platform/mail/outbox.ts), in the transaction of the change where the caller has one.

export type BookingMailKind =
  | 'received'
  | 'confirmed'
  | 'cancelled'
  | 'completed'
  // Online payment (issue 26).
  | 'awaiting_payment'
  | 'paid'
  | 'payment_failed'
  | 'hold_expiring'
  | 'expired'
  | 'refunded';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), './mail-templates');
const files = new Map<string, string>();
function template(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    text = fs.readFileSync(path.join(DIR, name), 'utf8');
    files.set(name, text);
  }
  return text;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(text: string, values: Record<string, string>, escape: (s: string) => string, raw: Record<string, string> = {}) {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in raw ? raw[key]! : key in values ? escape(values[key]!) : whole,
  );
}

/** The subject, text and HTML of one kind of booking e-mail with these values. */
export function renderBookingMail(kind: BookingMailKind, values: Record<string, string>): Omit<Mail, 'to'> {
  const [subjectLine, ...body] = template(`booking-${kind}.txt`).split('\n');
  const subject = fill(subjectLine!.replace(/^Subject:\s*/, ''), values, (s) => s);
  const plain = (s: string) => s;
  const text = fill(body.join('\n').replace(/^\n+/, ''), values, plain, {
    details: fill(template('details.txt'), values, plain).trimEnd(),
  });
  const content = fill(template(`booking-${kind}.html`), values, escapeHtml, {
    details: fill(template('details.html'), values, escapeHtml),
  });
  const html = fill(template('layout.html'), { ...values, subject }, escapeHtml, { content });
  return { subject, text, html };
}

export interface BookingMailDeps {
  /** The database, or the transaction of the change the e-mail reports. */
  db: Kysely<DB>;
  config: Pick<Config, 'publicUrl' | 'cancelCutoffHours' | 'payments'>;
}

/** Writes the e-mail to the booking's customer about its change to `kind` into the outbox (the caller wakes the sender after its commit). */
export async function queueStatusMail(
  deps: BookingMailDeps,
  bookingId: number,
  kind: BookingMailKind,
  reason: string | null = null,
  /** Values of the payment e-mails: amount, method. */
  extra: Record<string, string> = {},
): Promise<void> {
  const [booking, customer, names] = await Promise.all([
    bookingById(deps.db, bookingId),
    bookingWithCustomer(deps.db, bookingId),
    travellerNamesOf(deps.db, [bookingId]),
  ]);
  if (!booking || !customer) return;
  const hours = String(deps.config.cancelCutoffHours);
  // The booking's own page (status, history, cancel); a completed trip is rated on the bookings list.
  const bookingUrl = `${deps.config.publicUrl}${bookingPath(booking.id)}`;
  const listUrl = `${deps.config.publicUrl}/account/trips`;
  const values = {
    name: customer.name,
    booking_id: String(booking.id),
    trip_title: booking.trip.title,
    from_date: formatLongDate(booking.from_date),
    to_date: formatLongDate(booking.to_date),
    travellers: travellersText(booking.adults_count, booking.children_count),
    // By name as in the passports (issue 31); a booking from before names were asked has none.
    traveller_names: names.get(bookingId) ?? '—',
    total: formatRiyal(booking.total_price),
    status: booking.status_text_ar,
    reason: reason ?? 'لم يُذكر سبب',
    cutoff_hours: hours,
    refund_policy: policyText(deps.config),
    booking_url: bookingUrl,
    rate_url: listUrl,
    trip_url: `${deps.config.publicUrl}${booking.trip.link}`,
    // The wizard's payment step for this booking (the "أكمل الدفع" link of the site).
    pay_url: `${deps.config.publicUrl}${booking.trip.link}/book?booking_id=${booking.id}`,
    due_at: customer.hold_expires_at ? formatDateTime(customer.hold_expires_at) : '',
    ...extra,
  };
  await enqueueMail(deps.db, { to: customer.email, ...renderBookingMail(kind, values) });
}
