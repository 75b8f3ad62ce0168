import type { BookingDraft } from '@rihla/contract';

// The trip page hands the chosen travellers and total to the booking wizard through sessionStorage
// (SPEC.md section 4: saved on load, and again with the total when book is pressed). The key is per
// trip so two tabs on two trips do not overwrite each other.
export const bookingDraftKey = (tripId: number) => `booking_draft:${tripId}`;

export function saveBookingDraft(tripId: number, draft: BookingDraft) {
  try {
    sessionStorage.setItem(bookingDraftKey(tripId), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the wizard starts from the trip's defaults */
  }
}
