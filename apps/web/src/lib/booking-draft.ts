import { clamp, priceBreakdown, travellerLimits, type BookingDraft, type TripDetail } from '@rihla/contract';
import type { WizardDraft } from '@rihla/machines/booking-wizard/booking-wizard.machine';

// The trip page hands the chosen travellers and total to the booking wizard through sessionStorage
// under `booking_draft:{tripId}` (docs/product.md, "States": saved on load, and again with the total when
// book is pressed); the wizard reads it back. The key is per trip so two tabs on two trips do not
// overwrite each other. Storage can be missing, blocked or hand-edited, so whatever is read is
// checked against the trip's own limits.

export const bookingDraftKey = (tripId: number) => `booking_draft:${tripId}`;

export function saveBookingDraft(tripId: number, draft: BookingDraft) {
  try {
    sessionStorage.setItem(bookingDraftKey(tripId), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the wizard starts from the trip's defaults */
  }
}

function readStored(tripId: number): Partial<BookingDraft> | null {
  try {
    const raw = sessionStorage.getItem(bookingDraftKey(tripId));
    return raw ? (JSON.parse(raw) as Partial<BookingDraft>) : null;
  } catch {
    return null;
  }
}

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/**
 * The draft for this trip: stored counts when sane, else the trip's defaults. The total is the
 * contract's formula over those counts, which is what the trip page stored and what the server will
 * charge; a stale or edited stored total is never shown.
 */
export function readDraft(trip: TripDetail): BookingDraft {
  const stored = readStored(trip.id);
  const limits = travellerLimits(trip);
  const adults = clamp(count(stored?.adults_count, trip.default_adults), limits.adults.min, limits.adults.max);
  const children = clamp(count(stored?.children_count, trip.default_childs), limits.children.min, limits.children.max);
  return { adults_count: adults, children_count: children, total_price: priceBreakdown(trip, adults, children).total };
}

// Issue 31, item 3: the wizard's own draft (the date, every traveller's fields, the names of the
// files picked, the consent and the terms box: everything but the files themselves), kept in the
// tab under `booking_wizard:{tripId}` on every change, so a reload or back/forward loses nothing
// typed. It is dropped once the booking is made. The machine checks what it reads back
// (restoreTravellers): storage can be edited by hand.

export const wizardDraftKey = (tripId: number) => `booking_wizard:${tripId}`;

export function saveWizardDraft(tripId: number, draft: WizardDraft) {
  try {
    sessionStorage.setItem(wizardDraftKey(tripId), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: a reload starts from empty fields */
  }
}

export function readWizardDraft(tripId: number): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(wizardDraftKey(tripId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as WizardDraft) : null;
  } catch {
    return null;
  }
}

export function clearWizardDraft(tripId: number) {
  try {
    sessionStorage.removeItem(wizardDraftKey(tripId));
  } catch {
    /* nothing kept */
  }
}
