import path from 'node:path';
import { isIsoDate, type BookingStatus } from '@rihla/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import { queueStatusMail, type BookingMailKind } from './booking-mails.ts';
import { outboxMailer, smtpMailer } from '../../platform/mail/transports.ts';
import { MailSender } from '../../platform/mail/outbox.ts';
import { changeStatus, StatusChangeRefused } from './repositories/booking-lifecycle.ts';
import { addDeparture, listDepartures, removeDeparture, SeatsSetupError, setDailyCapacity } from '../catalogue/index.ts';
import { CommandError } from '../../platform/command-error.ts';
import { recordAudit } from '../staff/index.ts';

/** The operator's changes are audited like staff's (issue 29): no staff id, "cli" as the actor. */
const auditCli = (database: Database, action: string, subject: string, details: Record<string, unknown>) =>
  recordAudit(database.db, { staffId: null, staffEmail: 'cli', action, subject, details });

// The operator's booking commands of `pnpm admin` (docs/product.md, "Seats and cancellation"):
// seats and status changes, on the same repository functions as the API, so the lifecycle's rules,
// the history and the seats hold whoever changes a booking.

export const BOOKING_HELP = `  pnpm admin departures list <trip id>                     a trip's departures with their seats
  pnpm admin departures add <trip id> <YYYY-MM-DD> <seats> [--price P]
                                                           add a departure (or change its seats and price)
  pnpm admin departures remove <trip id> <YYYY-MM-DD>      remove a departure nobody booked
  pnpm admin capacity set <trip id> <travellers|none>      travellers per date of an open-dates trip
  pnpm admin confirm <booking id>                          pending → confirmed, and e-mail the customer
  pnpm admin cancel <booking id> --reason "…"              pending or confirmed → cancelled (seats released)
  pnpm admin complete <booking id>                         confirmed → completed (the job does it once the trip ends)`;

export { CommandError };

const MAILS: Record<'confirmed' | 'cancelled' | 'completed', BookingMailKind> = {
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  completed: 'completed',
};

function positiveInt(raw: string | undefined, what: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new CommandError(`${what} must be a whole number, at least 1`);
  return n;
}

function date(raw: string | undefined): string {
  if (!isIsoDate(raw)) throw new CommandError('the date must be YYYY-MM-DD');
  return raw;
}

/** Changes a booking's status as the operator and e-mails its customer; prints the change. */
/** The statuses the operator may set by hand: the others are the system's (payment, hold, creation). */
export const OPERATOR_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;

export async function operatorChange(
  database: Database,
  config: Config,
  bookingId: number,
  to: (typeof OPERATOR_STATUSES)[number],
  reason: string | null,
): Promise<string> {
  let change: { from: BookingStatus; to: BookingStatus };
  try {
    // The e-mail is written into the outbox in the change's own transaction.
    change = await changeStatus(database.db, {
      bookingId,
      to,
      by: 'operator',
      reason,
      inTransaction: (trx) => queueStatusMail({ db: trx, config }, bookingId, MAILS[to], reason),
    });
  } catch (e) {
    if (e instanceof StatusChangeRefused)
      throw new CommandError(e.reason === 'not-found' ? `no booking ${bookingId}` : `booking ${bookingId} cannot become ${to}`);
    throw e;
  }
  await auditCli(database, `booking.${change.to}`, `booking:${bookingId}`, { from: change.from, to: change.to, reason });
  // Delivered now by this process, as a server's sender would (a failure stays queued for the servers).
  const transport = config.smtpUrl
    ? await smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
  const quiet = () => {};
  const sender = new MailSender({
    db: database.db,
    transport,
    log: { info: quiet, warn: quiet, error: (o, m) => console.error(m, o) },
    intervalMs: 0,
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    retryMaxMs: config.mail.retryMaxMs,
  });
  try {
    await sender.drain();
  } finally {
    transport.close();
  }
  return `booking ${bookingId}: ${change.from} → ${change.to}`;
}

/** Runs a booking command; false when `command` is not one of them. */
export async function runBookingCommand(
  database: Database,
  config: Config,
  command: string,
  args: string[],
  options: { reason?: string; price?: string },
): Promise<boolean> {
  const { db } = database;
  try {
    switch (command) {
      case 'departures': {
        const [action, trip, day, seats] = args;
        const tripId = positiveInt(trip, 'the trip id');
        if (action === 'list') console.table(await listDepartures(db, tripId));
        else if (action === 'add') {
          const price = options.price === undefined ? null : Number(options.price);
          if (price !== null && !(price > 0)) throw new CommandError('--price must be a positive number');
          await addDeparture(db, { tripId, date: date(day), seats: positiveInt(seats, 'seats'), price });
          await auditCli(database, 'trip.departure-added', `trip:${tripId}`, {
            fields: ['departures'],
            date: day,
            seats: Number(seats),
            price,
          });
          console.log(`trip ${tripId}: departure ${day}, ${seats} seats${price ? `, ${price} SAR` : ''}`);
        } else if (action === 'remove') {
          await removeDeparture(db, tripId, date(day));
          await auditCli(database, 'trip.departure-removed', `trip:${tripId}`, { fields: ['departures'], date: day });
          console.log(`trip ${tripId}: departure ${day} removed`);
        } else throw new CommandError('departures list|add|remove');
        return true;
      }
      case 'capacity': {
        const [action, trip, value] = args;
        if (action !== 'set') throw new CommandError('capacity set <trip id> <travellers|none>');
        const tripId = positiveInt(trip, 'the trip id');
        const capacity = value === 'none' ? null : positiveInt(value, 'the capacity');
        await setDailyCapacity(db, tripId, capacity);
        await auditCli(database, 'trip.updated', `trip:${tripId}`, { fields: ['daily_capacity'], to: capacity });
        console.log(`trip ${tripId}: ${capacity === null ? 'unlimited' : `${capacity} travellers per date`}`);
        return true;
      }
      case 'confirm':
      case 'complete':
      case 'cancel': {
        const id = positiveInt(args[0], 'the booking id');
        const reason = options.reason?.trim() || null;
        if (command === 'cancel' && !reason) throw new CommandError('cancel needs --reason "…" (it is e-mailed to the customer)');
        const to = command === 'confirm' ? 'confirmed' : command === 'complete' ? 'completed' : 'cancelled';
        console.log(await operatorChange(database, config, id, to, reason));
        return true;
      }
      default:
        return false;
    }
  } catch (e) {
    if (e instanceof SeatsSetupError) throw new CommandError(e.message);
    throw e;
  }
}
