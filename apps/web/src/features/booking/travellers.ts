import type { BookingSubmission } from '@rihla/machines/booking-wizard/booking-wizard.machine';

/**
 * The multipart body of POST /api/customer/trips/book. Traveller i's fields and files all go under
 * index i, so two adults' passports can never be swapped on the way.
 */
export function bookingForm(submission: BookingSubmission): FormData {
  const form = new FormData();
  form.set('trip_id', String(submission.trip_id));
  form.set('from_date', submission.from_date);
  form.set('adults_count', String(submission.adults_count));
  form.set('children_count', String(submission.children_count));
  submission.travellers.forEach((t, i) => {
    form.set(`nationality[${i}]`, t.nationality.trim());
    form.set(`passport[${i}]`, t.passport.trim());
    form.set(`passport_expiry[${i}]`, t.passport_expiry);
    // The machine keeps the browser's File objects as they came from the drop zone.
    if (t.passport_image) form.set(`passport_image[${i}]`, t.passport_image as File);
    if (t.visa_image) form.set(`visa_image[${i}]`, t.visa_image as File);
  });
  return form;
}
