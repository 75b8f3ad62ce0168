import { encodeBookingForm } from '@rihla/contract';
import type { BookingSubmission } from '@rihla/machines/booking-wizard/booking-wizard.machine';

/**
 * The multipart body of POST /api/customer/trips/book, in the contract's encoding. The machine keeps
 * the browser's File objects as they came from the drop zone, typed by what it reads of them.
 */
export function bookingForm(submission: BookingSubmission): FormData {
  return encodeBookingForm({
    ...submission,
    travellers: submission.travellers.map((t) => ({
      ...t,
      passport_image: t.passport_image as File | null,
      visa_image: t.visa_image as File | null,
    })),
  });
}
