// The bookings module's public face: routes and other modules import from here, never past it.
// Bookings: the booking form read and checked, seats, the lifecycle and its e-mails, passport and
// visa files, idempotency, the back office's queue, and the operator's booking commands.

export { queueStatusMail, type BookingMailKind } from './booking-mails.ts';
export { policyText, refundPolicy } from './cancellation-policy.ts';
export { BOOKING_HELP, CommandError, OPERATOR_STATUSES, operatorChange, runBookingCommand } from './cli.ts';
export { sendBookingFile } from './file-answer.ts';
export { assertSameRequest, fingerprint, idempotencyKey } from './idempotency.ts';
export { readBookingForm, removeTemp } from './parse-booking.ts';
export { storeBooking } from './place-booking.ts';
export { historyOf, travellersOf } from './repositories/booking-history.ts';
export { addNote, NOTE_MAX, notesOf } from './repositories/booking-notes.ts';
export { changeStatus, changeStatusIn, StatusChangeRefused, type BookingState } from './repositories/booking-lifecycle.ts';
export {
  adminBooking,
  adminBookingFile,
  dashboard,
  queueBatches,
  queuePage,
  travellerNamesOf,
} from './repositories/bookings-queue.ts';
export * as savedTravellers from './repositories/saved-travellers.ts';
export { bookingPassports, passportSealer, type BookingPassports } from './passport-seal.ts';
export { allBookings, isStatus, tripToBook } from './repositories/bookings.ts';
export { monthAvailability, monthOf, offerOn, SeatsSoldOut } from './repositories/seats.ts';
export { ensureSpool } from './uploads.ts';
export { bookingError, seatsSoldOut, validateBooking } from './validate-booking.ts';

// Whole repositories whose calls the routes make one for one.
export * as bookings from './repositories/bookings.ts';
export { businessFigures, manifest } from './business-figures.ts';
